/**
 * `npm run check:content`: checks every content file and every internal link written in them, in
 * seconds, without building the site. (The build checks the finished pages again, anchors included.)
 */
import { ContentError, loadContent } from '../lib/content'
import { checkContentLinks } from './lib/contentLinks'

try {
  const content = loadContent({ includeDrafts: false })
  const problems = checkContentLinks(content)
  if (problems.length > 0) throw new ContentError(problems)
  const count = content.services.length + content.industries.length + content.caseStudies.length + content.posts.length + content.legal.length
  console.log(`Content is valid: ${count} pages from Markdown, plus site.yaml and content/pages; every link leads to a page.`)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
