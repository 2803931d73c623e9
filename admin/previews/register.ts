import type { CMS, PreviewTemplateComponentProps } from 'decap-cms-core'
import type { ComponentType } from 'react'
import type { CollectionKey } from '../../lib/content/registry'
import { PAGE_FILES, type PagesData } from '../../lib/content/schemas'
import { cmsFileName, SITE_COLLECTION } from '../../lib/content/cmsNames'
import { LOCALES, type Locale } from '../../lib/shared/locales'
import { formsPreview } from './FormsPreview'
import { HomeVariantPreview } from './HomeVariantPreview'
import { pagePreview } from './PagePreview'
import { CaseStudyPreview, IndustryPreview, LegalPreview, PostPreview, ServicePreview } from './previews'
import { sitePreview } from './SitePreview'

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

/** The preview of site.yaml or of a file of content/pages in one language: the site's page, frame or forms. */
function filePreview(name: string, locale: Locale): ComponentType<PreviewTemplateComponentProps> | undefined {
  if (name === SITE_COLLECTION) return sitePreview(locale)
  if (name === 'forms') return formsPreview(locale)
  return pagePreview(name as keyof PagesData, locale)
}

/**
 * The files of site.yaml and content/pages, each a file of its own in each language (named as
 * scripts/lib/cmsConfig.ts names them: `team`, `team_ro`), each with its preview.
 */
export const FILE_PREVIEWS: Record<string, ComponentType<PreviewTemplateComponentProps>> = Object.fromEntries(
  [SITE_COLLECTION, ...Object.keys(PAGE_FILES)].flatMap((name) =>
    LOCALES.flatMap((locale) => {
      const preview = filePreview(name, locale)
      return preview ? [[cmsFileName(name, locale), preview]] : []
    }),
  ),
)

export function registerPreviews(cms: CMS): void {
  for (const [name, component] of Object.entries(PREVIEWS)) if (component) cms.registerPreviewTemplate(name, component)
  for (const [name, component] of Object.entries(FILE_PREVIEWS)) cms.registerPreviewTemplate(name, component)
}
