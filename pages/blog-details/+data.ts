import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../lib/pageReads'
import { postPageData, postsForReaders } from '../../lib/blog'

/** The spec's post layout, showing the newest post; its own page is /blog/<slug>/. */
export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const { details } = content.pages.blog
  return {
    ...postPageData(content, postsForReaders(content)[0]!, '/blog-details/'),
    // The same post as its own page: found there by the site search, not twice.
    head: { title: details.title, description: details.description, unsearchable: true },
    layoutLink: { href: '/blog-details-sidebar/', label: details.withSidebar },
  }
}

export type Data = ReturnType<typeof data>
