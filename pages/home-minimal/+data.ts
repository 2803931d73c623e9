import { getContent } from '../../lib/content'
import { filteredWorks } from '../../lib/homeVariants'

export function data() {
  const content = getContent()
  const page = content.pages.homeMinimal
  return {
    head: { title: page.title, description: page.description },
    page,
    works: filteredWorks(content, page.works),
  }
}

export type Data = ReturnType<typeof data>
