import { getContent } from '../../lib/content'

export function onBeforePrerenderStart() {
  return getContent().legal.map((entry) => `/${entry.id}/`)
}
