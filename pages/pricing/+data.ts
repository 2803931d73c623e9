import type { PageContextServer } from 'vike/types'
import { getContent } from '../../lib/content'
import { contentLocale } from '../../lib/pageLanguage'

export function data(pageContext: PageContextServer) {
  const page = getContent(contentLocale(pageContext)).pages.pricing
  return { head: { title: page.title, description: page.description }, page }
}

export type Data = ReturnType<typeof data>
