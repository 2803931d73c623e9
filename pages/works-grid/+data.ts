import type { PageContextServer } from 'vike/types'
import { portfolioItem, portfolioView } from '../../lib/portfolio'
import { pageContent } from '../../lib/pageReads'
import { newestWorks } from '../../lib/homeVariants'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
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
