import type { PageContextServer } from 'vike/types'
import { getLocalizedContent } from './content'
import { canonicalPath } from './head'
import { sourceFile } from './pageSource'
import { DEFAULT_LOCALE, splitLocale, type Locale } from './shared/locales'

/**
 * Whether the page at an address (without its language prefix) is written in a language: its
 * content file has a translation in it, or, for a page without a file of its own (the search
 * page), the site's texts have. English always is.
 */
export function isTranslated(pathname: string, locale: Locale): boolean {
  if (locale === DEFAULT_LOCALE) return true
  const content = getLocalizedContent()[locale]
  return (sourceFile(content, canonicalPath(pathname)) ?? content.sources.site).lang === locale
}

/**
 * The language of the page being rendered: set by renderer/+onBeforeRoute.ts, or read from the
 * address where a hook's page context lacks it (the error page the dev server renders after a
 * data hook's render(404)).
 */
export function pageLocale(pageContext: Pick<PageContextServer, 'locale' | 'urlOriginal'>): Locale {
  return pageContext.locale ?? splitLocale(new URL(pageContext.urlOriginal, 'http://localhost').pathname).locale
}

/**
 * The language a page's own words are shown in: the page's language, or English where the page
 * has no translation yet (the whole of its content then, labels and dates included, so nothing in
 * it is mixed; the header and footer stay in the page's language).
 */
export function contentLocale(pageContext: Pick<PageContextServer, 'locale' | 'urlOriginal' | 'urlPathname'>): Locale {
  const locale = pageLocale(pageContext)
  return isTranslated(pageContext.urlPathname, locale) ? locale : DEFAULT_LOCALE
}
