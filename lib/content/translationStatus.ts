import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/locales'
import type { LocalizedContent } from './load'
import { COLLECTIONS } from './registry'

export interface TranslationStatus {
  locale: Locale
  /** Content files with a page or text of their own: every entry of a collection, site.yaml and every file of content/pages. */
  total: number
  translated: number
  /** The English files that have no translation in this language yet. */
  missing: string[]
  /** Items of translated lists shown in English, the translation lacking them (`content/pages/team.ro.yaml › members: Ana Pop`). */
  missingItems: string[]
}

/** How much of the content each language other than English has (the drafts a build leaves out are not counted). */
export function translationStatus(content: LocalizedContent): TranslationStatus[] {
  return LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((locale) => {
    const local = content[locale]
    const files = [
      ...COLLECTIONS.flatMap((type) => (local[type.key] as ReadonlyArray<{ file: string; lang: Locale }>).map((e) => ({ file: e.file, lang: e.lang }))),
      ...Object.values(local.sources),
    ]
    const missing = files.filter((f) => f.lang !== locale).map((f) => f.file)
    const missingItems = local.untranslatedItems.map(({ file, item }) => `${file} › ${item}`)
    return { locale, total: files.length, translated: files.length - missing.length, missing, missingItems }
  })
}
