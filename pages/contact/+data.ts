import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'
import { pageLocale } from '../../lib/pageLanguage'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageLocale(pageContext))
  const { site } = content
  const { contact, forms } = content.pages
  return {
    head: { title: contact.title, description: contact.description },
    page: contact,
    forms,
    bookingUrl: site.bookingUrl,
    email: site.email,
    language: site.ui.languageName,
    phone: site.phone,
    address: site.address,
    opensInNewTab: site.ui.opensInNewTab,
    termsHref: forms.contact.termsPage,
  }
}

export type Data = ReturnType<typeof data>
