import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../../../lib/content'
import { findById } from '../../../lib/lookup'
import { postHref, postPageData } from '../../../lib/blog'
import { pageLocale } from '../../../lib/pageLanguage'

export function data(pageContext: PageContextServer) {
  const content = getContent(pageLocale(pageContext))
  const entry = findById(content.posts, pageContext.routeParams.slug)
  if (!entry) throw render(404)
  return postPageData(content, entry, postHref(entry.id))
}

export type Data = ReturnType<typeof data>
