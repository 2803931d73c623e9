/**
 * How a content file's name says its language, read by the loader and by the content manager in
 * the browser (which names an entry by its path without the language): no Node module here.
 */
import type { Locale } from '../shared/locales'

/**
 * A content file's name: `rpa.en.md` is the English `rpa`, `rpa.ro.md` its Romanian translation; a
 * name without a language (`rpa.md`) is English.
 */
export function parseFileName(name: string, extension: string): { id: string; lang: string | undefined } | undefined {
  if (!name.endsWith(extension)) return undefined
  const stem = name.slice(0, -extension.length)
  const match = /^(.*)\.([a-z]{2})$/.exec(stem)
  return match ? { id: match[1]!, lang: match[2]! } : { id: stem, lang: undefined }
}

/** The name of a file in a language: `pages/faq.yaml` → `pages/faq.ro.yaml`. */
export function localeFileName(file: string, locale: Locale): string {
  return file.replace(/(\.[a-z]+)$/, `.${locale}$1`)
}
