import { caseStudyCard } from '../../lib/cards'
import { getContent } from '../../lib/content'
import { carouselLabels } from '../../lib/carousel'
import { picture } from '../../lib/images'
import { collectionPath } from '../../lib/shell'
import { awardsAndPartners } from '../../lib/showcase'

export function data() {
  const content = getContent()
  const page = content.pages.homeAgency
  return {
    head: { title: page.title, description: page.description },
    page,
    heroImage: page.hero.image ? picture(page.hero.image) : undefined,
    aboutImage: picture(page.about.image),
    services: content.services.map((s) => ({ href: collectionPath('services', s.id), title: s.data.menuTitle ?? s.data.title, summary: s.data.summary })),
    approach: content.pages.home.approach,
    caseStudies: content.caseStudies.map(caseStudyCard),
    testimonials: content.pages.aboutUs.testimonials.items,
    labels: carouselLabels(content),
    partnerLogos: awardsAndPartners(content.pages.home).partners.logos,
  }
}

export type Data = ReturnType<typeof data>
