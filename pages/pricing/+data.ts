import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'

export function data(pageContext: PageContextServer) {
  const page = getContent(pageContext.locale).pages.pricing
  return { head: { title: page.title, description: page.description }, page }
}

export type Data = ReturnType<typeof data>
