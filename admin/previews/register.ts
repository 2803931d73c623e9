import type { CMS, PreviewTemplateComponentProps } from 'decap-cms-core'
import type { ComponentType } from 'react'
import type { CollectionKey } from '../../lib/content/registry'
import { PAGE_FILES } from '../../lib/content/schemas'
import { cmsFileName, SITE_COLLECTION } from '../../lib/content/cmsNames'
import { LOCALES } from '../../lib/shared/locales'
import { FilePreview } from './FilePreview'
import { HomeVariantPreview } from './HomeVariantPreview'
import { CaseStudyPreview, IndustryPreview, LegalPreview, PostPreview, ServicePreview } from './previews'

/**
 * The preview of each collection, by its key in lib/content/registry.ts (the collection's name in
 * the CMS). A collection without one gets Decap's plain list of fields.
 */
export const PREVIEWS: Partial<Record<CollectionKey, ComponentType<PreviewTemplateComponentProps>>> = {
  services: ServicePreview,
  industries: IndustryPreview,
  caseStudies: CaseStudyPreview,
  posts: PostPreview,
  legal: LegalPreview,
  homeVariants: HomeVariantPreview,
}

/**
 * The files of site.yaml and content/pages, each a file of its own in each language (named as
 * scripts/lib/cmsConfig.ts names them: `team`, `team_ro`), all drawn by FilePreview.
 */
export const FILE_PREVIEWS: string[] = [SITE_COLLECTION, ...Object.keys(PAGE_FILES)].flatMap((name) => LOCALES.map((locale) => cmsFileName(name, locale)))

export function registerPreviews(cms: CMS): void {
  for (const [name, component] of Object.entries(PREVIEWS)) if (component) cms.registerPreviewTemplate(name, component)
  for (const name of FILE_PREVIEWS) cms.registerPreviewTemplate(name, FilePreview)
}
