import { getContent } from '../../../lib/content'
import { collectionPath } from '../../../lib/shell'

export function onBeforePrerenderStart() {
  return getContent().caseStudies.map((c) => collectionPath('case-studies', c.id))
}
