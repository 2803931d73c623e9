import { getContent } from '../../lib/content'
import { collectionPath } from '../../lib/shell'

export function data() {
  const content = getContent()
  const home = content.pages.home
  const link = (collection: 'services' | 'industries' | 'case-studies') => (e: { id: string; data: { title: string; summary: string } }) => ({
    href: collectionPath(collection, e.id),
    title: e.data.title,
    summary: e.data.summary,
  })
  return {
    head: { title: home.title, description: home.description },
    home,
    bookingUrl: content.site.bookingUrl,
    opensInNewTab: content.site.ui.opensInNewTab,
    services: content.services.map(link('services')),
    industries: content.industries.map(link('industries')),
    caseStudies: content.caseStudies.map(link('case-studies')),
  }
}

export type Data = ReturnType<typeof data>
