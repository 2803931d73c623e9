import type { PageContextServer } from 'vike/types'
import { caseStudyCard } from '../../../lib/cards'
import { pageContent } from '../../../lib/pageReads'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const page = content.pages.caseStudies
  return {
    head: { title: page.title, description: page.description },
    page,
    studies: content.caseStudies.map((e) => caseStudyCard(content, e)),
  }
}

export type Data = ReturnType<typeof data>
