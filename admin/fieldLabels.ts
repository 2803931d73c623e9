/**
 * The labels and hints of the content manager's forms in the editor's language. They are written
 * in English with the schemas (lib/content/types, generated into public/admin/config.yml); their
 * Romanian is kept in admin/labels/ro.yaml, one line per English text, as a site keeps its
 * interface strings per language. A Romanian browser gets the configuration with each text
 * replaced (a text not translated yet stays English); a test fails on a text left untranslated
 * and on a translation whose English is no longer used.
 */
import YAML from 'yaml'
import type { Locale } from '../lib/shared/locales'
import romanian from './labels/ro.yaml?raw'

/** The keys of the configuration whose values an editor reads. */
export const LABEL_KEYS = ['label', 'label_singular', 'hint', 'description'] as const

/** Every text an editor reads in the forms and lists of `collections`, each once, in the order of the configuration. */
export function labelTexts(collections: unknown): string[] {
  const found = new Set<string>()
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if ((LABEL_KEYS as readonly string[]).includes(key) && typeof item === 'string') found.add(item)
        else walk(item)
      }
    }
  }
  walk(collections)
  return [...found]
}

/** `collections` with every text of `words` (English → the editor's language) replaced; the rest as it was. */
export function translatedCollections<T>(collections: T, words: Readonly<Record<string, string>>): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (!value || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        (LABEL_KEYS as readonly string[]).includes(key) && typeof item === 'string' ? (Object.hasOwn(words, item) ? words[item] : item) : walk(item),
      ]),
    )
  }
  return walk(collections) as T
}

/** The Romanian of every text, as admin/labels/ro.yaml keeps it. */
const WORDS: Partial<Record<Locale, Readonly<Record<string, string>>>> = { ro: YAML.parse(romanian) as Record<string, string> }

/**
 * What the content manager is started with in `locale`: in English, its configuration file as
 * Decap loads it; in another language, that file read here with its texts translated, handed over
 * whole (`load_config_file: false`: Decap would otherwise merge the two lists of collections).
 * When the file cannot be read here, Decap reads it itself, in English.
 */
export async function startingConfig(locale: Locale, configUrl: string): Promise<Record<string, unknown>> {
  const words = WORDS[locale]
  if (!words) return { locale }
  try {
    const response = await fetch(configUrl, { credentials: 'same-origin', cache: 'no-store' })
    if (!response.ok) return { locale }
    const config = YAML.parse(await response.text()) as { collections?: unknown }
    return { ...config, collections: translatedCollections(config.collections, words), locale, load_config_file: false }
  } catch {
    return { locale }
  }
}
