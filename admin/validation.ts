/**
 * What the content check refuses in an entry is refused on save, in the check's own words: its
 * fields, checked by the collection's schema as the check reads them from the file the content
 * manager will write (a `javascript:` address, a related post too many, a text `npm run new` wrote
 * left in a published page…), and its text, by the lines of its own box (a `javascript:` or
 * `http://` link, raw HTML, a picture from another site, a skipped heading level: the rules of
 * lib/content/markdown.ts, which the check, the build and the preview all run), and its links to
 * pages of the site that lead nowhere (admin/links.ts). Decap shows the reason and keeps the entry
 * as it is.
 */
import type { CMS } from 'decap-cms-core'
import YAML from 'yaml'
import { BODY, readMarkdown, writeMarkdown, writeYaml } from '../lib/content/canonical'
import { COLLECTIONS } from '../lib/content/registry'
import { schemas } from '../lib/content/schemas'
import { unfinished } from '../lib/content/unfinished'
import { zodProblems } from '../lib/content/zodMessages'
import { studioDate } from '../lib/content/schedule'
import { DEFAULT_LOCALE } from '../lib/shared/locales'
import type { EntryPages } from './links'
import { entrySearch } from './referrers'
import { refuse } from './refusals'

interface ImmutableLike {
  toJS(): unknown
  get(key: string): ImmutableLike | undefined
}

/**
 * The problems of an entry's fields, as the check words them (`summary: …`), read from the file
 * the content manager will write, by the schema of its collection (`collection`: its key in the
 * registry). Entries of other collections are left to the check.
 */
export function fieldProblems(collection: string, fields: Record<string, unknown>, source: string | undefined): string[] {
  const type = COLLECTIONS.find((c) => c.key === collection)
  if (!type) return []
  const options = source === undefined ? {} : { source }
  const data =
    type.format === 'markdown'
      ? (({ [BODY]: _body, ...front }) => front)(readMarkdown(writeMarkdown(fields, options)))
      : ((YAML.parse(writeYaml(fields, options)) as Record<string, unknown> | null) ?? {})
  const result = schemas[type.schema].safeParse(data)
  const problems = result.success ? [] : zodProblems('', result.error)
  if (data.draft !== true) problems.push(...unfinished('', data))
  return problems.map((p) => (p.field ? `${p.field}: ${p.message}` : p.message))
}

export function registerValidation(
  cms: CMS,
  split: (data: Record<string, unknown>) => { fields: Record<string, unknown>; source: string | undefined },
  /** A new translation the writer leaves unwritten (admin/translations.ts): nothing to check. */
  isCopyOnly: (fields: Record<string, unknown>) => boolean,
): void {
  cms.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }: { entry: ImmutableLike }) => {
      const collection = String(entry.get('collection') ?? '')
      const languages: Array<[string, Record<string, unknown> | undefined]> = [
        [DEFAULT_LOCALE, entry.get('data')?.toJS() as Record<string, unknown> | undefined],
        ...Object.entries((entry.get('i18n')?.toJS() ?? {}) as Record<string, { data?: Record<string, unknown> }>).map(
          ([locale, { data }]) => [locale, data] as [string, Record<string, unknown> | undefined],
        ),
      ]
      // The pages of every entry, read only when a link needs them (the search, lent by a control, may not be there yet).
      let pages: Promise<EntryPages> | undefined
      const pagesOfEntries = () =>
        (pages ??= entrySearch()
          ? import('./links').then(({ entryPages }) => entryPages(entrySearch()!, studioDate(new Date())))
          : Promise.resolve({ published: new Set(), leftOut: new Map() }))
      const problems = (
        await Promise.all(
          languages.map(async ([locale, data]) => {
            if (!data) return []
            const { fields, source } = split(data)
            // A new translation with no words of its own is not written (admin/translations.ts).
            if (source === undefined && isCopyOnly(fields)) return []
            // Named in the content manager's own language: "English text, line 12: …", "Romanian summary: …".
            const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale
            // The Markdown pipeline the text and link checks run is loaded with the first save, not with the first screen.
            const [{ textProblems }, { pageLinks, linkProblems, siteAnswers }] = await Promise.all([import('./textChecks'), import('./links')])
            const links = pageLinks(fields)
            const broken = links.length === 0 ? [] : await linkProblems(links, await pagesOfEntries(), siteAnswers)
            return [...fieldProblems(collection, fields, source), ...textProblems(fields), ...broken].map((problem) => `${language} ${problem}`)
          }),
        )
      ).flat()
      // Decap stops the save and shows this message; nothing is written.
      if (problems.length > 0) refuse(`Not saved: ${problems.join('; ')}`)
      return undefined
    },
  } as unknown as Parameters<CMS['registerEventListener']>[0])
}
