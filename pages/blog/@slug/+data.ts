import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../../lib/pageReads'
import { findById } from '../../../lib/lookup'
import { postHref, postPageData } from '../../../lib/blog'

export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const entry = findById(content.posts, pageContext.routeParams.slug)
  if (!entry) throw render(404)
  return postPageData(content, entry, postHref(entry.id))
}

export type Data = ReturnType<typeof data>
