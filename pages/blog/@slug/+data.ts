import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../../../lib/content'
import { findById } from '../../../lib/lookup'
import { postHref, postPageData } from '../../../lib/blog'
import { contentLocale } from '../../../lib/pageLanguage'

export function data(pageContext: PageContextServer) {
  const content = getContent(contentLocale(pageContext))
  const entry = findById(content.posts, pageContext.routeParams.slug)
  if (!entry) throw render(404)
  return postPageData(content, entry, postHref(entry.id))
}

export type Data = ReturnType<typeof data>
