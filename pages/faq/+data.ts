import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'
import { pageLocale } from '../../lib/pageLanguage'

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function data(pageContext: PageContextServer) {
  const content = getContent(pageLocale(pageContext))
  const page = content.pages.faq
  return {
    head: { title: page.title, description: page.description },
    page,
    categories: page.categories.map((c) => ({ ...c, id: slug(c.title) })),
    onThisPage: content.site.ui.onThisPage,
  }
}

export type Data = ReturnType<typeof data>
