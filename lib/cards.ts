import type { CaseStudyData, Content, Entry } from './content'
import { untranslatedLanguage } from './content/untranslated'
import type { PictureData } from './images'
import { collectionPath } from './shell'

export interface CaseStudyCardData {
  href: string
  title: string
  category: string
  summary: string
  image: PictureData
  /** The language of its words where it is not the page's (a case study without a translation yet), and the mark saying so. */
  lang?: string
  langLabel?: string
}

/**
 * The language of a list item a translation lacks, shown in English (a team member, a question),
 * and the mark saying so; nothing for an item written in the page's language.
 */
export function untranslatedMark(content: Pick<Content, 'site'>, item: object): { lang?: string; langLabel?: string } {
  const lang = untranslatedLanguage(item)
  return lang ? { lang, langLabel: content.site.ui.inEnglish } : {}
}

/** The questions of a list as the accordion shows them, a question the translation lacks marked as English. */
export function faqItems(content: Pick<Content, 'site'>, items: ReadonlyArray<{ id: string; question: string; answer: string }>): FaqItemData[] {
  return items.map((item) => ({ id: item.id, question: item.question, answer: item.answer, ...untranslatedMark(content, item) }))
}

export interface FaqItemData {
  id: string
  question: string
  answer: string
  lang?: string
  langLabel?: string
}

/** What a case-study card shows, on the landing page and on the index alike. */
export function caseStudyCard(content: Pick<Content, 'media' | 'locale' | 'site'>, entry: Entry<CaseStudyData>): CaseStudyCardData {
  return {
    href: collectionPath('case-studies', entry.id),
    title: entry.data.title,
    category: entry.data.category,
    summary: entry.data.summary,
    image: content.media.picture(entry.data.mainImage),
    ...(entry.lang !== content.locale ? { lang: entry.lang, langLabel: content.site.ui.inEnglish } : {}),
  }
}

/** What a service card shows. */
export interface ServiceCardData {
  href: string
  title: string
  summary: string
}

/** A card for each service of content/services, titled with its title or, with `short`, its menu title. */
export function serviceCards(content: Content, { short = false } = {}): ServiceCardData[] {
  return content.services.map((s) => ({ href: collectionPath('services', s.id), title: (short ? s.data.menuTitle : undefined) ?? s.data.title, summary: s.data.summary }))
}
