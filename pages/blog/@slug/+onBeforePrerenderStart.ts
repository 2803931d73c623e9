import { getContent } from '../../../lib/content'

export function onBeforePrerenderStart() {
  return getContent().posts.map((p) => `/blog/${p.id}/`)
}
