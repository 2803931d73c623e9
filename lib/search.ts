import type { SearchLabels } from './shared/islands'
import type { Content } from './content'

/** The section filter blog posts carry in the search index, so the blog's boxes find only posts. */
export const BLOG_SECTION = 'Blog'

/** The site search's wording from site.yaml, with a box's own field label, placeholder and button. */
export function searchLabels(content: Content, own?: { fieldLabel: string; placeholder: string; button: string }): SearchLabels {
  const { fieldLabel, placeholder, button, searching, results, resultOne, noResults, unavailable } = content.site.search
  return { fieldLabel, placeholder, button, searching, results, resultOne, noResults, unavailable, ...own }
}
