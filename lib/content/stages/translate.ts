/**
 * The translate stage: a translated file (`rpa.ro.md` beside `rpa.en.md`) is checked against its
 * original: the fields that are the same in every language must be as the original has them, words
 * with an English default must be written, and Romanian is written with ș and ț.
 */
import type { z } from 'zod'
import { yamlValue } from '../yamlCache'
import { splitFrontMatter } from '../frontMatter'
import { keyValue } from '../fields'
import { closest } from '../references'
import { cedillaLetters, isSameInEveryLanguage, sharedFields, wordsWithDefault } from '../translation'
import { elementOf, listKeyOf, shapeOf } from '../zodSchema'
import { isRecord, type LoadRun } from './run'
import { UNTRANSLATED } from '../untranslated'

/** How many cedilla letters are listed one by one; more are summed up in one line first. */
const CEDILLAS_LISTED = 3

const COMMA_BELOW_NAME: Record<string, string> = { ş: 'ș (s with a comma below)', Ş: 'Ș (S with a comma below)', ţ: 'ț (t with a comma below)', Ţ: 'Ț (T with a comma below)' }

/**
 * A translated file's fields that are the same in every language must be as its original has
 * them (the original's own mistakes are reported by the English load); and Romanian is written
 * with ș and ț, never the cedilla look-alikes.
 */
export function checkTranslation(run: LoadRun, schema: z.ZodType, data: Record<string, unknown>, source: string, file: string, original: { abs: string; file: string }): void {
  const cedillas = cedillaLetters(source)
  // A file typed with the wrong keyboard has them everywhere: one line with the fix for the whole
  // file, then the first few places, rather than a line per word.
  if (cedillas.length > CEDILLAS_LISTED) {
    run.problems.push({
      file,
      field: '',
      message: `${cedillas.length} letters are ş or ţ (with a cedilla) where Romanian writes ș and ț (with a comma below): replace every ş with ș, Ş with Ș, ţ with ț and Ţ with Ț in this file (Find and Replace does each in one go); the first ones:`,
    })
  }
  for (const { line, found, word, fix } of cedillas.slice(0, CEDILLAS_LISTED)) {
    run.problems.push({
      file,
      field: `line ${line}`,
      message: `"${word}" is written with "${found}" (a cedilla); Romanian writes ${COMMA_BELOW_NAME[found] ?? 'a comma below'}: "${fix}"`,
    })
  }
  for (const { field, value } of wordsWithDefault(schema)) {
    if (field in data) continue
    run.problems.push({ file, field, message: `left out, so the page would show the English default "${value}": write it in this file's language` })
  }
  const originalData = fieldsOf(run.readText(original.abs), original.abs)
  if (!originalData || !schema.safeParse(originalData).success) return
  for (const field of sharedFields(schema)) {
    const ours = JSON.stringify(data[field])
    const theirs = JSON.stringify(originalData[field])
    if (ours === theirs) continue
    // The original's own mistake (a picture that is not there) is reported on the original, with
    // its fix; telling the translation to copy it would lead the editor the wrong way.
    if (picturesIn(originalData[field]).some((src) => !run.mediaExists(src))) continue
    run.problems.push({
      file,
      field,
      message: `is the same in every language: ${original.file} has ${theirs ?? 'nothing'}, this translation ${ours ?? 'nothing'}; change both together`,
    })
  }
}

/**
 * A translation's fields without the empty copies the content manager writes of fields that are
 * the same in every language and that the original leaves out (`draft:` with no value).
 */
export function withoutEmptyCopies(schema: z.ZodType, value: unknown): unknown {
  if (!isRecord(value)) return value
  const shared = new Set(sharedFields(schema))
  return Object.fromEntries(Object.entries(value).filter(([key, v]) => !(shared.has(key) && v === null)))
}

/**
 * A file's fields and whether it has a Markdown text, read without reporting anything (its
 * problems are reported where it is loaded); undefined when it cannot be read.
 */
function readQuietly(source: string | undefined, abs: string): { fields: Record<string, unknown>; text: boolean } | undefined {
  if (source === undefined) return undefined
  try {
    const split = abs.endsWith('.md') ? splitFrontMatter(source) : { kind: 'yaml' as const, yaml: source, body: '' }
    if (split.kind !== 'yaml') return undefined
    // Read as the parse stage reads it (a Markdown file's front matter starts at its 2nd line), so its cache serves it.
    const value: unknown = yamlValue(split.yaml, abs.endsWith('.md') ? 2 : 1)
    return isRecord(value) ? { fields: value, text: split.body.trim() !== '' } : undefined
  } catch {
    return undefined
  }
}

const fieldsOf = (source: string | undefined, abs: string) => readQuietly(source, abs)?.fields

/**
 * Whether a translation (its text, undefined when it may not be read) holds any words: a field that
 * is written per language, or a Markdown text. A file that cannot be read counts as words, so its
 * mistake is reported.
 */
export function hasWords(schema: z.ZodType, source: string | undefined, abs: string): boolean {
  if (source === undefined) return true
  const read = readQuietly(source, abs)
  if (!read || read.text) return true
  const shared = new Set(sharedFields(schema))
  return Object.entries(read.fields).some(([key, v]) => !shared.has(key) && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
}

/** The pictures of content/media a field's value names. */
function picturesIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/media/') ? [value] : []
  if (Array.isArray(value)) return value.flatMap(picturesIn)
  if (isRecord(value)) return Object.values(value).flatMap(picturesIn)
  return []
}

/**
 * A translated file's lists whose items are matched by a key (`keyedList` in lib/content/fields.ts:
 * the team's members by name, questions by id), completed from the English original, at any depth
 * (the FAQ's questions inside its categories): an item the translation lacks is put in its English
 * place, in English and marked so (`untranslatedLanguage`), never dropped. Returns what was taken
 * from English, for the translation status (`categories › payment › items › late-fees`).
 */
export function completeKeyedLists(
  schema: z.ZodType,
  data: Record<string, unknown>,
  original: Record<string, unknown>,
  within = '',
  unmatched: Array<{ field: string; message: string }> = [],
): string[] {
  const taken: string[] = []
  for (const [field, fieldSchema] of Object.entries(shapeOf(schema))) {
    const ours = data[field]
    const theirs = original[field]
    const at = `${within}${field}`
    if (isRecord(ours) && isRecord(theirs)) {
      taken.push(...completeKeyedLists(fieldSchema, ours, theirs, `${at} › `, unmatched))
      continue
    }
    const key = listKeyOf(fieldSchema)
    if (key === undefined || !Array.isArray(ours) || !Array.isArray(theirs)) continue
    const element = elementOf(fieldSchema)
    const keyOf = (item: unknown) => keyValue(item, key)
    const translated = new Map(ours.map((item) => [keyOf(item), item]))
    const english = new Set(theirs.map(keyOf))
    // An item the English file does not have is most often a key typed differently: it would show
    // beside the English item it was meant to translate.
    for (const item of ours) {
      const name = keyOf(item)
      if (english.has(name)) continue
      const guess =
        typeof name === 'string'
          ? closest(
              name,
              [...english].filter((k): k is string => typeof k === 'string' && !translated.has(k)),
            )
          : undefined
      unmatched.push({
        field: `${at} › ${String(name)}`,
        message: `no item of the English file has the ${key} "${String(name)}" (the items of this list are paired by ${key})${guess ? `; did you mean "${guess}"?` : ": write the English item first, or use the English item's " + key}`,
      })
    }
    data[field] = [
      ...theirs.map((item) => {
        const own = translated.get(keyOf(item))
        if (own === undefined) {
          taken.push(`${at} › ${String(keyOf(item))}`)
          return inEnglish(element, item)
        }
        // The item is translated: what is the same in every language must be as English has it
        // (a portrait, a picture), and lists inside it are matched in turn.
        if (element && isRecord(own) && isRecord(item)) {
          for (const { field: inner, ours: mine, theirs: english } of sharedDifferences(element, own, item))
            unmatched.push({
              field: `${at} › ${String(keyOf(item))} › ${inner}`,
              message: `is the same in every language: the English file has ${english}, this translation ${mine}; change both together`,
            })
          taken.push(...completeKeyedLists(element, own, item, `${at} › ${String(keyOf(item))} › `, unmatched))
        }
        return own
      }),
      // An item only the translation has keeps its place at the end.
      ...ours.filter((item) => !english.has(keyOf(item))),
    ]
  }
  return taken
}

/** The fields of two matched items that are the same in every language and differ, at any depth of their groups. */
function sharedDifferences(schema: z.ZodType, ours: Record<string, unknown>, theirs: Record<string, unknown>, within = ''): Array<{ field: string; ours: string; theirs: string }> {
  return Object.entries(shapeOf(schema)).flatMap(([field, fieldSchema]) => {
    const a = ours[field]
    const b = theirs[field]
    if (isSameInEveryLanguage(fieldSchema)) {
      const [mine, english] = [JSON.stringify(a) ?? 'nothing', JSON.stringify(b) ?? 'nothing']
      return mine === english ? [] : [{ field: `${within}${field}`, ours: mine, theirs: english }]
    }
    return isRecord(a) && isRecord(b) ? sharedDifferences(fieldSchema, a, b, `${within}${field}.`) : []
  })
}

/** A copy of an English item marked as English, and so the items of the keyed lists inside it (the questions of a FAQ group). */
function inEnglish(schema: z.ZodType | undefined, item: unknown): unknown {
  if (!isRecord(item)) return item
  const copy: Record<string, unknown> = { ...item, [UNTRANSLATED]: 'en' }
  for (const [field, fieldSchema] of Object.entries(schema ? shapeOf(schema) : {})) {
    const list = copy[field]
    if (listKeyOf(fieldSchema) !== undefined && Array.isArray(list)) copy[field] = list.map((sub) => inEnglish(elementOf(fieldSchema), sub))
  }
  return copy
}

/** A translation's keyed lists completed from its English original (`completeKeyedLists`), what was taken recorded for the translation status. */
export function completeFromOriginal(run: LoadRun, schema: z.ZodType, data: unknown, file: string, original: { abs: string } | undefined): void {
  if (!original || !isRecord(data)) return
  const english = originalData(run, schema, original.abs)
  if (!english) return
  const unmatched: Array<{ field: string; message: string }> = []
  for (const item of completeKeyedLists(schema, data, english, '', unmatched)) run.untranslatedItems.push({ file, item })
  for (const { field, message } of unmatched) run.problems.push({ file, field, message })
}

/** The English original's checked fields (undefined when it has a problem, which its own load reports). */
export function originalData(run: LoadRun, schema: z.ZodType, abs: string): Record<string, unknown> | undefined {
  const parsed = schema.safeParse(fieldsOf(run.readText(abs), abs))
  return parsed.success && isRecord(parsed.data) ? parsed.data : undefined
}
