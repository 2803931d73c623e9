import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'
import { pageLocale } from '../../lib/pageLanguage'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageLocale(pageContext))
  const page = content.pages.team
  return {
    head: { title: page.title, description: page.description },
    page,
    members: page.members.map((m) => ({ name: m.name, role: m.role, portrait: content.media.picture(m.portrait) })),
  }
}

export type Data = ReturnType<typeof data>
