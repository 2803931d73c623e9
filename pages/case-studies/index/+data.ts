import { getContent } from '../../../lib/content'
import { picture } from '../../../lib/images'
import { collectionPath } from '../../../lib/shell'

export function data() {
  const content = getContent()
  const page = content.pages.caseStudies
  return {
    head: { title: page.title, description: page.description },
    page,
    studies: content.caseStudies.map((c) => ({
      href: collectionPath('case-studies', c.id),
      title: c.data.title,
      category: c.data.category,
      summary: c.data.summary,
      image: picture(c.data.mainImage),
    })),
  }
}

export type Data = ReturnType<typeof data>
