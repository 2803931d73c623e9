import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'
import { pageLocale } from '../../lib/pageLanguage'
import { teamMember } from '../../lib/sections'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageLocale(pageContext))
  const page = content.pages.team
  return {
    head: { title: page.title, description: page.description },
    page,
    members: page.members.map((m) => teamMember(content, m)),
  }
}

export type Data = ReturnType<typeof data>
