import type { PrerenderContext } from 'vike/types'
import { LOCALES, localizePath } from '../lib/shared/locales'

/** Every page is prerendered once per language: at its own address in English, under `/ro/` in Romanian. */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PrerenderContext['pageContexts'] = []
  for (const pageContext of prerenderContext.pageContexts) {
    for (const locale of LOCALES) {
      pageContexts.push({ ...pageContext, urlOriginal: localizePath(pageContext.urlOriginal, locale), locale } as (typeof pageContexts)[number])
    }
  }
  return { prerenderContext: { pageContexts } }
}
