import type { PageContextServer } from 'vike/types'
import { portfolioView } from '../../lib/portfolio'
import { getContent } from '../../lib/content'
import { contentLocale } from '../../lib/pageLanguage'

export function data(pageContext: PageContextServer) {
  return portfolioView(getContent(contentLocale(pageContext)), 'listing')
}

export type Data = ReturnType<typeof data>
