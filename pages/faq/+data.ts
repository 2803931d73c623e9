import type { PageContextServer } from 'vike/types'
import { faqItems, untranslatedMark } from '../../lib/cards'
import { getContent } from '../../lib/content'
import { pageLocale } from '../../lib/pageLanguage'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageLocale(pageContext))
  const page = content.pages.faq
  return {
    head: { title: page.title, description: page.description },
    page,
    // A group's id is its #address, the same in every language (/faq/#payment, /ro/faq/#payment);
    // a group the translation lacks has its title in English (its questions are marked each).
    categories: page.categories.map((c) => ({ id: c.id, title: c.title, lang: untranslatedMark(content, c).lang, items: faqItems(content, c.items) })),
    onThisPage: content.site.ui.onThisPage,
  }
}

export type Data = ReturnType<typeof data>
