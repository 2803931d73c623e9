import { faqItems, untranslatedMark } from '../../lib/cards'
import type { Content } from '../../lib/content'

/** The FAQ page's data from its file (pages/faq.yaml) and site.yaml: the page and the content manager's preview alike. */
export function faqData(page: Content['pages']['faq'], content: Pick<Content, 'site'>) {
  return {
    head: { title: page.title, description: page.description },
    page,
    // A group's id is its #address, the same in every language (/faq/#payment, /ro/faq/#payment);
    // a group the translation lacks has its title in English (its questions are marked each).
    categories: page.categories.map((c) => ({ id: c.id, title: c.title, lang: untranslatedMark(content, c).lang, items: faqItems(content, c.items) })),
    onThisPage: content.site.ui.onThisPage,
  }
}
