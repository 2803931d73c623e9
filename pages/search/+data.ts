import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../lib/pageReads'
import { searchLabels } from '../../lib/search'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const { search } = content.site
  return {
    // A page of results is not a page for search engines.
    head: { title: search.title, description: search.description },
    title: search.title,
    labels: searchLabels(content),
    needsJavaScript: search.needsJavaScript,
  }
}

export type Data = ReturnType<typeof data>
