import { Feed } from 'feed'
import { fromHtml } from 'hast-util-from-html'
import { toHtml } from 'hast-util-to-html'
import { visit } from 'unist-util-visit'
import { postHref } from './blog'
import type { Content } from './content'

/** Where the blog's Atom feed is published; an RSS 2.0 copy sits beside it for older readers. */
export const FEED_PATH = '/blog/feed.xml'
export const RSS_PATH = '/blog/rss.xml'

/** A post's text as HTML for feed readers: site links and pictures made absolute, since readers show it elsewhere. */
function absoluteHtml(html: string, siteUrl: string): string {
  const copy = fromHtml(html, { fragment: true })
  visit(copy, 'element', (node) => {
    for (const attr of ['href', 'src'] as const) {
      const value = node.properties[attr]
      if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) node.properties[attr] = new URL(value, siteUrl).href
    }
  })
  return toHtml(copy)
}

/** How many posts the feeds carry: the newest, as feed readers expect (all of them would grow with the blog). */
export const FEED_SIZE = 20

/** The blog as Atom and RSS: the newest posts, newest first, each with its whole text. */
export function blogFeeds(content: Content): { atom: string; rss: string } {
  const { site } = content
  const url = (p: string) => new URL(p, site.url).href
  const newest = content.posts[0]
  const feed = new Feed({
    id: url('/blog-grid/'),
    link: url('/blog-grid/'),
    title: `${site.name} — ${content.pages.blog.grid.title}`,
    description: content.pages.blog.grid.description,
    language: site.language,
    image: url('/icons/icon-512.png'),
    favicon: url('/favicon.ico'),
    copyright: `© ${site.legalName}`,
    updated: newest ? new Date(newest.data.date) : new Date(0),
    generator: false,
    feedLinks: { atom: url(FEED_PATH), rss: url(RSS_PATH) },
    author: { name: site.name, email: site.email, link: url('/') },
  })
  for (const post of content.posts.slice(0, FEED_SIZE)) {
    const p = post.data
    feed.addItem({
      title: p.title,
      id: url(postHref(post.id)),
      link: url(postHref(post.id)),
      date: new Date(p.date),
      published: new Date(p.date),
      description: p.summary,
      content: absoluteHtml(toHtml(post.body), site.url),
      author: [{ name: p.author }],
      category: [{ name: p.category }, ...p.tags.map((name) => ({ name }))],
      ...(p.image ? { image: url(p.image) } : {}),
    })
  }
  return { atom: feed.atom1(), rss: feed.rss2() }
}
