/**
 * What a collection's list says of an entry's translations: "Calm Software · 14 March 2023 · no
 * Romanian yet". Decap lists the entries of the site's first language and reads each file alone
 * (a format sees only its text), so the lists could not say which translations are missing. Every
 * backend's listing of a folder is wrapped: it sees every language's file of each entry at once,
 * and notes, for the text of each entry's first-language file, the languages it has no file in.
 * The format (admin/formats.ts) then adds that note to the entry as it reads the text, in a field
 * that is never written (TRANSLATIONS_IN_LIST, named by the collection's summary).
 */
import type { CMS } from 'decap-cms-core'
import { parseFileName } from '../lib/content/fileNames'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from '../lib/shared/locales'
import { wrapEveryBackend, type ImplementationEntry } from './backends'
import { adminWords, interfaceLocale } from './words'

/**
 * `content/blog/calm-software.en.md` → the entry (`content/blog/calm-software`) and its language,
 * read as the loader reads a file's name (lib/content/fileNames.ts: no language is English).
 */
export function fileLanguage(file: string): { entry: string; locale: Locale } | undefined {
  const extension = /\.[a-z]+$/.exec(file)?.[0]
  const parsed = extension ? parseFileName(file, extension) : undefined
  const locale = parsed && (parsed.lang === undefined ? DEFAULT_LOCALE : LOCALES.find((l) => l === parsed.lang))
  return parsed && locale ? { entry: parsed.id, locale } : undefined
}

/**
 * For each entry of `files` (every language's file of a folder), the languages it has no file in,
 * keyed by its first-language file's text; entries with every language are left out.
 */
export function missingTranslations(files: ImplementationEntry[]): Map<string, Locale[]> {
  const languages = new Map<string, Set<Locale>>()
  for (const { file } of files) {
    const found = fileLanguage(file.path)
    if (found) languages.set(found.entry, (languages.get(found.entry) ?? new Set()).add(found.locale))
  }
  const missing = new Map<string, Locale[]>()
  for (const { file, data } of files) {
    const found = fileLanguage(file.path)
    if (found?.locale !== DEFAULT_LOCALE) continue
    const lacking = LOCALES.filter((l) => !languages.get(found.entry)!.has(l))
    if (lacking.length > 0) missing.set(data, lacking)
  }
  return missing
}

/** The note of the missing languages, in the interface's language (`" · no Romanian yet"`), or nothing. */
export function translationNote(lacking: readonly Locale[], locale: Locale = interfaceLocale()): string | undefined {
  if (lacking.length === 0) return undefined
  const names = new Intl.DisplayNames([LOCALE_INFO[locale].intl], { type: 'language' })
  return ` · ${adminWords(locale).missingTranslation(lacking.map((l) => names.of(l) ?? l).join(', '))}`
}

/** The texts of the entries listed last, per folder, with the languages they lack. */
const listed = new Map<string, Map<string, Locale[]>>()

/** The note for a first-language file's `text`, if the last listing of its folder found languages missing. */
export function translationNoteFor(text: string): string | undefined {
  for (const texts of listed.values()) {
    const lacking = texts.get(text)
    if (lacking) return translationNote(lacking)
  }
  return undefined
}

type Listing = (folder: string, ...rest: unknown[]) => Promise<ImplementationEntry[]>

/** Notes the missing translations of every folder a backend lists. */
export function registerTranslationState(cms: CMS): void {
  wrapEveryBackend(cms, (implementation) => {
    const backend = implementation as unknown as Record<string, Listing | undefined>
    // `entriesByFolder` lists a page of a collection; `allEntriesByFolder` all of it (sorting, search).
    for (const method of ['entriesByFolder', 'allEntriesByFolder']) {
      const list = backend[method]?.bind(implementation)
      if (!list) continue
      backend[method] = async (folder, ...rest) => {
        const files = await list(folder, ...rest)
        listed.set(folder, missingTranslations(files))
        return files
      }
    }
  })
}
