/** `npm run check:content`: checks every content file in seconds, without building the site. */
import { ContentError, loadContent } from '../lib/content'

try {
  const content = loadContent({ includeDrafts: false })
  const count = content.services.length + content.industries.length + content.caseStudies.length + content.posts.length + content.legal.length
  console.log(`Content is valid: ${count} pages from Markdown, plus site.yaml and content/pages.`)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
