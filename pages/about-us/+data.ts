import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../lib/pageReads'
import { serviceCards } from '../../lib/cards'
import { awardsAndPartners } from '../../lib/showcase'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const page = content.pages.aboutUs
  return {
    head: { title: page.title, description: page.description },
    page,
    storyImages: page.story.images.map((image) => content.media.picture(image)),
    services: serviceCards(content),
    ...awardsAndPartners(content),
  }
}

export type Data = ReturnType<typeof data>
