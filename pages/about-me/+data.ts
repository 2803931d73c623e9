import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'
import { pageLocale } from '../../lib/pageLanguage'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageLocale(pageContext))
  const { site, pages } = content
  const page = pages.aboutMe
  return {
    head: { title: page.title, description: page.description },
    page,
    portrait: content.media.picture(page.portrait),
    email: site.email,
    phone: site.phone,
    socials: site.socials,
    opensInNewTab: site.ui.opensInNewTab,
  }
}

export type Data = ReturnType<typeof data>
