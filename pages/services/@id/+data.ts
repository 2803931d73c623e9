import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { faqItems } from '../../../lib/cards'
import { pageContent } from '../../../lib/pageReads'
import { findById } from '../../../lib/lookup'
import { collectionPath } from '../../../lib/shell'
import { techIcon } from '../../../lib/techIcons'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const entry = findById(content.services, pageContext.routeParams.id)
  if (!entry) throw render(404)
  const { data: service } = entry
  const { ui } = content.site
  return {
    head: { title: service.pageTitle ?? service.title, description: service.summary, image: service.image.src },
    service,
    href: collectionPath('services', entry.id),
    image: content.media.picture(service.image),
    skills: service.skills.map((s) => ({
      title: s.title,
      logo: s.logo ? content.media.picture({ src: s.logo, alt: s.title }) : undefined,
      icon: s.logo ? undefined : techIcon(s.title, s.icon),
    })),
    body: entry.body,
    faq: faqItems(content, service.faq),
    services: content.services.map((s) => ({ href: collectionPath('services', s.id), title: s.data.menuTitle ?? s.data.title })),
    ui: { label: ui.serviceLabel, scrollDown: ui.scrollDown, enlargeImage: ui.enlargeImage, imageLoadError: ui.imageLoadError },
  }
}

export type Data = ReturnType<typeof data>
