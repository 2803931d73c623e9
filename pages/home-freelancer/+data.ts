import { getContent } from '../../lib/content'
import { carouselLabels } from '../../lib/carousel'
import { picture } from '../../lib/images'

export function data() {
  const content = getContent()
  const page = content.pages.homeFreelancer
  return {
    head: { title: page.title, description: page.description },
    page,
    heroImage: page.hero.image ? picture(page.hero.image) : undefined,
    portrait: picture(page.bio.portrait),
    testimonials: content.pages.aboutUs.testimonials.items,
    labels: carouselLabels(content),
    socials: content.site.socials,
    opensInNewTab: content.site.ui.opensInNewTab,
  }
}

export type Data = ReturnType<typeof data>
