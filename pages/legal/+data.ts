import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../lib/pageReads'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const entry = content.legal.find((e) => e.id === pageContext.routeParams.slug)
  if (!entry) throw render(404)
  return {
    head: { title: entry.data.title, description: entry.data.description },
    title: entry.data.title,
    updated: entry.data.updated,
    updatedLabel: content.site.ui.lastUpdated,
    body: entry.body,
    headings: entry.headings,
    onThisPage: content.site.ui.onThisPage,
    // The cookie policy offers the button that reopens the cookie settings.
    cookieSettings: entry.data.cookieSettings ? content.site.consent.settings : null,
  }
}

export type Data = ReturnType<typeof data>
