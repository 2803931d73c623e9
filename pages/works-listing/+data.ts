import { portfolioView } from '../../lib/portfolio'
import { getContent } from '../../lib/content'

export function data() {
  return portfolioView(getContent(), 'listing')
}

export type Data = ReturnType<typeof data>
