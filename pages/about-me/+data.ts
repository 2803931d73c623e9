import { getContent } from '../../lib/content'
import { picture } from '../../lib/images'

export function data() {
  const { site, pages } = getContent()
  const page = pages.aboutMe
  return {
    head: { title: page.title, description: page.description },
    page,
    portrait: picture(page.portrait),
    email: site.email,
    phone: site.phone,
    socials: site.socials,
    opensInNewTab: site.ui.opensInNewTab,
  }
}

export type Data = ReturnType<typeof data>
