import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../lib/pageReads'
import { teamMember } from '../../lib/sections'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const page = content.pages.team
  return {
    head: { title: page.title, description: page.description },
    page,
    members: page.members.map((m) => teamMember(content, m)),
  }
}

export type Data = ReturnType<typeof data>
