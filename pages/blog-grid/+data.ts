import type { PageContextServer } from 'vike/types'
import { searchLabels } from '../../lib/search'
import { carouselLabels } from '../../lib/carousel'
import { pageContent } from '../../lib/pageReads'
import { cardDate, postCard, postsForReaders } from '../../lib/blog'

/** Slider of the 3 newest posts, then a grid of the next 9 (SPEC §9: 9 posts on the grid). */
export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const blog = content.pages.blog
  const cards = postsForReaders(content)
    .slice(0, 12)
    .map((e) => postCard(content, e))
  return {
    head: { title: blog.grid.title, description: blog.grid.description },
    page: blog.grid,
    slides: cards.slice(0, 3).map((c) => ({
      title: c.title,
      href: c.href,
      kicker: c.category,
      meta: cardDate(c),
      text: c.summary,
      ...(c.image ? { image: c.image } : {}),
      ...(c.lang ? { lang: c.lang, langLabel: c.langLabel } : {}),
    })),
    labels: carouselLabels(content),
    posts: cards.slice(3, 12),
    readMore: blog.readMore,
    more: blog.more,
    search: { heading: blog.search.heading, labels: searchLabels(content, blog.search) },
    newsletter: blog.newsletter,
  }
}

export type Data = ReturnType<typeof data>
