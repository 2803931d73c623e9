/**
 * The two shapes of a content type's module (lib/content/types/): a collection, a folder of files
 * with one page each, or a single file (content/site.yaml, a file of content/pages). The registry
 * (lib/content/registry.ts) lists the modules; everything else reads the registry.
 */
import type { z } from 'zod'
import type { ContentProblem } from '../problems'

interface Sortable {
  data: { order?: number; title: string; date?: string }
}

/** The groups of the footer's map of the site, in the footer's order. */
export const FOOTER_GROUPS = ['services', 'industries', 'work', 'company'] as const
export type FooterGroup = (typeof FOOTER_GROUPS)[number]

/**
 * The spec's alternative layouts of one page. The site shows one of each kind (site.yaml ›
 * layouts); the others stay built at their addresses, out of search engines, the sitemap, the site
 * search and the footer. A `sample` is a layout of no kind the site chooses (a sample post page,
 * a personal profile, a coming-soon page): it is never offered.
 */
export const LAYOUT_KINDS = ['home', 'blog', 'portfolio'] as const
export type LayoutKind = (typeof LAYOUT_KINDS)[number]
export type Layout = LayoutKind | 'sample'

/** A collection's entry in the registry: where its files are and what the tools call it. */
export interface CollectionType<K extends string = string, S extends string = string, F extends 'markdown' | 'yaml' = 'markdown' | 'yaml', R extends string = string> {
  /** The key of the collection in the loaded content (`content.services` …). */
  key: K
  /** Folder in content/. */
  folder: string
  /** Markdown files (`.md`: front matter and a body) or YAML files (`.yaml`: fields only). */
  format: F
  /** Key of its schema in `schemas` (lib/content/schemas.ts). */
  schema: S
  /** The page address of the file `<id>.md`. */
  address: (id: string) => string
  /** The order of its pages in lists and menus. */
  order: (a: Sortable, b: Sortable) => number
  /** The name typed after `npm run new --`, and others accepted for it (such as the folder name). */
  name: string
  aliases: readonly string[]
  /** How the guide names one file of it. */
  label: string
  /** Fields `npm run new` fills with a guess rather than placeholder text, for its next-steps message. */
  guessed: string
  /** The starting file `npm run new` writes. */
  scaffold: Scaffold
  /** Whether its entries can be a dropdown of the header menu (site.yaml › menu › collection). */
  menu?: boolean
  /**
   * Whether its page template marks an untranslated entry's own words English itself (`lang`), so the
   * rest of the page stays in the reader's language; otherwise such a page is shown in English whole.
   */
  marksUntranslated?: boolean
  /**
   * The folder of content/media where the content manager lists and uploads its pictures (those of
   * the text too), e.g. `art/blog`; `{{slug}}` is the entry's name. A field with a folder of its own
   * (`media('logos/tools')`) keeps it.
   */
  mediaFolder?: string
  /** The name other files give one of its entries (its file name) in a field marked `reference(kind)`, e.g. a case study's `industry`. */
  referable?: { kind: R; noun: string }
  /** Checks across files that no schema can make alone (a post related to itself). */
  checks?: CrossCheck
  /** Every entry's page is an alternative layout of this kind (a home variant is a layout of the home page). */
  layout?: Layout
  /** The footer group that lists every entry's page, by its title (services under services); a layout's only when site.yaml chooses it. */
  footer?: FooterGroup
}

/** What `npm run new` knows about the content folder it writes a new file into. */
export interface ScaffoldContext {
  slug: string
  /** Today, YYYY-MM-DD. */
  today: string
  /** The next free `order`: one after the largest in the folder. */
  nextOrder: number
  /** A picture that exists in content/media, like the ones the collection's files use. */
  image: string
  /** First industry id (case studies must name one that exists). */
  industry: string
  /** First author of content/pages/blog.en.yaml (posts must name one that exists). */
  author: string
}

/** The starting file of a collection: `npm run new -- <name> <slug>` writes it with `draft: true`. */
export interface Scaffold {
  /** Front matter (or, for a YAML file, its fields) in the schema's field order. */
  fields: (ctx: ScaffoldContext) => Record<string, unknown>
  /** What the Markdown under the front matter is for; none for a YAML file. */
  body?: string
  /** What the new file takes from the content folder: a picture of content/media, an industry to name, an author of the blog. */
  needs: ReadonlyArray<'image' | 'industry' | 'author'>
}

/** What a cross-check reads of the content being loaded (each module knows the shape of its own data). */
export interface CrossCheckInput {
  /** The entries of a collection that loaded without a problem, by the collection's key. */
  entries: (key: string) => ReadonlyArray<{ id: string; file: string; data: unknown }>
  /** The id of every file found in a collection's folder, valid or not (draft or broken). */
  idsIn: (folder: string) => ReadonlySet<string>
  /** The fields of a file of content/pages that loaded without a problem. */
  page: (key: string) => unknown
  /** The file a file of content/pages was read from, as editors see it. */
  fileOf: (key: string) => string
}

export type CrossCheck = (input: CrossCheckInput) => ContentProblem[]

/** A collection's module: the schema of one of its files and its entry in the registry. */
export interface CollectionModule<K extends string, S extends string, F extends 'markdown' | 'yaml', Z extends z.ZodType, R extends string = never> {
  schema: Z
  collection: CollectionType<K, S, F, R>
}

export function defineCollection<const K extends string, const S extends string, const F extends 'markdown' | 'yaml', Z extends z.ZodType, const R extends string = never>(
  schema: Z,
  collection: CollectionType<K, S, F, R>,
): CollectionModule<K, S, F, Z, R> {
  return { schema, collection }
}

/** A single file's module: site.yaml, or a file of content/pages. */
export interface SingleFileModule<K extends string, Z extends z.ZodType, R extends string = never> {
  /** The key of its content once loaded (`content.pages.home`). */
  key: K
  /** Where it lives in content/, e.g. `pages/home.yaml`. */
  file: string
  schema: Z
  /** What the file holds, in one sentence: the guide shows it above the file's table. */
  intro: string
  /**
   * The addresses of the pages made from it, when they are not the file's own name (`/faq/` for
   * faq.yaml): their "Edit this page" link and last-modified date come from this file.
   */
  addresses?: readonly string[]
  /** Names other files give to items of this file in fields marked `reference(kind)`, e.g. a post's `author`. */
  referable?: ReadonlyArray<{ kind: R; noun: string; what: string; names: (data: z.output<Z>) => string[] }>
  /** Checks across files that no schema can make alone. */
  checks?: CrossCheck
  /**
   * Where the footer's map of the site links to its pages: a group, for the one page at the file's
   * own address named by its `title`; or a group and a title for each of its `addresses`, in their order.
   */
  footer?: FooterGroup | { group: FooterGroup; titles: (data: z.output<Z>) => string[] }
  /** Which of its addresses are alternative layouts, and of which kind (`/blog-masonry/`: `blog`). */
  layouts?: Readonly<Record<string, Layout>>
}

export function defineSingleFile<const K extends string, Z extends z.ZodType, const R extends string = never>(module: SingleFileModule<K, Z, R>): SingleFileModule<K, Z, R> {
  return module
}

/** By `order`, then by title. */
export const byOrder = (a: Sortable, b: Sortable) => (a.data.order ?? 0) - (b.data.order ?? 0) || a.data.title.localeCompare(b.data.title)
/** Newest first. */
export const byDate = (a: Sortable, b: Sortable) => (b.data.date ?? '').localeCompare(a.data.date ?? '')
