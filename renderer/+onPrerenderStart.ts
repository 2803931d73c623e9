import type { PrerenderContext } from 'vike/types'
import { getLocalizedContent } from '../lib/content'
import { canonicalPath } from '../lib/head'
import { notePrerendered, noteStaticPages } from '../lib/pageReads'
import { pagesToRender } from '../lib/routes'

/**
 * The pages to prerender are the route table's: every page Vike knows, in every language (at its
 * own address in English, under `/ro/` in Romanian). The table is kept for the rendering of each
 * page and for the finishing steps (sitemap.xml). Vike renders every page: a build whose bundles
 * rendered pages before renders only the changed ones, without Vike's prerender (scripts/lib/renderPages.ts).
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  type PageContext = (typeof prerenderContext.pageContexts)[number]
  const pages = new Map<string, PageContext>()
  let notFound: PageContext | undefined
  const statics: string[] = []
  for (const pageContext of prerenderContext.pageContexts) {
    if (pageContext.is404) {
      notFound = pageContext
      continue
    }
    // One trailing-slash policy for every address (Vike names its own routes without one).
    pages.set(canonicalPath(pageContext.urlOriginal), pageContext)
    // Vike marks the pages an onBeforePrerenderStart() hook listed; the others it found by their folders.
    if (!(pageContext as { _providedByHook?: unknown })._providedByHook) statics.push(canonicalPath(pageContext.urlOriginal))
  }
  if (!notFound) throw new Error('Vike has no not-found page to prerender (pages/_error).')
  noteStaticPages(statics)
  const pageContexts = pagesToRender(getLocalizedContent(), [...pages.keys()], notFound.urlOriginal).map(
    ({ url, locale, page }) => ({ ...(page ? pages.get(page)! : notFound), urlOriginal: url, locale }) as PageContext,
  )
  for (const pageContext of pageContexts) notePrerendered(pageContext)
  return { prerenderContext: { pageContexts } }
}
