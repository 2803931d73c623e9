import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../lib/pageReads'
import { postCard, postsForReaders } from '../../lib/blog'

/** The 12 newest posts in columns (SPEC §9). */
export function data(pageContext: PageContextServer) {
  const content = pageContent(pageContext)
  const blog = content.pages.blog
  return {
    head: { title: blog.masonry.title, description: blog.masonry.description },
    page: blog.masonry,
    posts: postsForReaders(content)
      .slice(0, 12)
      .map((e) => postCard(content, e)),
    readMore: blog.readMore,
    more: blog.more,
    newsletter: blog.newsletter,
  }
}

export type Data = ReturnType<typeof data>
