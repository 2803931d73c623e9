import type { PageContextServer } from 'vike/types'
import { portfolioView } from '../../lib/portfolio'
import { getContent } from '../../lib/content'

export function data(pageContext: PageContextServer) {
  return portfolioView(getContent(pageContext.locale), 'listing')
}

export type Data = ReturnType<typeof data>
