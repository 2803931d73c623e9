import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { faqItems } from '../../../lib/cards'
import { pageContent } from '../../../lib/pageReads'
import { findById } from '../../../lib/lookup'
import { collectionPath } from '../../../lib/shell'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const entry = findById(content.industries, pageContext.routeParams.id)
  if (!entry) throw render(404)
  const { data: industry } = entry
  const { ui } = content.site
  return {
    head: { title: industry.title, description: industry.summary, image: industry.image.src },
    industry,
    image: content.media.picture(industry.image),
    body: entry.body,
    faq: faqItems(content, industry.faq),
    services: content.services.map((s) => ({ href: collectionPath('services', s.id), title: s.data.menuTitle ?? s.data.title })),
    ui: { label: ui.industryLabel, scrollDown: ui.scrollDown },
  }
}

export type Data = ReturnType<typeof data>
