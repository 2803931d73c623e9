import { portfolioItem, portfolioView } from '../../components/Portfolio/portfolioData'
import { getContent } from '../../lib/content'

export function data() {
  const content = getContent()
  const { latest } = content.pages.portfolio.grid
  // The newest works first; works of the same year keep their order in the file.
  const newest = content.pages.portfolio.items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.year - a.item.year || a.index - b.index)
    .slice(0, latest.count)
    .map(({ item }) => portfolioItem(item))
  return { ...portfolioView(content, 'grid'), latest: { label: latest.label, heading: latest.heading, items: newest } }
}

export type Data = ReturnType<typeof data>
