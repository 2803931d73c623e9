import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageContext.locale)
  const page = content.pages.team
  return {
    head: { title: page.title, description: page.description },
    page,
    members: page.members.map((m) => ({ name: m.name, role: m.role, portrait: content.media.picture(m.portrait) })),
  }
}

export type Data = ReturnType<typeof data>
