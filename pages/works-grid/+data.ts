import type { PageContextServer } from 'vike/types'
import { portfolioItem, portfolioView } from '../../lib/portfolio'
import { getContent } from '../../lib/content'
import { newestWorks } from '../../lib/homeVariants'
import { pageLocale } from '../../lib/pageLanguage'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageLocale(pageContext))
  const { latest } = content.pages.portfolio.grid
  const newest = newestWorks(content, latest.count).map((item) => portfolioItem(content, item))
  return { ...portfolioView(content, 'grid'), latest: { label: latest.label, heading: latest.heading, items: newest } }
}

export type Data = ReturnType<typeof data>
