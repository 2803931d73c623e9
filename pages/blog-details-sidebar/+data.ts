import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'
import { postPageData, sidebarData, postsForReaders } from '../../lib/blog'
import { pageLocale } from '../../lib/pageLanguage'

/** The spec's post layout with the blog's sidebar, showing the newest post. */
export function data(pageContext: PageContextServer) {
  const content = getContent(pageLocale(pageContext))
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
