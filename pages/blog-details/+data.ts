import { getContent } from '../../lib/content'
import { postPageData } from '../../lib/blog'

/** The spec's post layout, showing the newest post; its own page is /blog/<slug>/. */
export function data() {
  const content = getContent()
  const { details } = content.pages.blog
  return {
    ...postPageData(content, content.posts[0]!, '/blog-details/'),
    head: { title: details.title, description: details.description },
    layoutLink: { href: '/blog-details-sidebar/', label: details.withSidebar },
  }
}

export type Data = ReturnType<typeof data>
