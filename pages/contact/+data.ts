import { getContent } from '../../lib/content'

export function data() {
  const content = getContent()
  const { site } = content
  const { contact, forms } = content.pages
  const terms = content.legal.find((l) => l.id === 'terms-and-conditions')
  return {
    head: { title: contact.title, description: contact.description },
    page: contact,
    forms,
    bookingUrl: site.bookingUrl,
    email: site.email,
    phone: site.phone,
    address: site.address,
    opensInNewTab: site.ui.opensInNewTab,
    termsHref: terms ? `/${terms.id}/` : '/terms-and-conditions/',
  }
}

export type Data = ReturnType<typeof data>
