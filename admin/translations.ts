/**
 * A new entry's translation that holds no words of its own is not written. Decap writes a file per
 * language on every save of a new entry: for a post written in English only, a Romanian file of the
 * fields it copies from English (date, category, author, picture…) and nothing else, which the
 * site would read as an untranslated page anyway, and which a reviewer would have to read. Here:
 *
 * - before a save, the Romanian data that is nothing but copies of the English values is noted;
 * - the writer (admin/formats.ts) writes such data of a file that does not exist yet as UNWRITTEN;
 * - the backends drop a file written so from the commit, whichever backend saves it (GitHub for the
 *   published site, the proxy for decap-server on this machine).
 *
 * A translation file that exists is always written (byte for byte as it was, when unchanged).
 */
import type { CMS } from 'decap-cms-core'
import { GitHubBackend } from 'decap-cms-backend-github'
import { ProxyBackend } from 'decap-cms-backend-proxy'
import { written } from '../lib/content/canonical'
import { DEFAULT_LOCALE } from '../lib/shared/locales'

/** What the writer returns for a file that is not to be written; never reaches a file. */
export const UNWRITTEN = '# not written: a translation with no words of its own\n'

/** The translations, as JSON, that are only copies of the English fields, noted before a save. */
const copiesOnly = new Set<string>()

const key = (fields: Record<string, unknown>) => JSON.stringify(written(fields))

/** Whether the writer should leave this new file unwritten. */
export function isCopyOnly(fields: Record<string, unknown>): boolean {
  return copiesOnly.has(key(fields))
}

interface ImmutableLike {
  toJS(): unknown
  get(key: string): ImmutableLike | undefined
}

export function registerTranslations(cms: CMS, withoutSource: (data: Record<string, unknown>) => Record<string, unknown>): void {
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }: { entry: ImmutableLike }) => {
      copiesOnly.clear()
      const english = withoutSource((entry.get('data')?.toJS() ?? {}) as Record<string, unknown>)
      const translations = (entry.get('i18n')?.toJS() ?? {}) as Record<string, { data?: Record<string, unknown> }>
      for (const [locale, { data }] of Object.entries(translations)) {
        if (locale === DEFAULT_LOCALE || !data) continue
        const fields = withoutSource(data)
        const own = Object.entries(written(fields) as Record<string, unknown>)
        const copies = own.every(([field, value]) => JSON.stringify(value) === JSON.stringify(written(english[field])))
        if (copies && key(fields) !== key(english)) copiesOnly.add(key(fields))
      }
      return undefined
    },
  } as unknown as Parameters<CMS['registerEventListener']>[0])

  for (const Backend of [GitHubBackend, ProxyBackend]) {
    const persist = Backend.prototype.persistEntry
    Backend.prototype.persistEntry = function (entry, options) {
      return persist.call(this, { ...entry, dataFiles: entry.dataFiles.filter((file) => file.raw !== UNWRITTEN) }, options)
    }
  }
}
