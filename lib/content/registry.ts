/**
 * The content types of the site, declared once. Each collection is a folder of Markdown files in
 * content/, one page per file: its folder, its schema, its address, its order and the words the
 * tools use for it. Loading, the scaffolder (`npm run new`), the Markdown workers, the prerender's
 * lists of addresses, the menus, the link and address checks and the content guide all read this
 * list: adding a collection is an entry here, its schema and its page.
 *
 * The single files (site.yaml and content/pages/*.yaml) are listed in PAGE_FILES (schemas.ts).
 */
import type { Schemas } from './schemas'

/** The key of a collection in the loaded content (`content.services` …). */
export type CollectionKey = 'services' | 'industries' | 'caseStudies' | 'posts' | 'legal' | 'homeVariants'

/** The key of a collection's schema in `createSchemas()`. */
export type SchemaKey = Extract<keyof Schemas, 'service' | 'industry' | 'caseStudy' | 'blogPost' | 'legal' | 'homeVariant'>

interface Sortable {
  data: { order?: number; title: string; date?: string }
}

export interface CollectionType {
  key: CollectionKey
  /** Folder in content/. */
  folder: string
  /** Markdown files (`.md`: front matter and a body) or YAML files (`.yaml`: fields only). */
  format: 'markdown' | 'yaml'
  /** Key of its schema in `createSchemas()`. */
  schema: SchemaKey
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
}

/** By `order`, then by title. */
const byOrder = (a: Sortable, b: Sortable) => (a.data.order ?? 0) - (b.data.order ?? 0) || a.data.title.localeCompare(b.data.title)
/** Newest first. */
const byDate = (a: Sortable, b: Sortable) => (b.data.date ?? '').localeCompare(a.data.date ?? '')

/** In the order the guide lists them. */
export const COLLECTIONS: readonly CollectionType[] = [
  {
    key: 'services',
    folder: 'services',
    format: 'markdown',
    schema: 'service',
    address: (id) => `/services/${id}/`,
    order: byOrder,
    name: 'service',
    aliases: ['services'],
    label: 'A service',
    guessed: 'title, order and picture',
  },
  {
    key: 'industries',
    folder: 'industries',
    format: 'markdown',
    schema: 'industry',
    address: (id) => `/industries/${id}/`,
    order: byOrder,
    name: 'industry',
    aliases: ['industries'],
    label: 'An industry',
    guessed: 'title, order and picture',
  },
  {
    key: 'caseStudies',
    folder: 'case-studies',
    format: 'markdown',
    schema: 'caseStudy',
    address: (id) => `/case-studies/${id}/`,
    order: byOrder,
    name: 'case-study',
    aliases: ['case-studies'],
    label: 'A case study',
    guessed: 'title, order, industry and picture',
  },
  {
    key: 'posts',
    folder: 'blog',
    format: 'markdown',
    schema: 'blogPost',
    address: (id) => `/blog/${id}/`,
    order: byDate,
    name: 'post',
    aliases: ['blog', 'posts'],
    label: 'A blog post',
    guessed: 'title, date, category, author and picture',
  },
  {
    key: 'legal',
    folder: 'legal',
    format: 'markdown',
    schema: 'legal',
    // pages/legal/+route.ts puts legal pages at the top level.
    address: (id) => `/${id}/`,
    order: byOrder,
    name: 'legal',
    aliases: [],
    label: 'A legal page',
    guessed: 'title, order and date',
  },
  {
    key: 'homeVariants',
    folder: 'home-variants',
    format: 'yaml',
    schema: 'homeVariant',
    // pages/home-variant/+route.ts puts the home variants at the top level.
    address: (id) => `/${id}/`,
    order: byOrder,
    name: 'home-variant',
    aliases: ['home-variants'],
    label: 'A home variant',
    guessed: 'title',
  },
]

/** The file extension of a collection's files. */
export const extensionOf = (type: Pick<CollectionType, 'format'>) => (type.format === 'yaml' ? '.yaml' : '.md')

/** The collection with this key. */
export function collection(key: CollectionKey): CollectionType {
  return COLLECTIONS.find((c) => c.key === key)!
}

/** The page address of every entry of a collection, for the prerender. */
export function collectionAddresses(entries: ReadonlyArray<{ id: string }>, key: CollectionKey): string[] {
  const { address } = collection(key)
  return entries.map((e) => address(e.id))
}
