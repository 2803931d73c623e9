/**
 * An entry other pages name (a post among a page's related posts or the home page's posts, a case
 * study's industry) is not made a draft or dated after today while they name it: the check would
 * then refuse each of those pages (lib/content/references.ts), and the editor who changed the
 * entry would never see why. On save, the content manager reads every file whose schema can name
 * the entry (`referenceKindsIn`) and refuses the save in the check's words, naming each page and
 * field, as `npm run check` would name them.
 */
import type { CMS } from 'decap-cms-core'
import type { ComponentType } from 'react'
import type { z } from 'zod'
import { cmsFileName, PAGES_COLLECTION, SITE_COLLECTION } from '../lib/content/cmsNames'
import { localeFileName } from '../lib/content/fileNames'
import { findReferences, referenceKindsIn, resolveReferences } from '../lib/content/references'
import { COLLECTIONS, PAGE_MODULES, SITE_MODULE, type ReferenceKind } from '../lib/content/registry'
import { schemas } from '../lib/content/schemas'
import { studioDate } from '../lib/content/schedule'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/shared/locales'
import { refusalOf, type Hit } from './relations'

/** Where the content manager keeps files that can name an entry: a collection, or one file of it. */
export interface Source {
  /** The collection's name in the content manager's configuration (scripts/lib/cmsConfig.ts). */
  collection: string
  /** One file of a collection of files, by its name there (`home`, `home_ro`). */
  file?: string
  schema: z.ZodType
}

/** A file as the content manager read it: its path in the repository and its fields. */
export interface Page {
  path: string
  data: unknown
  schema: z.ZodType
}

/** Every place of the content manager holding a file whose schema can name content of `kind`. */
export function sourcesNaming(kind: ReferenceKind): Source[] {
  const eachLanguage = (collection: string, key: string, schema: z.ZodType): Source[] => LOCALES.map((locale) => ({ collection, file: cmsFileName(key, locale), schema }))
  return [
    ...COLLECTIONS.filter((c) => referenceKindsIn(schemas[c.schema]).has(kind)).map((c) => ({ collection: c.key, schema: schemas[c.schema] as z.ZodType })),
    ...PAGE_MODULES.filter((m) => referenceKindsIn(m.schema).has(kind)).flatMap((m) => eachLanguage(PAGES_COLLECTION, m.key, m.schema)),
    ...(referenceKindsIn(SITE_MODULE.schema).has(kind) ? eachLanguage(SITE_COLLECTION, SITE_COLLECTION, SITE_MODULE.schema) : []),
  ]
}

/**
 * What the check would say of each of `pages` that names `entry` (an entry of the registry's
 * collection `collection`, as it is about to be saved), as `file › field: message`; empty when the
 * entry stays published or nothing names it. The entry's own file is left out (naming itself is a
 * problem of its own, refused with its fields). `today`: YYYY-MM-DD.
 */
export function namedBy(collection: string, entry: Hit & { path?: string }, pages: Page[], today: string): string[] {
  const refusal = refusalOf(collection, entry, today)
  if (!refusal) return []
  const { kind, target } = refusal
  const targets = { [kind]: target } as Parameters<typeof resolveReferences>[2]
  return pages
    .filter((page) => page.path !== entry.path)
    .flatMap((page) => {
      const found = findReferences(page.schema, page.data).filter((ref) => ref.kind === kind && ref.value === entry.slug)
      return resolveReferences(page.path, found, targets).map((p) => `${p.file} › ${p.field}: ${p.message}`)
    })
}

export interface QueryHit {
  slug: string
  path: string
  data: unknown
  i18n?: Record<string, { data?: unknown }>
}
export type Query = (namespace: string, collection: string, searchFields: string[], term: string, file?: string) => Promise<{ payload?: { hits?: QueryHit[] } }>

/**
 * The content manager's search, as it hands it to every field's control (the relation widget
 * searches with it). The save check has no other way into the entries the editor is not editing;
 * the first control drawn lends it.
 */
let search: Query | undefined

/** The content manager's search, once a control has lent it (see `search`). */
export const entrySearch = (): Query | undefined => search

/** Every file of `source` as the content manager reads it now (saved changes included), each language apart. */
async function pagesOf(query: Query, source: Source, except: { collection: string; slug: string }): Promise<Page[]> {
  // The empty term matches every entry; `slug` is searched so no field of the files is needed.
  const result = await query('referrers', source.collection, ['slug'], '', source.file)
  const others = (result.payload?.hits ?? []).filter((hit) => source.collection !== except.collection || hit.slug !== except.slug)
  return others.flatMap((hit) => [
    { path: fileIn(hit.path, DEFAULT_LOCALE), data: hit.data, schema: source.schema },
    ...Object.entries(hit.i18n ?? {}).map(([locale, { data }]) => ({ path: fileIn(hit.path, locale as Locale), data, schema: source.schema })),
  ])
}

/**
 * The file of one language of an entry: Decap names an entry of a collection kept in a file per
 * language by its path without the language (`content/blog/a.md` for `a.en.md` and `a.ro.md`); a
 * file of a collection of files keeps its own (`content/pages/home.ro.yaml`).
 */
export function fileIn(path: string, locale: Locale): string {
  const languages = LOCALES.join('|')
  return new RegExp(`\\.(${languages})\\.[a-z]+$`).test(path) ? path : localeFileName(path, locale)
}

interface ImmutableLike {
  toJS(): unknown
  get(key: string): unknown
}

export function registerReferrerCheck(cms: CMS): void {
  // Every control gets the search; the on/off switch (`draft`) is in every entry that can be named.
  const boolean = cms.getWidget('boolean') as unknown as { control: ComponentType<{ query?: Query }>; preview: unknown }
  const Control = boolean.control as unknown as new (props: { query?: Query }) => { props: { query?: Query }; render(): unknown }
  class Lending extends Control {
    override render() {
      search ??= this.props.query
      return super.render()
    }
  }
  ;(cms.registerWidget as (name: string, control: unknown, preview: unknown) => void)('boolean', Lending, boolean.preview)

  cms.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }: { entry: ImmutableLike }) => {
      const collection = String(entry.get('collection') ?? '')
      const slug = String(entry.get('slug') ?? '')
      const data = ((entry.get('data') as ImmutableLike | undefined)?.toJS() ?? {}) as Record<string, unknown>
      const today = studioDate(new Date())
      const refusal = refusalOf(collection, { slug, data }, today)
      // A new entry is named by nothing yet; without the search, the check still catches it.
      if (!refusal || entry.get('newRecord') === true || !search) return undefined
      const query = search
      const pages = (await Promise.all(sourcesNaming(refusal.kind).map((source) => pagesOf(query, source, { collection, slug })))).flat()
      const problems = namedBy(collection, { slug, data, path: fileIn(String(entry.get('path') ?? ''), DEFAULT_LOCALE) }, pages, today)
      if (problems.length > 0) throw new Error(`Not saved: other pages name this ${refusal.target.noun}, and the check would refuse them: ${problems.join('; ')}`)
      return undefined
    },
  } as unknown as Parameters<CMS['registerEventListener']>[0])
}
