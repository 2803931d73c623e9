/**
 * The languages of the site. English is at the site's own addresses; every other language has the
 * same pages under its prefix (`/ro/`, `/ro/services/rpa/`). Shared by the build, the pages and the
 * scripts; its content lives in files named with the language (`rpa.en.md`, `rpa.ro.md`).
 */
export const LOCALES = ['en', 'ro'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/**
 * How each language is tagged: in BCP 47 (`lang`, `hreflang`), for dates and numbers (`Intl`) and
 * in Open Graph, and named for editors: in its own words (`name`) and in English, the language of
 * the content manager (`english`). Visitors read each language's name from its own site.yaml
 * (`ui.languageName`).
 */
export const LOCALE_INFO: Record<Locale, { name: string; english: string; tag: string; intl: string; og: string }> = {
  en: { name: 'English', english: 'English', tag: 'en', intl: 'en-GB', og: 'en_GB' },
  ro: { name: 'Română', english: 'Romanian', tag: 'ro', intl: 'ro-RO', og: 'ro_RO' },
}

/** The language of the page the browser shows (its `<html lang>`), for the islands' texts and figures. */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.slice(0, 2)
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/**
 * The language of an address and the address without its prefix: `/ro/services/rpa/` →
 * `{ locale: 'ro', path: '/services/rpa/' }`; `/ro` → `/`; `/services/` → English.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*|$)/.exec(pathname)
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) return { locale: match[1], path: match[2] || '/' }
  return { locale: DEFAULT_LOCALE, path: pathname }
}

/** The address of a page of the site in a language: `/contact/` in Romanian is `/ro/contact/`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`
}

/** Folders of the built site that hold files, not pages. */
const FILE_FOLDERS = new Set(['media', '_img', 'assets', 'pagefind', 'icons', 'fonts', 'video', 'admin'])

/**
 * Whether an address of the site is a page, which has a twin in every language, rather than a file
 * (pictures, scripts, the feed, the search index, the CMS).
 */
export function isPagePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false
  const pathname = path.split(/[?#]/)[0]!
  const [, first = ''] = pathname.split('/')
  if (FILE_FOLDERS.has(first) || (isLocale(first) && first !== DEFAULT_LOCALE)) return false
  // A file: its last segment has an extension (feed.xml, favicon.svg, manifest.webmanifest).
  return !/\.[a-z0-9]+$/i.test(pathname)
}

/**
 * A link's address in a language: a page of the site (`/contact/`, `/blog/?tag=x#top`) becomes that
 * page in the language (`/ro/contact/`); files, other sites, `mailto:`, `#anchors` and addresses
 * already in a language are left as they are.
 */
export function localizeHref(href: string, locale: Locale): string {
  return isPagePath(href) ? localizePath(href, locale) : href
}
