/**
 * The validate stage: a file's fields checked by its schema (zod), and the pictures it names looked
 * up in content/media. Every problem names the file and the field, in the order of the file.
 */
import type { z } from 'zod'
import type { ContentProblem } from '../problems'
import { findMedia, inFileOrder, isWholeFileCheck } from '../references'
import { PLACEHOLDER, PLACEHOLDER_PICTURE } from '../scaffold'
import { zodProblems } from '../zodMessages'
import { isRecord, missingPictureMessage, type LoadRun } from './run'

/** The file's checked fields; undefined when anything is wrong, with every problem reported. */
export function validate<S extends z.ZodType>(run: LoadRun, schema: S, value: unknown, file: string): z.output<S> | undefined {
  const result = schema.safeParse(value, { reportInput: true })
  const fields: string[] = []
  const missing = findMedia(schema, result.success ? result.data : value, result.success ? undefined : fields)
    .filter(({ value: src }) => !run.mediaExists(src))
    .map(({ field, value: src }) => ({ file, field, message: missingPictureMessage(run, src) }))
  if (result.success && missing.length === 0) return result.data
  const checked = result.success ? [] : zodProblems(file, result.error).map((problem, i) => ({ problem, wholeFile: isWholeFileCheck(result.error.issues[i]!) }))
  run.problems.push(...inFileOrder(checked, missing, fields))
  return undefined
}

/**
 * What a published page (`draft: false`) still has of the file `npm run new` wrote: a text starting
 * "Replace this", the placeholder picture, a "Replace this" line of the Markdown text. Each is a
 * problem naming the field (or the line), so a scaffolded page is never published unfinished.
 */
export function unfinished(file: string, data: unknown, body?: { text: string; firstLine: number }): ContentProblem[] {
  const problems: ContentProblem[] = []
  const unchanged = 'or keep `draft: true` until the page is done'
  const walk = (value: unknown, field: string): void => {
    if (typeof value === 'string') {
      if (value.includes(PLACEHOLDER)) problems.push({ file, field, message: `still has the text npm run new wrote ("${value}"): write it, ${unchanged}` })
      else if (value === PLACEHOLDER_PICTURE)
        problems.push({ file, field, message: `is still the placeholder picture: add your own picture to content/media and write its path here, ${unchanged}` })
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${field}[${index}]`))
    else if (isRecord(value)) for (const [key, item] of Object.entries(value)) walk(item, field ? `${field}.${key}` : key)
  }
  walk(data, '')
  body?.text.split('\n').forEach((line, index) => {
    if (line.includes(PLACEHOLDER))
      problems.push({ file, field: `text, line ${body.firstLine + index}`, message: `still has the text npm run new wrote ("${line.trim()}"): write it, ${unchanged}` })
  })
  return problems
}
