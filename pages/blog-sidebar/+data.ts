import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../lib/pageReads'
import { postCard, sidebarData, postsForReaders, featuredPosts } from '../../lib/blog'

/** Our Journal: 2 featured posts, the 5 newest others, static pagination and the sidebar (SPEC §9). */
export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const blog = content.pages.blog
  const posts = postsForReaders(content)
  const featured = featuredPosts(content, 2)
  const listed = posts.filter((e) => !featured.includes(e)).slice(0, 5)
  return {
    head: { title: blog.sidebar.title, description: blog.sidebar.description },
    page: blog.sidebar,
    featured: featured.map((e) => postCard(content, e)),
    listed: listed.map((e) => postCard(content, e)),
    readMore: blog.readMore,
    // The spec's static pagination: pages 1 to 5, a gap, then 20. Only page 1 exists.
    pages: [1, 2, 3, 4, 5, 20],
    sidebar: sidebarData(content),
  }
}

export type Data = ReturnType<typeof data>
