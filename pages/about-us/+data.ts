import { getContent } from '../../lib/content'
import { collectionPath } from '../../lib/shell'
import { awardsAndPartners } from '../../lib/showcase'

export function data() {
  const content = getContent()
  const page = content.pages.aboutUs
  return {
    head: { title: page.title, description: page.description },
    page,
    storyImages: page.story.images.map((image) => content.media.picture(image)),
    services: content.services.map((s) => ({ href: collectionPath('services', s.id), title: s.data.title, summary: s.data.summary })),
    ...awardsAndPartners(content),
  }
}

export type Data = ReturnType<typeof data>
