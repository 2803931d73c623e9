import { getContent } from '../../lib/content'

export function data() {
  const page = getContent().pages.pricing
  return { head: { title: page.title, description: page.description }, page }
}

export type Data = ReturnType<typeof data>
