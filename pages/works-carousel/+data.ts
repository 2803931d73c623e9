import type { PageContextServer } from 'vike/types'
import { carouselLabels } from '../../lib/carousel'
import { portfolioItem } from '../../lib/portfolio'
import { pageContent } from '../../lib/pageReads'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const { portfolio } = content.pages
  const page = portfolio.carousel
  // The newest works first; works of one year keep their order in the file.
  const works = [...portfolio.items].sort((a, b) => b.year - a.year).slice(0, page.count)
  return {
    head: { title: page.title, description: page.description },
    page,
    items: works.map((work) => {
      const item = portfolioItem(content, work)
      return { title: item.title, href: item.href, kicker: item.kicker, meta: item.meta, text: item.summary, image: item.image, lang: item.lang, langLabel: item.langLabel }
    }),
    labels: carouselLabels(content),
  }
}

export type Data = ReturnType<typeof data>
