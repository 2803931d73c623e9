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
import { refuse } from './refusals'
import type { Page, Query } from './search'

export type { Page } from './search'

/** Where the content manager keeps files that can name an entry: a collection, or one file of it. */
export interface Source {
  /** The collection's name in the content manager's configuration (scripts/lib/cmsConfig.ts). */
  collection: string
  /** One file of a collection of files, by its name there (`home`, `home_ro`). */
  file?: string
  schema: z.ZodType
}

/** Every place of the content manager holding content files: each collection, and each language's file of the pages and the site settings. */
export function everySource(): Source[] {
  const eachLanguage = (collection: string, key: string, schema: z.ZodType): Source[] => LOCALES.map((locale) => ({ collection, file: cmsFileName(key, locale), schema }))
  return [
    ...COLLECTIONS.map((c) => ({ collection: c.key, schema: schemas[c.schema] as z.ZodType })),
    ...PAGE_MODULES.flatMap((m) => eachLanguage(PAGES_COLLECTION, m.key, m.schema)),
    ...eachLanguage(SITE_COLLECTION, SITE_COLLECTION, SITE_MODULE.schema),
  ]
}

/** Every place of the content manager holding a file whose schema can name content of `kind`. */
export function sourcesNaming(kind: ReferenceKind): Source[] {
  return everySource().filter((source) => referenceKindsIn(source.schema).has(kind))
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
      if (problems.length > 0) refuse(`Not saved: other pages name this ${refusal.target.noun}, and the check would refuse them: ${problems.join('; ')}`)
      return undefined
    },
  } as unknown as Parameters<CMS['registerEventListener']>[0])

  // Deleting a published entry, or taking it off the site (the workflow's Unpublish), asks this first.
  cms.registerEventListener({
    name: 'preUnpublish',
    handler: async ({ entry }: { entry: ImmutableLike }) => {
      const collection = String(entry.get('collection') ?? '')
      const slug = String(entry.get('slug') ?? '')
      const type = COLLECTIONS.find((c) => c.key === collection)
      if (!type || !search) return undefined
      const query = search
      const pages = (await Promise.all(everySource().map((source) => pagesOf(query, source, { collection, slug })))).flat()
      const { stillNaming } = await import('./links')
      const naming = stillNaming(collection, slug, pages)
      if (naming.length > 0)
        refuse(
          `Kept: ${naming.join('; ')} still ${naming.length === 1 ? 'names' : 'name'} this ${type.referable?.noun ?? 'page'}, and the check would refuse ${naming.length === 1 ? 'it' : 'them'} without it. ` +
            'Take it out of them (or link to another page), save them, then delete it.',
        )
      return undefined
    },
  } as unknown as Parameters<CMS['registerEventListener']>[0])
}
