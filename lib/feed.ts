import type { Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { visit } from 'unist-util-visit'
import { BLOG_LISTING, postHref } from './blog'
import type { Content } from './content'
import { escapeHtml, escapeXml, escapeXmlAttribute } from './shared/escape'
import { LOCALE_INFO, localizeHref, localizePath } from './shared/locales'

/** Where the blog's Atom feed is published; an RSS 2.0 copy sits beside it for older readers. */
export const FEED_PATH = '/blog/feed.xml'
export const RSS_PATH = '/blog/rss.xml'

/**
 * A post's text as HTML for feed readers, made from its tree: links to pages of the site lead to
 * them in the feed's language, and every address of the site is absolute, since readers show the
 * text elsewhere.
 */
function feedHtml(body: Root, siteUrl: string, locale: Content['locale']): string {
  const copy = structuredClone(body)
  visit(copy, 'element', (node) => {
    for (const attr of ['href', 'src'] as const) {
      const value = node.properties[attr]
      if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) continue
      node.properties[attr] = new URL(attr === 'href' ? localizeHref(value, locale) : value, siteUrl).href
    }
  })
  return toHtml(copy)
}

/** How many posts the feeds carry: the newest, as feed readers expect (all of them would grow with the blog). */
export const FEED_SIZE = 20

/** Where the feed of a language is published: the English one at FEED_PATH, the Romanian one at /ro/blog/feed.xml. */
export const feedPath = (locale: Content['locale'], path: string = FEED_PATH) => localizePath(path, locale)

/** An XML element with escaped text (and attributes, written in this order). */
function element(name: string, text: string | undefined, attributes: Record<string, string | undefined> = {}): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXmlAttribute(value)}"`)
    .join('')
  return text === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${escapeXml(text)}</${name}>`
}

/** The media type of a picture, by its extension, for the feed readers that show it beside the entry. */
function imageType(url: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase()
  const types: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' }
  return extension ? types[extension] : undefined
}

/** What both feeds say of a post. */
interface FeedEntry {
  title: string
  url: string
  date: Date
  summary: string
  html: string
  author: string
  categories: string[]
  image?: string | undefined
}

/**
 * The blog as Atom and RSS in the content's language: its newest posts in that language (English
 * posts without a translation are in the English feed only), newest first, each with its whole text.
 *
 * Written here rather than with a feed library: every text of a feed is content (the company's and
 * the authors' names, titles, tags) and goes through lib/shared/escape.ts. The `feed` package this
 * replaced put titles into Atom as HTML (`<title type="html">`, so a title's `<script>` was markup to
 * a reader), wrapped them in CDATA that a second `]]>` broke out of, left `<` bare in attributes and
 * turned a written `&amp;` into `&`. Titles, names and summaries are plain text here (Atom's default
 * type); the post's text is HTML (`type="html"`, escaped once); RSS's item description is HTML by
 * convention, so the summary is escaped as HTML first.
 */
export function blogFeeds(content: Content): { atom: string; rss: string } {
  const { site, locale } = content
  const url = (p: string) => new URL(p, site.url).href
  const page = (p: string) => url(localizePath(p, locale))
  const posts = content.posts.filter((post) => post.lang === locale)
  const newest = posts[0]
  const title = `${site.name} — ${content.pages.blog.grid.title}`
  const description = content.pages.blog.grid.description
  const home = page(BLOG_LISTING)
  const updated = newest ? new Date(newest.data.date) : new Date(0)
  const copyright = `© ${site.legalName}`
  const entries: FeedEntry[] = posts.slice(0, FEED_SIZE).map((post) => ({
    title: post.data.title,
    url: page(postHref(post.id)),
    date: new Date(post.data.date),
    summary: post.data.summary,
    html: feedHtml(post.body, site.url, locale),
    author: post.data.author,
    categories: [post.data.category, ...post.data.tags],
    image: post.data.image ? url(post.data.image) : undefined,
  }))

  const atom = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXmlAttribute(locale)}">`,
    `  ${element('id', home)}`,
    `  ${element('title', title)}`,
    `  ${element('updated', updated.toISOString())}`,
    `  <author>${element('name', site.name)}${element('email', site.email)}${element('uri', page('/'))}</author>`,
    `  ${element('link', undefined, { rel: 'alternate', href: home })}`,
    `  ${element('link', undefined, { rel: 'self', href: url(feedPath(locale)) })}`,
    `  ${element('subtitle', description)}`,
    `  ${element('logo', url('/icons/icon-512.png'))}`,
    `  ${element('icon', url('/favicon.ico'))}`,
    `  ${element('rights', copyright)}`,
    ...entries.flatMap((e) => [
      '  <entry>',
      `    ${element('title', e.title)}`,
      `    ${element('id', e.url)}`,
      `    ${element('link', undefined, { href: e.url })}`,
      `    ${element('updated', e.date.toISOString())}`,
      `    ${element('published', e.date.toISOString())}`,
      `    ${element('summary', e.summary)}`,
      `    ${element('content', e.html, { type: 'html' })}`,
      `    <author>${element('name', e.author)}</author>`,
      ...e.categories.map((name) => `    ${element('category', undefined, { term: name })}`),
      ...(e.image ? [`    ${element('link', undefined, { rel: 'enclosure', href: e.image, type: imageType(e.image) })}`] : []),
      '  </entry>',
    ]),
    '</feed>',
  ]

  const rss = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', title)}`,
    `    ${element('link', home)}`,
    `    ${element('description', description)}`,
    `    ${element('language', LOCALE_INFO[locale].tag)}`,
    `    ${element('lastBuildDate', updated.toUTCString())}`,
    `    ${element('docs', 'https://validator.w3.org/feed/docs/rss2.html')}`,
    `    ${element('copyright', copyright)}`,
    `    <image>${element('title', title)}${element('url', url('/icons/icon-512.png'))}${element('link', home)}</image>`,
    `    ${element('atom:link', undefined, { href: url(feedPath(locale, RSS_PATH)), rel: 'self', type: 'application/rss+xml' })}`,
    ...entries.flatMap((e) => [
      '    <item>',
      `      ${element('title', e.title)}`,
      `      ${element('link', e.url)}`,
      `      ${element('guid', e.url, { isPermaLink: 'true' })}`,
      `      ${element('pubDate', e.date.toUTCString())}`,
      `      ${element('description', escapeHtml(e.summary))}`,
      `      ${element('content:encoded', e.html)}`,
      `      ${element('dc:creator', e.author)}`,
      ...e.categories.map((name) => `      ${element('category', name)}`),
      ...(e.image ? [`      ${element('enclosure', undefined, { url: e.image, length: '0', type: imageType(e.image) })}`] : []),
      '    </item>',
    ]),
    '  </channel>',
    '</rss>',
  ]
  return { atom: atom.join('\n') + '\n', rss: rss.join('\n') + '\n' }
}
