/**
 * The previews, registered by name at once and loaded on their first use: they are drawn by the
 * site's own components, with its Markdown pipeline, none of which the first screen of the content
 * manager (signing in, the lists) needs. `load` (admin/main.tsx) starts loading them as soon as the
 * content manager starts, so an entry opened a moment later finds them there.
 */
import type { CMS, PreviewTemplateComponentProps } from 'decap-cms-core'
import { createElement, lazy, Suspense, type ComponentType } from 'react'
import { cmsFileName, SITE_COLLECTION } from '../../lib/content/cmsNames'
import { PAGE_FILES } from '../../lib/content/schemas'
import { LOCALES, type Locale } from '../../lib/shared/locales'
import type * as TemplatesModule from './templates'

/** The collections with a preview of their own (by their key in lib/content/registry.ts); the others get Decap's list of fields. */
export const PREVIEW_COLLECTIONS = ['services', 'industries', 'caseStudies', 'posts', 'legal', 'homeVariants'] as const
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number]

/** Every file of site.yaml and content/pages in each language, by its name in the CMS (`team`, `team_ro`). */
export const PREVIEW_FILES: Array<{ name: string; locale: Locale; file: string }> = [SITE_COLLECTION, ...Object.keys(PAGE_FILES)].flatMap((name) =>
  LOCALES.map((locale) => ({ name, locale, file: cmsFileName(name, locale) })),
)

type Templates = typeof TemplatesModule
type Preview = ComponentType<PreviewTemplateComponentProps>

export function registerPreviews(cms: CMS, load: () => Promise<Templates>): void {
  const onFirstUse = (pick: (templates: Templates) => Preview | undefined): Preview => {
    const Loaded = lazy(async () => ({ default: pick(await load()) ?? (() => null) }))
    return function Preview(props) {
      return createElement(Suspense, { fallback: null }, createElement(Loaded as ComponentType<object>, props as object))
    }
  }
  for (const name of PREVIEW_COLLECTIONS)
    cms.registerPreviewTemplate(
      name,
      onFirstUse((templates) => templates.PREVIEWS[name]),
    )
  for (const { file } of PREVIEW_FILES)
    cms.registerPreviewTemplate(
      file,
      onFirstUse((templates) => templates.FILE_PREVIEWS[file]),
    )
}
