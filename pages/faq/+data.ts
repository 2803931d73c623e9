import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../lib/pageReads'
import { faqData } from './faqData'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  return faqData(content.pages.faq, content)
}

export type Data = ReturnType<typeof data>
