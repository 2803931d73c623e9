/** The content check's rules for a text (lib/content/markdown.ts), run on save: loaded with the first save (admin/validation.ts). */
import { BODY } from '../lib/content/canonical'
import { markdownToTree } from '../lib/content/markdown'

/**
 * The problems of the text of an entry's fields, as the check words them (`text, line 3: …`), with
 * the lines counted from the text's own first line, as the editor sees it in its box (the check,
 * which reads the whole file, counts from the file's).
 */
export function textProblems(fields: Record<string, unknown>): string[] {
  const body = fields[BODY]
  if (typeof body !== 'string' || body.trim() === '') return []
  return markdownToTree(body).problems.map((p) => `text, line ${p.line}: ${p.message}`)
}
