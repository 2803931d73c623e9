import type { PageContextServer } from 'vike/types'
import { pageContent } from '../../lib/pageReads'

export function data(pageContext: PageContextServer) {
  const page = pageContent(pageContext).pages.pricing
  return { head: { title: page.title, description: page.description }, page }
}

export type Data = ReturnType<typeof data>
