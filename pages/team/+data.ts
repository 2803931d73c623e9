import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'
import { pageLocale } from '../../lib/pageLanguage'
import { untranslatedLanguage } from '../../lib/content/stages/translate'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageLocale(pageContext))
  const page = content.pages.team
  return {
    head: { title: page.title, description: page.description },
    page,
    members: page.members.map((m) => {
      // A member the translation lacks is shown in English, marked so.
      const lang = untranslatedLanguage(m)
      return { name: m.name, role: m.role, portrait: content.media.picture(m.portrait), ...(lang ? { lang, langLabel: content.site.ui.inEnglish } : {}) }
    }),
  }
}

export type Data = ReturnType<typeof data>
