import type { PageContextServer } from 'vike/types'
import { noteRead, pageContent } from '../../lib/pageReads'
import { buildMoment } from '../../lib/content/schedule'

export function data(pageContext: PageContextServer) {
  const page = pageContent(pageContext).pages.comingSoon
  noteRead(pageContext, ['moment'])
  return {
    head: { title: page.title, description: page.description },
    page,
    // The HTML shows the time left when the page is built; the browser recomputes it.
    renderedAt: buildMoment(),
  }
}

export type Data = ReturnType<typeof data>
