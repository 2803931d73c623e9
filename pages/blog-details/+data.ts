import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'
import { postPageData, postsForReaders } from '../../lib/blog'
import { pageLocale } from '../../lib/pageLanguage'

/** The spec's post layout, showing the newest post; its own page is /blog/<slug>/. */
export function data(pageContext: PageContextServer) {
  const content = getContent(pageLocale(pageContext))
  const { details } = content.pages.blog
  return {
    ...postPageData(content, postsForReaders(content)[0]!, '/blog-details/'),
    // The same post as its own page: found there by the site search, not twice.
    head: { title: details.title, description: details.description, unsearchable: true },
    layoutLink: { href: '/blog-details-sidebar/', label: details.withSidebar },
  }
}

export type Data = ReturnType<typeof data>
