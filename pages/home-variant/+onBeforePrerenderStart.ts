import { getContent } from '../../lib/content'
import { collectionUrls } from '../../lib/shell'

export function onBeforePrerenderStart() {
  return collectionUrls(getContent(), 'homeVariants')
}
