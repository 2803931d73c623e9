import type { PageContextServer } from 'vike/types'
import { portfolioItem, portfolioView } from '../../lib/portfolio'
import { getContent } from '../../lib/content'
import { newestWorks } from '../../lib/homeVariants'
import { pageLocale } from '../../lib/pageLanguage'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageLocale(pageContext))
  const { latest } = content.pages.portfolio.grid
  // The band of the newest works shows them once: the filtered grid above it has the others.
  const newest = newestWorks(content, latest.count)
  const others = content.pages.portfolio.items.filter((item) => !newest.includes(item))
  return {
    ...portfolioView(content, 'grid', others),
    latest: { label: latest.label, heading: latest.heading, items: newest.map((item) => portfolioItem(content, item)) },
  }
}

export type Data = ReturnType<typeof data>
