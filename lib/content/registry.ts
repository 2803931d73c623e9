/**
 * The content types of the site, each declared once in its own module of lib/content/types/, and
 * listed here. Loading, the scaffolder (`npm run new`), the Markdown workers, the prerender's lists
 * of addresses, the menus, the link and address checks, the content guide and the CMS configuration
 * all read these lists.
 *
 * To add a content type:
 * - a collection (a folder of content/, one page per file): a module in lib/content/types/ that
 *   exports `contentType = defineCollection(schema, { key, folder, format, schema: '<key in
 *   schemas>', address, order, name, aliases, label, guessed })`, listed in COLLECTION_MODULES; its
 *   starting file in scripts/lib/contentTemplates.ts (`npm run new`); and its page in pages/.
 * - a single file of content/pages: a module in lib/content/types/pages/ that exports
 *   `contentType = defineSingleFile({ key, file: 'pages/<name>.yaml', schema, intro })`, listed in
 *   PAGE_MODULES; and the page that shows it.
 * Shared fields (texts, addresses, pictures, buttons …) are in lib/content/fields.ts.
 */
import type { CollectionType as CollectionTypeOf } from './types/define'
import { contentType as blog } from './types/blog'
import { contentType as caseStudies } from './types/case-studies'
import { contentType as homeVariants } from './types/home-variants'
import { contentType as industries } from './types/industries'
import { contentType as legal } from './types/legal'
import { contentType as services } from './types/services'
import { contentType as site } from './types/site'
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

/** content/site.yaml. */
export const SITE_MODULE = site

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

/** The key of a collection in the loaded content (`content.services` …). */
export type CollectionKey = CollectionModules['collection']['key']

/** The key of a collection's schema in `schemas` (lib/content/schemas.ts). */
export type SchemaKey = CollectionModules['collection']['schema']

/** A collection's entry: its folder, its schema's key, its address, its order and its names. */
export type CollectionType = CollectionTypeOf<CollectionKey, SchemaKey>

/** In the order the guide lists them. */
export const COLLECTIONS: readonly CollectionType[] = COLLECTION_MODULES.map((m) => m.collection)

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
