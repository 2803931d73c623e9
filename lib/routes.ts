/**
 * The route table: every page of the site in every language, decided once per build from the
 * content and the pages Vike knows. The prerender's list of addresses, the head (canonical,
 * hreflang, og:locale, robots), the sitemap, the language switcher, the site search's scope, the
 * note on an untranslated page, the speculation rules and "Edit this page" all read it; none of
 * them works anything out from an address again.
 */
import type { Content, DataEntry, LocalizedContent, SourceFile } from './content'
import { COLLECTIONS, PAGE_MODULES, pageFileAddresses, pageLayout, type CollectionKey } from './content/registry'
import type { Layout } from './content/types/define'
import { localizePath, LOCALES, type Locale } from './shared/locales'

/** One page in one language. */
export interface Route {
  locale: Locale
  /** Its address: `/ro/blog/calm-software/`. */
  path: string
  /** The page's address in the site's own terms, the same in every language: `/blog/calm-software/`. */
  page: string
  /** The content file its words come from, in the language they are in (the English file when it is not translated). */
  source: SourceFile
  /**
   * Shown in English for want of a translation: `entry` when the words are one entry of a
   * collection (its page marks them English itself; the labels around them are in the page's
   * language), `page` when the whole page comes from an untranslated file.
   */
  fallback?: 'entry' | 'page'
  /** The collection whose entry the page shows (`posts` for a blog post). */
  collection?: CollectionKey
  /** An entry not on the public site yet (only a build with drafts has its page): never indexed. */
  unpublished?: DataEntry<unknown>['unpublished']
  /** The same page in every language (every page exists in each, translated or not). */
  versions: Record<Locale, string>
  /** The languages it is written in, for hreflang and the sitemap; empty when it is not indexed. */
  alternates: Locale[]
  /** Offered to search engines, the sitemap and the site search. */
  indexed: boolean
  /** Fetched ahead while a pointer rests on a link to it (not a page whose answer depends on its query). */
  prefetch: boolean
  /** The file "Edit this page" opens, as editors see it (`content/blog/calm-software.en.md`). */
  edit: string
}

/**
 * Pages shown in no index and fetched ahead by no one: the search page (its results depend on its
 * query, and the pages it finds are indexed themselves).
 */
const UNLISTED = new Set(['/search/'])

type Source = {
  source: SourceFile
  kind: 'entry' | 'page'
  collection?: CollectionKey
  unpublished?: DataEntry<unknown>['unpublished']
  /** Kept out of search engines, the sitemap, the site search and the footer: a layout site.yaml does not choose. */
  unlisted?: boolean
}

/**
 * Whether the page at `address`, an alternative layout of `layout`'s kind, is the one the site
 * shows (site.yaml › layouts). `/` is always offered: it is the site's own address.
 */
export function isOffered(site: Pick<Content['site'], 'layouts'>, layout: Layout | undefined, address: string): boolean {
  switch (layout) {
    case undefined:
      return true
    case 'sample':
      return false
    case 'home':
      return address === '/' || address === site.layouts.home
    default:
      return address === site.layouts[layout]
  }
}

const sourcesMemo = new WeakMap<Content, Map<string, Source>>()

/**
 * The content file of each page that has one, by its address: every entry of a collection at the
 * registry's address, every file of content/pages at the addresses its module names (or its own
 * name: pages/about-us.yaml is /about-us/).
 */
function pageSources(content: Content): Map<string, Source> {
  const known = sourcesMemo.get(content)
  if (known) return known
  const map = new Map<string, Source>()
  for (const type of COLLECTIONS) {
    for (const entry of content[type.key] as ReadonlyArray<DataEntry<unknown>>) {
      // A template that marks its entry's own words English (a post's) shows everything around them
      // in the page's language; other pages are their entry's words throughout.
      const kind = type.marksUntranslated ? 'entry' : 'page'
      map.set(type.address(entry.id), {
        source: { file: entry.file, lang: entry.lang },
        kind,
        collection: type.key,
        ...(entry.unpublished ? { unpublished: entry.unpublished } : {}),
        ...(isOffered(content.site, type.layout, type.address(entry.id)) ? {} : { unlisted: true }),
      })
    }
  }
  for (const module of PAGE_MODULES) {
    const source = content.sources[module.key]
    const addresses = pageFileAddresses(module)
    for (const address of addresses) {
      if (map.has(address)) continue
      map.set(address, { source, kind: 'page', ...(isOffered(content.site, pageLayout(module, address), address) ? {} : { unlisted: true }) })
    }
  }
  sourcesMemo.set(content, map)
  return map
}

/** The page at `page` (an address without a language) in every language. */
export function routesOf(localized: LocalizedContent, page: string): Record<Locale, Route> {
  const found = LOCALES.map((locale) => {
    const content = localized[locale]
    // A page without a file of its own (the search page) is written in the site's texts.
    const { source, kind, collection, unpublished, unlisted } = pageSources(content).get(page) ?? { source: content.sources.site, kind: 'page' as const }
    return { locale, source, collection, unpublished, unlisted, fallback: source.lang !== locale ? kind : undefined }
  })
  const versions = Object.fromEntries(LOCALES.map((l) => [l, localizePath(page, l)])) as Record<Locale, string>
  const prefetch = !UNLISTED.has(page) && !found.some((f) => f.unpublished)
  const listed = prefetch && !found.some((f) => f.unlisted)
  const written = found.filter((f) => !f.fallback).map((f) => f.locale)
  return Object.fromEntries(
    found.map(({ locale, source, collection, unpublished, fallback }): [Locale, Route] => {
      const indexed = listed && !fallback
      return [
        locale,
        {
          locale,
          path: versions[locale],
          page,
          source,
          ...(fallback ? { fallback } : {}),
          ...(collection ? { collection } : {}),
          ...(unpublished ? { unpublished } : {}),
          versions,
          alternates: indexed ? written : [],
          indexed,
          prefetch,
          edit: source.file,
        },
      ]
    }),
  ) as Record<Locale, Route>
}

export interface RouteTable {
  /** Every route, by its address. */
  byPath: Map<string, Route>
  routes: Route[]
}

/** The table of every page Vike knows (by its address without a language), in every language. */
export function buildRouteTable(localized: LocalizedContent, pages: readonly string[]): RouteTable {
  const routes = [...new Set(pages)].flatMap((page) => Object.values(routesOf(localized, page)))
  return { routes, byPath: new Map(routes.map((r) => [r.path, r])) }
}

/** One page the build renders: a route of the table, or the not-found page in a language. */
export interface PageToRender {
  url: string
  locale: Locale
  /** The route's page (its address without a language); absent for the not-found page. */
  page?: string
  is404: boolean
}

/**
 * What the build renders, from the addresses of the pages Vike knows and the address it gives the
 * not-found page: every route of their table, then the not-found page in every language
 * (`/404.html`, `/ro/404.html`). The table is kept for the pages and the finishing steps.
 */
export function pagesToRender(localized: LocalizedContent, addresses: readonly string[], notFound: string): PageToRender[] {
  const table = buildRouteTable(localized, addresses)
  provideRouteTable(table)
  return [
    ...table.routes.map((route) => ({ url: route.path, locale: route.locale, page: route.page, is404: false })),
    ...LOCALES.map((locale) => ({ url: localizePath(notFound, locale), locale, is404: true })),
  ]
}

/**
 * The table the build made (renderer/+onPrerenderStart.ts), kept where the finishing steps read it:
 * the prerender runs a bundled copy of this module, so a module variable would not reach them.
 */
const PROVIDED = Symbol.for('northwind-site.routes')
type WithRoutes = typeof globalThis & { [PROVIDED]?: RouteTable }

export function provideRouteTable(table: RouteTable): void {
  ;(globalThis as WithRoutes)[PROVIDED] = table
}

/** The build's route table; undefined outside a build (the dev server works out each page's routes as it renders it). */
export function builtRouteTable(): RouteTable | undefined {
  return (globalThis as WithRoutes)[PROVIDED]
}

/** The route of the page at `path` in `locale`: from the build's table, or worked out for this page alone in the dev server. */
export function routeOf(localized: LocalizedContent, page: string, locale: Locale): Route {
  return builtRouteTable()?.byPath.get(localizePath(page, locale)) ?? routesOf(localized, page)[locale]
}

/**
 * The Speculation Rules of every page: pages of the site are fetched while the pointer rests on a
 * link to them (or a finger is on it), except the pages that are not fetched ahead in any language.
 */
export function speculationRules() {
  const never = [...UNLISTED].flatMap((page) => LOCALES.map((l) => ({ not: { href_matches: `${localizePath(page, l)}*` } })))
  return { prefetch: [{ source: 'document', where: { and: [{ href_matches: '/*' }, ...never] }, eagerness: 'moderate' }] }
}
