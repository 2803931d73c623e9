/**
 * The validate stage: a file's fields checked by its schema (zod), and the pictures it names looked
 * up in content/media. Every problem names the file and the field, in the order of the file.
 */
import type { z } from 'zod'
import { findMedia, inFileOrder, isWholeFileCheck } from '../references'
import { zodProblems } from '../zodMessages'
export { unfinished } from '../unfinished'
import { missingPictureMessage, type LoadRun } from './run'

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
