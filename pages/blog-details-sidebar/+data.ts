import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../lib/pageReads'
import { postPageData, sidebarData, postsForReaders } from '../../lib/blog'

/** The spec's post layout with the blog's sidebar, showing the newest post. */
export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const { details } = content.pages.blog
  return {
    ...postPageData(content, postsForReaders(content)[0]!, '/blog-details-sidebar/'),
    // The same post as its own page: found there by the site search, not twice.
    head: { title: details.sidebarTitle, description: details.sidebarDescription, unsearchable: true },
    layoutLink: { href: '/blog-details/', label: details.withoutSidebar },
    sidebar: sidebarData(content),
  }
}

export type Data = ReturnType<typeof data>
