import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'
import { pageLocale } from '../../lib/pageLanguage'

export function data(pageContext: PageContextServer) {
  const page = getContent(pageLocale(pageContext)).pages.pricing
  return { head: { title: page.title, description: page.description }, page }
}

export type Data = ReturnType<typeof data>
