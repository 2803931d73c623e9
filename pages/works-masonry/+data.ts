import type { PageContextServer } from 'vike/types'
import { portfolioView } from '../../lib/portfolio'
import { getContent } from '../../lib/content'
import { pageLocale } from '../../lib/pageLanguage'

export function data(pageContext: PageContextServer) {
  return portfolioView(getContent(pageLocale(pageContext)), 'masonry')
}

export type Data = ReturnType<typeof data>
