import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'
import { pageLocale } from '../../lib/pageLanguage'
import { faqData } from './faqData'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageLocale(pageContext))
  return faqData(content.pages.faq, content)
}

export type Data = ReturnType<typeof data>
