import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import type { ComponentType } from 'react'
import type { PagesData } from '../../lib/content/schemas'
import { SITE_COLLECTION } from '../../lib/content/cmsNames'
import type { Locale } from '../../lib/shared/locales'
import { formsPreview } from './FormsPreview'
import { HomeVariantPreview } from './HomeVariantPreview'
import { pagePreview } from './PagePreview'
import { CaseStudyPreview, IndustryPreview, LegalPreview, PostPreview, ServicePreview } from './previews'
import { PREVIEW_FILES, type PreviewCollection } from './register'
import { sitePreview } from './SitePreview'

/**
 * The previews, drawn by the site's own components: loaded after the content manager's first
 * screen (admin/previews/register.ts registers them by name, and loads this on their first use).
 *
 * The preview of each collection, by its key in lib/content/registry.ts (the collection's name in
 * the CMS).
 */
export const PREVIEWS: Record<PreviewCollection, ComponentType<PreviewTemplateComponentProps>> = {
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
  PREVIEW_FILES.flatMap(({ name, locale, file }) => {
    const preview = filePreview(name, locale)
    return preview ? [[file, preview]] : []
  }),
)
