import { getContent } from '../../lib/content'
import { latestWorks, newestPosts } from '../../lib/homeVariants'
import { picture } from '../../lib/images'
import { awardsAndPartners } from '../../lib/showcase'

export function data() {
  const content = getContent()
  const page = content.pages.homeStudio
  return {
    head: { title: page.title, description: page.description },
    page,
    heroImage: page.hero.image ? picture(page.hero.image) : undefined,
    works: latestWorks(content, page.latestWork.count),
    posts: newestPosts(content, page.articles.count),
    awards: awardsAndPartners(content.pages.home).awards,
  }
}

export type Data = ReturnType<typeof data>
