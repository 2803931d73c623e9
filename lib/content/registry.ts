/**
 * The content types of the site, each declared once in its own module of lib/content/types/, and
 * listed here. Loading, the scaffolder (`npm run new`), the Markdown workers, the route table, the
 * menus, the references between files, the link and address checks, the content guide and the CMS
 * configuration all read these lists.
 *
 * To add a content type:
 * - a collection (a folder of content/, one page per file): a module in lib/content/types/ that
 *   exports `contentType = defineCollection(schema, { key, folder, format, schema: '<key in
 *   schemas>', address, order, name, aliases, label, guessed, scaffold })` (with `referable`,
 *   `checks` and `menu` when other files name its entries, it needs a check across files, or it can
 *   be a dropdown of the menu), listed in COLLECTION_MODULES; and its page template in pages/.
 * - a single file of content/pages: a module in lib/content/types/pages/ that exports
 *   `contentType = defineSingleFile({ key, file: 'pages/<name>.yaml', schema, intro })` (with
 *   `addresses`, `referable` and `checks` as needed), listed in PAGE_MODULES; and the page that
 *   shows it.
 * Shared fields (texts, addresses, pictures, buttons …) are in lib/content/fields.ts.
 */
import type { CollectionType as CollectionTypeOf, Layout, LayoutKind } from './types/define'
import { contentType as blog } from './types/blog'
import { contentType as caseStudies } from './types/case-studies'
import { contentType as homeVariants } from './types/home-variants'
import { contentType as industries } from './types/industries'
import { contentType as legal } from './types/legal'
import { contentType as services } from './types/services'
import { siteModule } from './types/site'
import { contentType as aboutMePage } from './types/pages/about-me'
import { contentType as aboutUsPage } from './types/pages/about-us'
import { contentType as blogPage } from './types/pages/blog'
import { contentType as caseStudiesPage } from './types/pages/case-studies'
import { contentType as comingSoonPage } from './types/pages/coming-soon'
import { contentType as contactPage } from './types/pages/contact'
import { contentType as faqPage } from './types/pages/faq'
import { contentType as formsPage } from './types/pages/forms'
import { contentType as homePage } from './types/pages/home'
import { contentType as notFoundPage } from './types/pages/not-found'
import { contentType as portfolioPage } from './types/pages/portfolio'
import { contentType as pricingPage } from './types/pages/pricing'
import { contentType as teamPage } from './types/pages/team'

/** The collections, in the order the guide lists them. */
export const COLLECTION_MODULES = [services, industries, caseStudies, blog, legal, homeVariants] as const

/** The files of content/pages, in the order they are loaded and checked. */
export const PAGE_MODULES = [
  homePage,
  notFoundPage,
  caseStudiesPage,
  contactPage,
  formsPage,
  pricingPage,
  teamPage,
  faqPage,
  comingSoonPage,
  aboutUsPage,
  aboutMePage,
  portfolioPage,
  blogPage,
] as const

/** The module of each collection. */
export type CollectionModules = (typeof COLLECTION_MODULES)[number]

/** The module of each file of content/pages. */
export type PageModules = (typeof PAGE_MODULES)[number]

/**
 * What a field marked `reference(kind)` can name: the kinds the modules declare (`referable`), e.g.
 * `industry` (a file of content/industries), `author` (a name in the blog's page file).
 */
export type ReferenceKind = NonNullable<CollectionModules['collection']['referable']>['kind'] | NonNullable<PageModules['referable']>[number]['kind']

/** The key of a collection in the loaded content (`content.services` …). */
export type CollectionKey = CollectionModules['collection']['key']

/** The key of a collection's schema in `schemas` (lib/content/schemas.ts). */
export type SchemaKey = CollectionModules['collection']['schema']

/** A collection's entry: its folder, its schema's key, its address, its order and its names. */
export type CollectionType = CollectionTypeOf<CollectionKey, SchemaKey>

/** In the order the guide lists them. */
export const COLLECTIONS: readonly CollectionType[] = COLLECTION_MODULES.map((m) => m.collection)

/** content/site.yaml; its menu can have a dropdown of every collection whose module says `menu: true`. */
export const SITE_MODULE = siteModule(COLLECTIONS.filter((c) => c.menu).map((c) => c.key) as [string, ...string[]], {
  blog: layoutAddresses('blog'),
  portfolio: layoutAddresses('portfolio'),
})

/** The addresses of the pages that are layouts of `kind`, in their modules' order: the choices of site.yaml › layouts. */
function layoutAddresses(kind: LayoutKind): [string, ...string[]] {
  const found = PAGE_MODULES.flatMap((m) => pageFileAddresses(m).filter((address) => pageLayout(m, address) === kind))
  if (found.length === 0) throw new Error(`no page module names a layout of kind "${kind}"`)
  return found as [string, ...string[]]
}

/** Of a page made from a file of content/pages, the kind of alternative layout it is (define.ts › LAYOUT_KINDS); undefined for a page of its own. */
export function pageLayout(module: PageModules, address: string): Layout | undefined {
  return ('layouts' in module ? (module.layouts as Readonly<Record<string, Layout>> | undefined) : undefined)?.[address]
}

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

/** The addresses of the pages made from a file of content/pages: those its module names, or its own name (pages/faq.yaml is /faq/). */
export function pageFileAddresses(module: { file: string; addresses?: readonly string[] }): readonly string[] {
  return module.addresses ?? [`/${module.file.replace(/^pages\//, '').replace(/\.yaml$/, '')}/`]
}
