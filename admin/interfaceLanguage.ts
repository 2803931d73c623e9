/**
 * The content manager's own words (its buttons, menus and messages) in the editor's language:
 * Decap's translation of the first of the browser's languages the site is written in, English
 * otherwise. Decap ships its Romanian words with the admin; a word it lacks falls back to English.
 * The labels and hints of the fields are the schemas' own (public/admin/config.yml).
 */
import type { CMS } from 'decap-cms-core'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../lib/shared/locales'

/** The language of the interface for a browser that prefers `languages` (`navigator.languages`: `ro-RO`, `en-US`…). */
export function interfaceLanguage(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0]
    if (isLocale(primary)) return primary
  }
  return DEFAULT_LOCALE
}

type Phrases = Record<string, unknown>

/**
 * Decap's words that say something untrue here. The editor's bar says "Changes saved" over a new
 * entry nothing was typed into yet; what it means is that nothing is waiting to be saved.
 */
export const CORRECTED: Record<Locale, Phrases> = {
  en: { editor: { editorToolbar: { changesSaved: 'No unsaved changes' } } },
  ro: {
    editor: {
      editorToolbar: { changesSaved: 'Nicio modificare nesalvată' },
      // Words Decap's Romanian lacks, shown in English otherwise.
      editorControlPane: {
        i18n: {
          copyFromLocale: 'Completează din altă limbă',
          copyFromLocaleConfirm: 'Completați cu datele din limba %{locale}?\nTot conținutul de aici va fi înlocuit.',
        },
      },
    },
    app: { header: { workflow: 'Flux editorial' } },
  },
}

function merged(base: Phrases, over: Phrases): Phrases {
  const out: Phrases = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const inner = base[key]
    out[key] = value && typeof value === 'object' && inner && typeof inner === 'object' ? merged(inner as Phrases, value as Phrases) : value
  }
  return out
}

/** Corrects Decap's words in every language of the site; returns the language the interface is to speak. */
export function registerInterfaceLanguage(cms: CMS, languages: readonly string[]): Locale {
  const registry = cms as unknown as { getLocale(name: string): Phrases | undefined; registerLocale(name: string, phrases: Phrases): void }
  for (const locale of LOCALES) registry.registerLocale(locale, merged(registry.getLocale(locale) ?? {}, CORRECTED[locale]))
  return interfaceLanguage(languages)
}
