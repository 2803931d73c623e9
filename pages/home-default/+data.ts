import { getContent } from '../../lib/content'
import { carouselLabels } from '../../lib/carousel'
import { caseStudySlides, newestPosts } from '../../lib/homeVariants'
import { picture } from '../../lib/images'
import { awardsAndPartners } from '../../lib/showcase'

export function data() {
  const content = getContent()
  const page = content.pages.homeDefault
  const { home, aboutUs } = content.pages
  return {
    head: { title: page.title, description: page.description },
    page,
    heroImage: page.hero.image ? picture(page.hero.image) : undefined,
    slides: caseStudySlides(content, page.caseStudies.count),
    approach: home.approach,
    testimonials: aboutUs.testimonials.items,
    posts: newestPosts(content, page.blog.count),
    labels: carouselLabels(content),
    ...awardsAndPartners(home),
  }
}

export type Data = ReturnType<typeof data>
