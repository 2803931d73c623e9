/**
 * Unfinished pages: what `npm run new` wrote and the editor has not replaced yet. Also run by the
 * content manager before a save (admin/validation.ts), so it has no Node modules.
 */
import type { ContentProblem } from './problems'
import { PLACEHOLDER, PLACEHOLDER_PICTURE } from './scaffold'

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

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
