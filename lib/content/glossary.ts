/**
 * Terminology as data: one small glossary per language in content/ (`glossary.ro.yaml`), each term
 * with the words the site writes for it and the words it avoids (calques, a second translation of
 * the same thing, a brand written wrongly). `npm run check` reads every file of that language and
 * warns, naming the file, the line, the word found and the preferred term; the build does not stop
 * for it (a warning is advice to an editor, not a broken page).
 */
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { z } from 'zod'
import { LOCALES, type Locale } from '../shared/locales'
import { languageFiles } from './files'
import { ContentError, formatPath } from './problems'

const entry = z
  .object({
    term: z.string().min(1).meta({ description: 'What the entry is about, in English (e.g. project scope).' }),
    preferred: z.string().min(1).meta({ description: 'How the site writes it in this language.' }),
    avoid: z.array(z.string().min(1)).min(1).meta({ description: 'Words and phrases not to use for it.' }),
    matchCase: z.boolean().default(false).meta({ description: 'Whether letter case matters (a brand: MediSync, not Medisync).' }),
  })
  .strict()

const glossarySchema = z.object({ terms: z.array(entry) }).strict()

export type GlossaryTerm = z.output<typeof entry>

/** One avoided word found in a content file. */
export interface GlossaryWarning {
  /** As editors see it: content/pages/home.ro.yaml. */
  file: string
  line: number
  found: string
  preferred: string
  term: string
}

/** The glossary file of a language, as editors see it. */
export const glossaryFile = (locale: Locale) => `glossary.${locale}.yaml`

/** The glossary of a language; empty when the language has none. A malformed one stops the check, naming the file and the field. */
export function loadGlossary(root: string, locale: Locale): GlossaryTerm[] {
  const abs = path.join(root, glossaryFile(locale))
  if (!fs.existsSync(abs)) return []
  const file = `content/${glossaryFile(locale)}`
  let value: unknown
  try {
    value = YAML.parse(fs.readFileSync(abs, 'utf8'))
  } catch (error) {
    throw new ContentError([{ file, field: '', message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` }])
  }
  const parsed = glossarySchema.safeParse(value)
  if (!parsed.success) {
    throw new ContentError(
      parsed.error.issues.map((issue) => ({
        file,
        field: formatPath(issue.path),
        message: issue.code === 'invalid_type' ? `expected ${issue.expected}, e.g. "- term: …, preferred: …, avoid: [ … ]"` : issue.message,
      })),
    )
  }
  return parsed.data.terms
}

/** A letter, a digit or a character that joins a word to a path or a name (`medisync-logo.svg`). */
const WORD = String.raw`[\p{L}\p{N}_/-]`

/** A pattern for an avoided phrase: whole words only, and not inside an address or a file name. */
function patternOf(phrase: string, matchCase: boolean): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')
  return new RegExp(`(?<!${WORD})${escaped}(?!${WORD}|\\.[\\p{L}\\p{N}])`, matchCase ? 'gu' : 'giu')
}

/** Every avoided word of the glossary in a text, by line. */
export function glossaryWarnings(terms: GlossaryTerm[], source: string, file: string): GlossaryWarning[] {
  const patterns = terms.flatMap((t) => t.avoid.map((phrase) => ({ term: t, pattern: patternOf(phrase, t.matchCase) })))
  const warnings: GlossaryWarning[] = []
  source.split('\n').forEach((text, index) => {
    for (const { term, pattern } of patterns) {
      for (const match of text.matchAll(pattern)) warnings.push({ file, line: index + 1, found: match[0], preferred: term.preferred, term: term.term })
    }
  })
  return warnings
}

/** The glossary warnings of every language's files. */
export function checkGlossaries(root: string): GlossaryWarning[] {
  return LOCALES.flatMap((locale) => {
    const terms = loadGlossary(root, locale)
    if (terms.length === 0) return []
    return languageFiles(root, locale).flatMap(({ abs, file }) => glossaryWarnings(terms, fs.readFileSync(abs, 'utf8'), file))
  })
}

/** A warning as `npm run check` prints it. */
export function formatGlossaryWarning(w: GlossaryWarning): string {
  return `${w.file}:${w.line}: "${w.found}" — write "${w.preferred}" (${w.term}, in the glossary)`
}
