import type { PageContextServer } from 'vike/types'
import { getLocalizedContent } from './content'
import { canonicalPath } from './head'
import { sourceFile } from './pageSource'
import { DEFAULT_LOCALE, type Locale } from './shared/locales'

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
 * The language a page's own words are shown in: the page's language, or English where the page
 * has no translation yet (the whole of its content then, labels and dates included, so nothing in
 * it is mixed; the header and footer stay in the page's language).
 */
export function contentLocale(pageContext: Pick<PageContextServer, 'locale' | 'urlPathname'>): Locale {
  return isTranslated(pageContext.urlPathname, pageContext.locale) ? pageContext.locale : DEFAULT_LOCALE
}
