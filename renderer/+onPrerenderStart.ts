import type { PrerenderContext } from 'vike/types'
import { getLocalizedContent } from '../lib/content'
import { canonicalPath } from '../lib/head'
import { keepIfUnchanged, noteStaticPages } from '../lib/pageReads'
import { buildRouteTable, provideRouteTable } from '../lib/routes'
import { LOCALES, localizePath } from '../lib/shared/locales'

/**
 * The pages to prerender are the route table's: every page Vike knows, in every language (at its
 * own address in English, under `/ro/` in Romanian). The table is kept for the rendering of each
 * page and for the finishing steps (sitemap.xml). A page that would read what it read in the
 * previous build is left out: the build uses its HTML from then (lib/pageReads.ts).
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  type PageContext = (typeof prerenderContext.pageContexts)[number]
  const pages = new Map<string, PageContext>()
  const errorPages: PageContext[] = []
  const statics: string[] = []
  for (const pageContext of prerenderContext.pageContexts) {
    if (pageContext.is404) errorPages.push(pageContext)
    // One trailing-slash policy for every address (Vike names its own routes without one).
    else pages.set(canonicalPath(pageContext.urlOriginal), pageContext)
    // Vike marks the pages an onBeforePrerenderStart() hook listed; the others it found by their folders.
    if (!pageContext.is404 && !(pageContext as { _providedByHook?: unknown })._providedByHook) statics.push(canonicalPath(pageContext.urlOriginal))
  }
  noteStaticPages(statics)
  const table = buildRouteTable(getLocalizedContent(), [...pages.keys()])
  provideRouteTable(table)
  const pageContexts: PageContext[] = table.routes.map((route) => ({ ...pages.get(route.page)!, urlOriginal: route.path, locale: route.locale }) as PageContext)
  // The not-found page, in every language (/404.html, /ro/404.html).
  for (const pageContext of errorPages) {
    for (const locale of LOCALES) pageContexts.push({ ...pageContext, urlOriginal: localizePath(pageContext.urlOriginal, locale), locale } as PageContext)
  }
  return { prerenderContext: { pageContexts: pageContexts.filter((pageContext) => !keepIfUnchanged(pageContext)) } }
}
