import type { PageContextServer } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { splitLocale } from '../lib/shared/locales'

/**
 * Every page exists in every language: `/ro/services/rpa/` is `/services/rpa/` in Romanian. The
 * language prefix is taken off before routing, so pages/ routes once for all languages and the
 * pages read `pageContext.locale`.
 */
export function onBeforeRoute(pageContext: PageContextServer) {
  const { locale, path } = splitLocale(pageContext.urlParsed.pathname)
  return { pageContext: { locale, urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: path }) } }
}
