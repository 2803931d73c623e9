import { portfolioView } from '../../components/Portfolio/portfolioData'
import { getContent } from '../../lib/content'

export function data() {
  return portfolioView(getContent(), 'listing')
}

export type Data = ReturnType<typeof data>
