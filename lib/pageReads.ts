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
  previous: Map<string, { reads: Read[]; digest: string }>
  /** Each page of this build (by address): its output file. */
  pages: Map<string, { file: string }>
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
  /** The addresses of the pages Vike finds by their folders (not by a hook): the same for as long as the code is. */
  statics: string[]
  /**
   * The address a page is rendered at, when it is not the one it is recorded by: a not-found page
   * is prerendered as `/404` and rendered by the server entry at `/404/` (where no page is).
   */
  renderedAs: Map<string, string>
}

const SESSION = Symbol.for('northwind-site.page-reads')
type WithSession = typeof globalThis & { [SESSION]?: ReadsSession }
const session = () => (globalThis as WithSession)[SESSION]

/** Starts recording (the build, before its prerender): pages read through views from here on. */
export function startRecording(previous: ReadsSession['previous']): ReadsSession {
  const started: ReadsSession = {
    previous,
    pages: new Map(),
    kept: new Set(),
    reads: new Map(),
    digests: new Map(),
    values: new Map(),
    views: new Map(),
    names: new Map(),
    statics: [],
    renderedAs: new Map(),
  }
  ;(globalThis as WithSession)[SESSION] = started
  return started
}

/** Ends recording and returns what was recorded. */
export function stopRecording(): ReadsSession | undefined {
  const ended = session()
  delete (globalThis as WithSession)[SESSION]
  return ended
}

/** The address the page's records are kept by. */
const recordedAt = (reads: ReadsSession, pageContext: PageSelf) => reads.renderedAs.get(pageContext.urlOriginal) ?? pageContext.urlOriginal

function recording(pageContext: PageSelf): { reads: ReadsSession; page: Set<Read>; url: string } | undefined {
  const reads = session()
  if (!reads) return undefined
  const url = recordedAt(reads, pageContext)
  let page = reads.reads.get(url)
  if (!page) reads.reads.set(url, (page = new Set()))
  return { reads, page, url }
}

/** The content in `locale` as the page at `pageContext` reads it (its reads noted while the build records). */
function pageView(pageContext: PageSelf, locale: Locale): Content {
  const raw = getLocalizedContent()[locale]
  const on = recording(pageContext)
  if (!on) return raw
  const key = `${on.url}${SEP}${locale}`
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
  on.reads.digests.set(on.url, readsDigest(on.page, getLocalizedContent(), on.reads.values))
  for (const locale of LOCALES) on.reads.views.delete(`${on.url}${SEP}${locale}`)
}

/** Vike's file for a page: `ro/blog/index.html`, or `ro/404.html` for a not-found page. */
export function outputFile(url: string, is404: boolean): string {
  const bare = url.replace(/^\/+/, '')
  return is404 ? `${bare.replace(/\/$/, '')}.html` : `${bare}${bare && !bare.endsWith('/') ? '/' : ''}index.html`
}

/** While the build records: notes a page of this build and its output file. */
export function notePage(url: string, file: string): void {
  session()?.pages.set(url, { file })
}

/**
 * While the build records: notes a page of this build, and whether the page the previous build
 * rendered at its address would read the same values now. Then it is kept (its HTML is the
 * previous build's) and true is returned. This is decided before the page is routed: a change of
 * the page at an address changes its read of its route (the route table names its source).
 */
export function keepUnchanged(url: string, file: string): boolean {
  const reads = session()
  if (!reads) return false
  const before = reads.previous.get(url)
  const kept = before !== undefined && readsDigest(before.reads, getLocalizedContent(), reads.values) === before.digest
  notePage(url, file)
  if (kept) reads.kept.add(url)
  return kept
}

/** Vike's prerender, before it starts: the addresses it found by the pages' folders, which the next build with the same code renders without it. */
export function noteStaticPages(addresses: string[]): void {
  const reads = session()
  if (reads) reads.statics = addresses
}

/** Vike's prerender, which renders every page: notes the page it is about to render. */
export function notePrerendered(pageContext: { urlOriginal: string; is404?: boolean | null }): void {
  notePage(pageContext.urlOriginal, outputFile(pageContext.urlOriginal, pageContext.is404 === true))
}
