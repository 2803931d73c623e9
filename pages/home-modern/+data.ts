import { getContent } from '../../lib/content'
import { filteredWorks, newestPosts } from '../../lib/homeVariants'
import { picture } from '../../lib/images'
import { awardsAndPartners } from '../../lib/showcase'

export function data() {
  const content = getContent()
  const page = content.pages.homeModern
  return {
    head: { title: page.title, description: page.description },
    page,
    heroImage: page.hero.image ? picture(page.hero.image) : undefined,
    works: filteredWorks(content, page.works),
    clientLogos: awardsAndPartners(content.pages.home).partners.logos,
    members: content.pages.team.members.slice(0, page.team.count).map((m) => ({ name: m.name, role: m.role, portrait: picture(m.portrait) })),
    posts: newestPosts(content, page.blog.count),
  }
}

export type Data = ReturnType<typeof data>
