import { getContent } from '../../lib/content'
import { carouselLabels } from '../../lib/carousel'
import { caseStudySlides, latestWorks, newestPosts, newsSlides } from '../../lib/homeVariants'
import { picture } from '../../lib/images'

export function data() {
  const content = getContent()
  const page = content.pages.homeTrending
  return {
    head: { title: page.title, description: page.description },
    page,
    heroImage: page.hero.image ? picture(page.hero.image) : undefined,
    slides: caseStudySlides(content, page.caseStudies.count),
    works: latestWorks(content, page.latestWork.count),
    news: newsSlides(newestPosts(content, page.news.count)),
    labels: carouselLabels(content),
  }
}

export type Data = ReturnType<typeof data>
