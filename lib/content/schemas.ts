/**
 * Every content schema, gathered from the content types' modules (lib/content/types/, listed in
 * lib/content/registry.ts), with the types of the content they accept. The schemas are plain
 * values: that a picture's file exists, and that a reference names something, is looked up when
 * content loads (lib/content/load.ts).
 */
import type { z } from 'zod'
import { COLLECTION_MODULES, PAGE_MODULES, SITE_MODULE } from './registry'

export { BLOG_CATEGORIES } from './fields'

type CollectionSchemas = { [M in (typeof COLLECTION_MODULES)[number] as M['collection']['schema']]: M['schema'] }
type PageSchemas = { [M in (typeof PAGE_MODULES)[number] as M['key']]: M['schema'] }

/** One schema per file in content/pages/, keyed by the name pages use (`content.pages.home`). */
const pages = Object.fromEntries(PAGE_MODULES.map((m) => [m.key, m.schema])) as PageSchemas

/** Every schema: site.yaml's, each collection's by its registry `schema` key, and `pages`. */
export const schemas = {
  site: SITE_MODULE.schema,
  ...(Object.fromEntries(COLLECTION_MODULES.map((m) => [m.collection.schema, m.schema])) as CollectionSchemas),
  pages,
}

/** The file in content/ that holds each page's structured text, as its module declares it (`pages/home.yaml`). */
export const PAGE_FILES = Object.fromEntries(PAGE_MODULES.map((m) => [m.key, m.file])) as Record<keyof PageSchemas, string>

export type Schemas = typeof schemas
export type SiteData = z.output<Schemas['site']>
export type CaseStudyData = z.output<Schemas['caseStudy']>
export type BlogPostData = z.output<Schemas['blogPost']>
/** The checked content of every file in content/pages/. */
export type PagesData = { [K in keyof Schemas['pages']]: z.output<Schemas['pages'][K]> }
export type HomePageData = PagesData['home']
export type PortfolioItemData = PagesData['portfolio']['items'][number]
export type BlogPageData = PagesData['blog']
export type TestimonialData = PagesData['aboutUs']['testimonials']['items'][number]
/** One section of a home variant; `type` tells which. */
export type SectionData = z.output<Schemas['homeVariant']>['sections'][number]
