import { getContent } from '../../../lib/content'
import { collectionPath } from '../../../lib/shell'

export function onBeforePrerenderStart() {
  return getContent().industries.map((i) => collectionPath('industries', i.id))
}
