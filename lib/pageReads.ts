/**
 * What each page read of the content while the build rendered it, so that the next build renders
 * again only the pages whose reads would now give something else (scripts/lib/pageRecords.ts keeps
 * the records and the pages in the build cache).
 *
 * A page reads the content through pageContent() (its data hook, its error page) and
 * pageLocalizedContent() (the renderer): while the build records, these are views that note every
 * value the page reads, by where it is in the content (`posts › @calm-software › data › title`),
 * not what it was. When the page is rendered, the values of its reads are hashed into its digest;
 * the next build hashes the same reads of its own content, and an equal digest means the page
 * would read the same values and so be rendered to the same HTML. What a page's HTML depends on
 * besides the content (the code, the settings, today, the media files) is the build's own key of
 * the records, which makes every page render again when it changes.
 *
 * Outside a recording build (the dev server) both return the content itself.
 */
import { createHash } from 'node:crypto'
import type { PageContextServer } from 'vike/types'
import { getLocalizedContent, type Content, type LocalizedContent } from './content'
import { contentView, resolveContentRead, SEP, stable, type Read } from './contentViews'
import { buildMoment } from './content/schedule'
import { lastModified } from './lastModified'
import { pageLocale } from './pageLanguage'
import { builtRouteTable } from './routes'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './shared/locales'

type PageSelf = Pick<PageContextServer, 'urlOriginal' | 'locale'>

/** What the build hands to the prerender and gets back: data only, shared by the build's copy of this module and the bundle's. */
export interface ReadsSession {
  /** The records of the previous build made with the same code and settings, by page address. */
  previous: Map<string, { page: string; reads: Read[]; digest: string }>
  /** Each page of this build (by address): who renders it (PageRecord.page) and its output file. */
  pages: Map<string, { page: string; file: string }>
  /** Pages kept from the previous build: not rendered again. */
  kept: Set<string>
  /** The reads of each page rendered, and their digest once it is rendered. */
  reads: Map<string, Set<Read>>
  digests: Map<string, string>
  /** Resolved reads (a read's value is the same for every page of a build). */
  values: Map<Read, string>
  /** Per page and language, the view its reads go through (the same objects in its data hook and its renderer), until it is rendered. */
  views: Map<string, Content>
  /** One string per read, however many pages note it. */
  names: Map<Read, Read>
}

const SESSION = Symbol.for('northwind-site.page-reads')
type WithSession = typeof globalThis & { [SESSION]?: ReadsSession }
const session = () => (globalThis as WithSession)[SESSION]

/** Starts recording (the build, before its prerender): pages read through views from here on. */
export function startRecording(previous: ReadsSession['previous']): ReadsSession {
  const started: ReadsSession = { previous, pages: new Map(), kept: new Set(), reads: new Map(), digests: new Map(), values: new Map(), views: new Map(), names: new Map() }
  ;(globalThis as WithSession)[SESSION] = started
  return started
}

/** Ends recording and returns what was recorded. */
export function stopRecording(): ReadsSession | undefined {
  const ended = session()
  delete (globalThis as WithSession)[SESSION]
  return ended
}

function recording(pageContext: PageSelf): { reads: ReadsSession; page: Set<Read> } | undefined {
  const reads = session()
  if (!reads) return undefined
  let page = reads.reads.get(pageContext.urlOriginal)
  if (!page) reads.reads.set(pageContext.urlOriginal, (page = new Set()))
  return { reads, page }
}

/** The content in `locale` as the page at `pageContext` reads it (its reads noted while the build records). */
function pageView(pageContext: PageSelf, locale: Locale): Content {
  const raw = getLocalizedContent()[locale]
  const on = recording(pageContext)
  if (!on) return raw
  const key = `${pageContext.urlOriginal}${SEP}${locale}`
  let view = on.reads.views.get(key)
  const { names } = on.reads
  const note = (read: Read) => {
    let name = names.get(read)
    if (name === undefined) names.set(read, (name = read))
    on.page.add(name)
  }
  if (!view) on.reads.views.set(key, (view = contentView(raw, locale, note)))
  return view
}

/** The content in the page's language, for its data hook. */
export function pageContent(pageContext: PageSelf): Content {
  return pageView(pageContext, pageLocale(pageContext))
}

/** The content in every language, for the renderer (the language switcher names each language in its own words). */
export function pageLocalizedContent(pageContext: PageSelf): LocalizedContent {
  return Object.fromEntries(LOCALES.map((l) => [l, pageView(pageContext, l)])) as LocalizedContent
}

/** Notes a read of something other than the content: the page's line of the route table, a file's last change, the build's clock. */
export function noteRead(pageContext: PageSelf, read: ['route', string] | ['modified', string] | ['moment']): void {
  recording(pageContext)?.page.add(read.join(SEP))
}

/** What a read gives with this content and route table. */
function resolve(read: Read, localized: LocalizedContent): string {
  const [kind, at] = read.split(SEP)
  switch (kind) {
    case 'route':
      return stable(builtRouteTable()?.byPath.get(at!))
    case 'modified':
      return stable(lastModified(localized[DEFAULT_LOCALE], at!))
    case 'moment':
      return String(buildMoment())
    default:
      return resolveContentRead(read, localized)
  }
}

/** The digest of a page's reads: equal digests, equal values read. */
export function readsDigest(reads: Iterable<Read>, localized: LocalizedContent, values: Map<Read, string> = new Map()): string {
  const hash = createHash('sha256')
  for (const read of [...reads].sort()) {
    let value = values.get(read)
    if (value === undefined) values.set(read, (value = createHash('sha1').update(resolve(read, localized)).digest('base64')))
    hash.update(read).update(SEP).update(value).update(SEP)
  }
  return hash.digest('hex')
}

/** Notes that the page's render is over: its reads are complete, and their digest is taken. */
export function pageRendered(pageContext: PageSelf): void {
  const on = recording(pageContext)
  if (!on) return
  on.reads.digests.set(pageContext.urlOriginal, readsDigest(on.page, getLocalizedContent(), on.reads.values))
  for (const locale of LOCALES) on.reads.views.delete(`${pageContext.urlOriginal}${SEP}${locale}`)
}

/** Vike's file for a page: `ro/blog/index.html`, or `ro/404.html` for a not-found page. */
function outputFile(url: string, is404: boolean): string {
  const bare = url.replace(/^\/+/, '')
  return is404 ? `${bare.replace(/\/$/, '')}.html` : `${bare}${bare && !bare.endsWith('/') ? '/' : ''}index.html`
}

/**
 * While the build records: notes the page Vike is about to prerender, and whether the page the
 * previous build rendered at its address, by the same page with the same route parameters, would
 * read the same values now. Then it is kept (its HTML is the previous build's) and true is returned.
 */
export function keepIfUnchanged(pageContext: {
  urlOriginal: string
  pageId?: string | null
  routeParams?: Record<string, string>
  is404?: boolean | null
  locale?: Locale
}): boolean {
  const reads = session()
  if (!reads) return false
  const url = pageContext.urlOriginal
  const page = stable([pageContext.pageId ?? null, pageContext.routeParams ?? {}, pageContext.is404 === true, pageContext.locale ?? null])
  reads.pages.set(url, { page, file: outputFile(url, pageContext.is404 === true) })
  const before = reads.previous.get(url)
  if (!before || before.page !== page) return false
  if (readsDigest(before.reads, getLocalizedContent(), reads.values) !== before.digest) return false
  reads.kept.add(url)
  return true
}
