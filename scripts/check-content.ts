/**
 * `npm run check:content`: checks every content file and every internal link written in them, in
 * seconds, without building the site. (The build checks the finished pages again, anchors included.)
 */
import { ContentError, loadContent } from '../lib/content'
import { COLLECTIONS } from '../lib/content/registry'
import { checkContentLinks } from './lib/contentLinks'

try {
  const content = loadContent({ includeDrafts: false })
  const problems = checkContentLinks(content)
  if (problems.length > 0) throw new ContentError(problems)
  const count = COLLECTIONS.reduce((sum, type) => sum + content[type.key].length, 0)
  console.log(`Content is valid: ${count} pages of ${COLLECTIONS.map((c) => c.folder).join(', ')}, plus site.yaml and content/pages; every link leads to a page.`)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
