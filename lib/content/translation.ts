/**
 * Which fields of a content file are written once per language, and which are the same in every
 * language. A translated file (`rpa.ro.md` beside `rpa.en.md`) is a whole file, checked by the same
 * schema; its fields that are not words (numbers, dates, yes/no, choices from a list, addresses,
 * pictures, references to other content) must be as the original has them: the loader reports any
 * difference, and the CMS copies them from the original (`i18n: duplicate`).
 *
 * Read from the schemas, like the references: a new field is classified with no code here.
 */
import type { z } from 'zod'
import { defOf, metaOf, shapeOf, wrapped, type Def } from './zodSchema'

/** Whether a string schema has a format or a pattern (an address, a date, a path), so is not free text. */
function isFormatted(def: Def): boolean {
  if (typeof def.format === 'string') return true
  const checks = ((def.checks as Array<{ _zod: { def: Def } }> | undefined) ?? []).map((c) => c._zod.def)
  return checks.some((c) => c.check === 'string_format' || typeof c.format === 'string')
}

/** Whether a field holds the same value in every language (it is not words a translator rewrites). */
export function isSameInEveryLanguage(schema: z.ZodType): boolean {
  let current: z.ZodType | undefined = schema
  for (let depth = 0; current && depth < 20; depth++) {
    const meta = metaOf(current)
    if (meta?.reference || meta?.media) return true
    const def = defOf(current)
    switch (def.type) {
      case 'number':
      case 'int':
      case 'boolean':
      case 'enum':
      case 'literal':
      case 'date':
        return true
      case 'string':
        return isFormatted(def)
      case 'array':
        return isSameInEveryLanguage(def.element as z.ZodType)
      case 'union':
        return (def.options as z.ZodType[]).every(isSameInEveryLanguage)
      default:
        // A wrapper: what it wraps decides. Groups, lists of groups, records: they hold words.
        current = wrapped(current)
    }
  }
  return false
}

/** The top-level fields of an object schema that are the same in every language. */
export function sharedFields(schema: z.ZodType): string[] {
  return Object.entries(shapeOf(schema))
    .filter(([, field]) => isSameInEveryLanguage(field))
    .map(([name]) => name)
}

/**
 * The top-level fields of an object schema that are words with a default, in English, used when a
 * file leaves them out (`ctaLabel: Let's talk about your project`): a translation must write them.
 */
export function wordsWithDefault(schema: z.ZodType): Array<{ field: string; value: string }> {
  return Object.entries(shapeOf(schema)).flatMap(([field, fieldSchema]) => {
    const def = defOf(fieldSchema)
    if (def.type !== 'default' || isSameInEveryLanguage(fieldSchema)) return []
    const raw = def.defaultValue
    const value: unknown = typeof raw === 'function' ? (raw as () => unknown)() : raw
    return typeof value === 'string' && value.trim() ? [{ field, value }] : []
  })
}

/** Cedilla letters that look like Romanian ș and ț but are not: Ş ş Ţ ţ. */
const CEDILLA = /[\u015E\u015F\u0162\u0163]/g
const COMMA_BELOW: Record<string, string> = { '\u015E': 'Ș', '\u015F': 'ș', '\u0162': 'Ț', '\u0163': 'ț' }

/**
 * The lines of a Romanian text that use a cedilla letter (ş ţ) where Romanian writes a comma below
 * (ș ț), with the corrected word: `[{ line: 4, found: 'ş', word: 'aşa', fix: 'așa' }]`.
 */
export function cedillaLetters(source: string): Array<{ line: number; found: string; word: string; fix: string }> {
  const found: Array<{ line: number; found: string; word: string; fix: string }> = []
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(CEDILLA)) {
      const start = text.lastIndexOf(' ', match.index) + 1
      const end = text.indexOf(' ', match.index)
      const word = text.slice(start, end === -1 ? undefined : end).replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
      found.push({ line: index + 1, found: match[0], word, fix: word.replace(CEDILLA, (c) => COMMA_BELOW[c]!) })
    }
  })
  return found
}
