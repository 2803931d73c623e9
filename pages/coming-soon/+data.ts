import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'
import { buildMoment } from '../../lib/content/schedule'
import { pageLocale } from '../../lib/pageLanguage'

export function data(pageContext: PageContextServer) {
  const page = getContent(pageLocale(pageContext)).pages.comingSoon
  return {
    head: { title: page.title, description: page.description },
    page,
    // The HTML shows the time left when the page is built; the browser recomputes it.
    renderedAt: buildMoment(),
  }
}

export type Data = ReturnType<typeof data>
