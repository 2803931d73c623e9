import { getContent } from '../../lib/content'
import { picture } from '../../lib/images'

export function data() {
  const page = getContent().pages.team
  return {
    head: { title: page.title, description: page.description },
    page,
    members: page.members.map((m) => ({ name: m.name, role: m.role, portrait: picture(m.portrait) })),
  }
}

export type Data = ReturnType<typeof data>
