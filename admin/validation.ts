/**
 * What the content check refuses in a page's text is refused on save, in the check's own words
 * and at the check's own line numbers: a `javascript:` or `http://` link, raw HTML, a picture from
 * another site, a skipped heading level… (the rules of lib/content/markdown.ts, which the check,
 * the build and the preview all run). Decap shows the reason and keeps the entry as it is.
 */
import type { CMS } from 'decap-cms-core'
import { BODY, writeMarkdown } from '../lib/content/canonical'
import { splitFrontMatter } from '../lib/content/frontMatter'
import { markdownToTree } from '../lib/content/markdown'
import { DEFAULT_LOCALE } from '../lib/shared/locales'

interface ImmutableLike {
  toJS(): unknown
  get(key: string): ImmutableLike | undefined
}

/**
 * The problems of the text of an entry's fields, as the check words them (`text, line 12: …`),
 * numbered as in the file the content manager will write (`source`: the file as it was).
 */
export function textProblems(fields: Record<string, unknown>, source: string | undefined): string[] {
  const body = fields[BODY]
  if (typeof body !== 'string' || body.trim() === '') return []
  const split = splitFrontMatter(writeMarkdown(fields, source === undefined ? {} : { source }))
  if (split.kind !== 'yaml') return []
  return markdownToTree(split.body, { lineOffset: split.bodyLine }).problems.map((p) => `text, line ${p.line}: ${p.message}`)
}

export function registerValidation(cms: CMS, split: (data: Record<string, unknown>) => { fields: Record<string, unknown>; source: string | undefined }): void {
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: ImmutableLike }) => {
      const languages: Array<[string, Record<string, unknown> | undefined]> = [
        [DEFAULT_LOCALE, entry.get('data')?.toJS() as Record<string, unknown> | undefined],
        ...Object.entries((entry.get('i18n')?.toJS() ?? {}) as Record<string, { data?: Record<string, unknown> }>).map(
          ([locale, { data }]) => [locale, data] as [string, Record<string, unknown> | undefined],
        ),
      ]
      const problems = languages.flatMap(([locale, data]) => {
        if (!data) return []
        const { fields, source } = split(data)
        // Named in the content manager's own language: "English text, line 12: …", "Romanian text, …".
        const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale
        return textProblems(fields, source).map((problem) => `${language} ${problem}`)
      })
      // Decap stops the save and shows this message; nothing is written.
      if (problems.length > 0) throw new Error(`Not saved: ${problems.join('; ')}`)
      return undefined
    },
  } as unknown as Parameters<CMS['registerEventListener']>[0])
}
