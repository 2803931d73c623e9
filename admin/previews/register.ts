import type { CMS, PreviewTemplateComponentProps } from 'decap-cms-core'
import type { ComponentType } from 'react'
import type { CollectionKey } from '../../lib/content/registry'
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

export function registerPreviews(cms: CMS): void {
  for (const [name, component] of Object.entries(PREVIEWS)) if (component) cms.registerPreviewTemplate(name, component)
}
