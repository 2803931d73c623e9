import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../lib/pageReads'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
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
