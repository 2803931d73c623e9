/**
 * How the content manager reads and writes content files: with the site's own writers
 * (lib/content/canonical.ts), not Decap's, so that a save changes the lines of the fields the editor
 * changed and nothing else. Decap hands a format only the fields, so the file's text as it was read
 * travels with them in SOURCE (Decap keeps fields it has no widget for), and the writer puts the new
 * values into it: comments, order, quoting and folding stay, and a file whose fields did not change
 * (the other language's, when one was edited) is written back byte for byte.
 */
import type { CMS } from 'decap-cms-core'
import { CMS_FORMATS, readMarkdown, writeMarkdown, writeYaml } from '../lib/content/canonical'
import { parse } from 'yaml'
import { DAY_IN_LIST, TRANSLATIONS_IN_LIST } from '../lib/content/cmsNames'
import { dayInList } from './dayField'
import { translationNoteFor } from './translationState'
import { isCopyOnly, registerTranslations, UNWRITTEN } from './translations'
import { registerValidation } from './validation'

/** The field that carries a file's text from reading to writing; never written into the file. */
export const SOURCE = '__source'

type Fields = Record<string, unknown>

function split(data: Fields): { fields: Fields; source: string | undefined } {
  const { [SOURCE]: source, [DAY_IN_LIST]: _day, [TRANSLATIONS_IN_LIST]: _translations, ...fields } = data
  // Decap reads a translation that has no file yet as an empty text: it has no text of its own.
  return { fields, source: typeof source === 'string' && source !== '' ? source : undefined }
}

const withoutSource = (data: Fields) => split(data).fields

const orderOf = (order: unknown): string[] | undefined => (Array.isArray(order) ? order.filter((f): f is string => typeof f === 'string') : undefined)

type Writer = (fields: Fields, options: { source?: string; order?: readonly string[] }) => string

/** A format of Decap that reads with `read` and writes with the site's `write`, the file's text travelling in SOURCE. */
function siteFormat(read: (text: string) => Fields, write: Writer) {
  return {
    fromFile: (text: string) => {
      const fields = read(text)
      const day = dayInList(fields.date)
      const translations = translationNoteFor(text)
      return { ...fields, ...(day ? { [DAY_IN_LIST]: day } : {}), ...(translations ? { [TRANSLATIONS_IN_LIST]: translations } : {}), [SOURCE]: text }
    },
    toFile: (data: Fields, order?: unknown) => {
      const { fields, source } = split(data)
      if (source === undefined && isCopyOnly(fields)) return UNWRITTEN
      const fieldOrder = orderOf(order)
      return write(fields, { ...(source !== undefined ? { source } : {}), ...(fieldOrder ? { order: fieldOrder } : {}) })
    },
  }
}

export function registerFormats(cms: CMS): void {
  registerTranslations(cms, withoutSource)
  registerValidation(cms, split, isCopyOnly)
  cms.registerCustomFormat(CMS_FORMATS.markdown, 'md', siteFormat(readMarkdown, writeMarkdown))
  cms.registerCustomFormat(
    CMS_FORMATS.yaml,
    'yaml',
    siteFormat((text) => (parse(text) as Fields | null) ?? {}, writeYaml),
  )
}
