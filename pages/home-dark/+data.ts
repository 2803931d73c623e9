import { getContent } from '../../lib/content'
import { latestWorks, testimonialBy } from '../../lib/homeVariants'
import { picture } from '../../lib/images'
import { awardsAndPartners } from '../../lib/showcase'

export function data() {
  const content = getContent()
  const page = content.pages.homeDark
  return {
    head: { title: page.title, description: page.description },
    page,
    heroImage: page.hero.image ? picture(page.hero.image) : undefined,
    works: latestWorks(content, page.latestWork.count),
    partnerLogos: awardsAndPartners(content.pages.home).partners.logos,
    quote: testimonialBy(content, page.quote.name),
  }
}

export type Data = ReturnType<typeof data>
