import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../../../lib/content'
import { picture } from '../../../lib/images'
import { findById } from '../../../lib/lookup'

export function data(pageContext: PageContextServer) {
  const content = getContent()
  const entry = findById(content.posts, pageContext.routeParams.slug)
  if (!entry) throw render(404)
  const post = entry.data
  return {
    head: { title: post.title, description: post.summary },
    post,
    image: post.image ? picture({ src: post.image, alt: '' }) : undefined,
    body: entry.body,
    forms: content.pages.forms,
  }
}

export type Data = ReturnType<typeof data>
