import { Feed } from 'feed'
import { fromHtml } from 'hast-util-from-html'
import { toHtml } from 'hast-util-to-html'
import { visit } from 'unist-util-visit'
import { postHref } from './blog'
import type { Content } from './content'
import { isPagePath, localizePath } from './shared/locales'

/** Where the blog's Atom feed is published; an RSS 2.0 copy sits beside it for older readers. */
export const FEED_PATH = '/blog/feed.xml'
export const RSS_PATH = '/blog/rss.xml'

/** A post's text as HTML for feed readers: site links and pictures made absolute, since readers show it elsewhere. */
function absoluteHtml(html: string, siteUrl: string, locale: Content['locale']): string {
  const copy = fromHtml(html, { fragment: true })
  visit(copy, 'element', (node) => {
    for (const attr of ['href', 'src'] as const) {
      const value = node.properties[attr]
      if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) continue
      // A link to a page leads to that page in the feed's language.
      node.properties[attr] = new URL(attr === 'href' && isPagePath(value) ? localizePath(value, locale) : value, siteUrl).href
    }
  })
  return toHtml(copy)
}

/** How many posts the feeds carry: the newest, as feed readers expect (all of them would grow with the blog). */
export const FEED_SIZE = 20

/** Where the feed of a language is published: the English one at FEED_PATH, the Romanian one at /ro/blog/feed.xml. */
export const feedPath = (locale: Content['locale'], path: string = FEED_PATH) => localizePath(path, locale)

/**
 * The blog as Atom and RSS in the content's language: its newest posts in that language (English
 * posts without a translation are in the English feed only), newest first, each with its whole text.
 */
export function blogFeeds(content: Content): { atom: string; rss: string } {
  const { site, locale } = content
  const url = (p: string) => new URL(p, site.url).href
  const page = (p: string) => url(localizePath(p, locale))
  const posts = content.posts.filter((post) => post.lang === locale)
  const newest = posts[0]
  const feed = new Feed({
    id: page('/blog-grid/'),
    link: page('/blog-grid/'),
    title: `${site.name} — ${content.pages.blog.grid.title}`,
    description: content.pages.blog.grid.description,
    language: locale,
    image: url('/icons/icon-512.png'),
    favicon: url('/favicon.ico'),
    copyright: `© ${site.legalName}`,
    updated: newest ? new Date(newest.data.date) : new Date(0),
    generator: false,
    feedLinks: { atom: url(feedPath(locale)), rss: url(feedPath(locale, RSS_PATH)) },
    author: { name: site.name, email: site.email, link: page('/') },
  })
  for (const post of posts.slice(0, FEED_SIZE)) {
    const p = post.data
    feed.addItem({
      title: p.title,
      id: page(postHref(post.id)),
      link: page(postHref(post.id)),
      date: new Date(p.date),
      published: new Date(p.date),
      description: p.summary,
      content: absoluteHtml(toHtml(post.body), site.url, locale),
      author: [{ name: p.author }],
      category: [{ name: p.category }, ...p.tags.map((name) => ({ name }))],
      ...(p.image ? { image: url(p.image) } : {}),
    })
  }
  return { atom: feed.atom1(), rss: feed.rss2() }
}
