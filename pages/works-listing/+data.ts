import type { PageContextServer } from 'vike/types'
import { portfolioView } from '../../lib/portfolio'
import { pageContent } from '../../lib/pageReads'

export function data(pageContext: PageContextServer) {
  return portfolioView(pageContent(pageContext), 'listing')
}

export type Data = ReturnType<typeof data>
