import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../lib/pageReads'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
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
