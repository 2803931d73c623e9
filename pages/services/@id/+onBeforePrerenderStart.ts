import { getContent } from '../../../lib/content'
import { collectionPath } from '../../../lib/shell'

export function onBeforePrerenderStart() {
  return getContent().services.map((s) => collectionPath('services', s.id))
}
