/**
 * The Decap CMS configuration (public/admin/config.yml), made from the content registry and the
 * zod schemas, never written by hand: every collection of `COLLECTIONS` is a folder collection,
 * `site.yaml` and every file of `PAGE_FILES` a file of a file collection, and every field of their
 * schemas the Decap widget that writes what the schema accepts.
 *
 * The schemas are read generically, by their zod definitions (`_zod.def`), as
 * lib/content/references.ts reads them: a new collection, page file or field appears in the CMS
 * with no code here. The hints are the fields' descriptions, the schema's `.meta({ description })`,
 * as the content guide shows them.
 */
import YAML from 'yaml'
import { labelOf } from '../../lib/content/labels'
import { CMS_FORMATS } from '../../lib/content/canonical'
import { cmsFileName, DAY_IN_LIST, DAY_WIDGET, PAGES_COLLECTION, SCHEDULES_OPTION, SITE_COLLECTION, TRANSLATIONS_IN_LIST } from '../../lib/content/cmsNames'
import { LOCAL_BACKEND_PATH } from './cmsBackendProxy'
import type { z } from 'zod'
import { COLLECTIONS, type CollectionType } from '../../lib/content/registry'
import type { ReferenceKind } from '../../lib/content/registry'
import { PAGE_FILES, schemas } from '../../lib/content/schemas'
import { isSameInEveryLanguage } from '../../lib/content/translation'
import { defOf, metaOf, wrapped, type Def } from '../../lib/content/zodSchema'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '../../lib/shared/locales'
import { localeFileName } from '../../lib/content/load'
import { SITE_MODULE } from '../../lib/content/registry'
import { AUTH_PATH } from '../../lib/cmsSignIn'

/** A field of Decap's configuration (the keys this generator writes). */
export interface CmsField {
  label: string
  name: string
  widget: string
  /** Written in each language (`true`), or the same in every language and copied from English (`duplicate`). */
  i18n?: true | 'duplicate'
  required?: false
  hint?: string
  default?: unknown
  pattern?: [string, string]
  // string / text / markdown / datetime / number
  format?: string
  // day (admin/dayField.tsx): the field says when the entry is scheduled
  [SCHEDULES_OPTION]?: true
  value_type?: 'int' | 'float'
  min?: number
  max?: number
  step?: number
  // select / relation
  options?: string[]
  multiple?: boolean
  collection?: string
  file?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  // image: where the media library lists and uploads this field's pictures (`mediaFolder` of the schema)
  choose_url?: boolean
  media_folder?: string
  public_folder?: string
  // markdown: the editing modes offered, the first one opening
  modes?: Array<'raw' | 'rich_text'>
  // object / list
  collapsed?: boolean
  summary?: string
  fields?: CmsField[]
  field?: CmsField
  types?: CmsField[]
  typeKey?: string
}

export interface CmsFolderCollection {
  name: string
  label: string
  label_singular: string
  description?: string
  folder: string
  media_folder?: string
  public_folder?: string
  /** Markdown files with front matter, or YAML files (a collection's `format`). */
  extension: 'md' | 'yaml'
  format: (typeof CMS_FORMATS)[keyof typeof CMS_FORMATS]
  create: true
  slug: string
  identifier_field?: string
  preview_path: string
  /** What each entry of the list shows: its title, and its day when it has one. */
  summary?: string
  /** The fields the list can be sorted by, the one it opens sorted by marked. */
  sortable_fields: Array<string | { field: string; default_sort: 'asc' | 'desc' }>
  i18n: true
  fields: CmsField[]
}

export interface CmsFile {
  name: string
  label: string
  file: string
  fields: CmsField[]
}

export interface CmsFileCollection {
  name: string
  label: string
  description?: string
  extension: 'yaml'
  format: typeof CMS_FORMATS.yaml
  files: CmsFile[]
}

export interface CmsConfig {
  backend: { name: 'github'; repo: string; branch: string; base_url?: string; auth_endpoint?: string } | { name: 'proxy'; proxy_url: string; branch: string }
  publish_mode: 'editorial_workflow'
  /** Only in the development server's copy (`withLocalBackend`), never in the file the build publishes. */
  local_backend?: { url: string }
  site_url?: string
  display_url?: string
  media_folder: string
  public_folder: string
  slug: { encoding: 'ascii'; clean_accents: true; sanitize_replacement: '-' }
  /** Every file in every language, side by side: `rpa.en.md` and its translation `rpa.ro.md`. */
  i18n: { structure: 'multiple_files'; locales: string[]; default_locale: string }
  collections: Array<CmsFolderCollection | CmsFileCollection>
}

/** Where the content manager finds its local backend in the end-to-end tests (cmsLocalBackend.ts). */
export { LOCAL_BACKEND_PATH } from './cmsBackendProxy'

/** The proxy backend's address when site.yaml names no GitHub repository: on the site itself (see generateCmsConfig). */
export const NO_REPOSITORY_PROXY_URL = '/admin/api/v1'

/**
 * The configuration as the development server serves it at /admin/config.yml: the generated file
 * (public/admin/config.yml, which the build publishes as it is) with Decap's `local_backend`, so the
 * CMS of `npm run edit` saves through decap-server into this working tree. Decap uses a local
 * backend only when the page itself is on localhost, and then in place of `backend`. It is reached
 * through the development server, at an address with the session's token (`localBackendPath`, see
 * cmsBackendProxy.ts). With `branch`, the entries' branches start from it and Publish merges into it.
 */
export function withLocalBackend(configYaml: string, url: string = LOCAL_BACKEND_PATH, branch?: string): string {
  const doc = YAML.parseDocument(configYaml)
  doc.set('local_backend', { url })
  // `npm run edit -- --workflow`: the branch of decap-server's own worktree (scripts/lib/cmsWorkflow.ts).
  if (branch) doc.setIn(['backend', 'branch'], branch)
  return doc.toString({ lineWidth: 0 })
}

/** What of `content/site.yaml` the configuration uses. */
export interface SiteSettings {
  url?: string
  repository?: { url: string; branch?: string; cmsAuthUrl?: string }
}

/**
 * Where the names a reference names live, when they are not the files of a collection: a list of a
 * file of content/pages and the field of each item that is the name. A reference whose kind is a
 * collection's `name` (`post`, `industry`) names a file of that collection, by its file name.
 */
export const NAMED_IN_PAGE_FILES: Partial<Record<ReferenceKind, { page: keyof typeof PAGE_FILES; list: string; field: string }>> = {
  author: { page: 'blog', list: 'authors', field: 'name' },
  work: { page: 'portfolio', list: 'items', field: 'title' },
  testimonial: { page: 'aboutUs', list: 'testimonials.items', field: 'name' },
}

export { PAGES_COLLECTION, SITE_COLLECTION } from '../../lib/content/cmsNames'

/** A field a Decap widget cannot edit: it is left out, and Decap keeps its value as the file has it. */
export interface SkippedField {
  file: string
  field: string
  why: string
}

export interface GenerateOptions {
  site: SiteSettings
  /** The content folder as the repository names it. */
  contentDir?: string
}

export { labelOf } from '../../lib/content/labels'

/** `A blog post` → `Blog post`; `An industry` → `Industry`. */
function singular(label: string): string {
  const word = label.replace(/^(an?|the)\s+/i, '')
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/** `Blog post` → `Blog posts`, `Industry` → `Industries`, `Case study` → `Case studies`. */
function plural(label: string): string {
  if (/[^aeiou]y$/i.test(label)) return `${label.slice(0, -1)}ies`
  if (/(s|x|ch|sh)$/i.test(label)) return `${label}es`
  return `${label}s`
}

/** A schema with its wrappers taken off, and what they said. */
interface Unwrapped {
  schema: z.ZodType
  optional: boolean
  defaultValue: unknown
  meta: Record<string, unknown>
}

function unwrap(schema: z.ZodType): Unwrapped {
  let current = schema
  let optional = false
  let defaultValue: unknown
  const meta: Record<string, unknown> = {}
  for (let depth = 0; depth < 20; depth++) {
    // The outer wrapper's metadata wins over the inner one's.
    for (const [key, value] of Object.entries(metaOf(current) ?? {})) if (!(key in meta)) meta[key] = value
    const def = defOf(current)
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault') optional = true
    if ((def.type === 'default' || def.type === 'prefault') && defaultValue === undefined) {
      const value = def.defaultValue
      defaultValue = typeof value === 'function' ? (value as () => unknown)() : value
    }
    // A transform after the check (`.transform(String)`) wraps its input: what the editor writes.
    const inner = wrapped(current)
    if (!inner) break
    current = inner
  }
  return { schema: current, optional, defaultValue, meta }
}

interface StringFacts {
  format?: string
  pattern?: RegExp
  message?: string
  minLength?: number
}

/** The format, the pattern (with the schema's own message) and the least length of a string schema. */
function stringFacts(def: Def): StringFacts {
  const facts: StringFacts = {}
  const checks = [def, ...((def.checks as Array<{ _zod: { def: Def } }> | undefined) ?? []).map((c) => c._zod.def)]
  for (const check of checks) {
    if (check.check === 'min_length' && typeof check.minimum === 'number') facts.minLength = Math.max(facts.minLength ?? 0, check.minimum)
    if (check.check !== 'string_format' && typeof check.format !== 'string') continue
    const format = check.format as string | undefined
    if (format && format !== 'regex' && !facts.format) facts.format = format
    if (check.pattern instanceof RegExp && !facts.pattern) {
      facts.pattern = check.pattern
      const error = check.error as ((issue: unknown) => unknown) | undefined
      const said = error?.({ code: 'invalid_format', format, input: '', pattern: check.pattern })
      const message = typeof said === 'string' ? said : (said as { message?: string } | undefined)?.message
      if (message) facts.message = message
    }
  }
  return facts
}

/** Pictures in content/media: a pattern that accepts media paths and nothing else. */
function isMediaPattern(pattern: RegExp): boolean {
  const ok = ['/media/picture.svg', '/media/art/photo.png'].every((v) => pattern.test(v))
  const no = ['/contact/', 'picture.svg', 'https://example.org/a.png'].every((v) => !pattern.test(v))
  return ok && no
}

/** Long texts get a text area: those the schema describes as sentences or paragraphs, and the usual names of prose. */
function isProse(name: string, description: string | undefined): boolean {
  if (/^(text\d*|summary|intro|description|bio|answer|paragraphs|quote|message)$/i.test(name)) return true
  return /\b(sentences?|paragraphs?)\b/i.test(description ?? '')
}

/** Whether the JavaScript source of a pattern means the same to Decap, which reads it with `RegExp(source)`. */
function portablePattern(pattern: RegExp): string | undefined {
  return pattern.flags.replace(/[gy]/g, '') === '' ? pattern.source : undefined
}

interface WalkContext {
  /** The file or folder, for the list of skipped fields. */
  file: string
  skipped: SkippedField[]
  collections: readonly CollectionType[]
  /** content/media, where the pictures are (a field's media folder is a folder of it). */
  mediaRoot: string
}

/**
 * Decap's media folder and public folder for a folder of content/media (`art/blog`): the media
 * library opened from such a field lists that folder's pictures and uploads into it, and the field
 * gets its `/media/…` path.
 */
export function mediaFolders(mediaRoot: string, folder: string): { media_folder: string; public_folder: string } {
  return { media_folder: `/${mediaRoot}/${folder}`, public_folder: `/media/${folder}` }
}

/** A field's description, from the schema's `.meta({ description })` (or that of the schema it wraps). */
function describe(meta: Record<string, unknown>): string | undefined {
  return typeof meta.description === 'string' ? meta.description : undefined
}

/** The relation widget's settings for a reference of `kind`. */
function relationFor(kind: string, ctx: WalkContext): Pick<CmsField, 'collection' | 'file' | 'value_field' | 'search_fields' | 'display_fields'> {
  const target = ctx.collections.find((c) => c.name === kind)
  if (target) return { collection: target.key, value_field: '{{slug}}', search_fields: ['title'], display_fields: ['title'] }
  const named = NAMED_IN_PAGE_FILES[kind as ReferenceKind]
  if (named) {
    const field = `${named.list}.*.${named.field}`
    return { collection: PAGES_COLLECTION, file: named.page, value_field: field, search_fields: [field], display_fields: [field] }
  }
  throw new Error(
    `The schemas mark a field as a reference to "${kind}", which is neither a collection's name in lib/content/registry.ts nor listed in NAMED_IN_PAGE_FILES (scripts/lib/cmsConfig.ts).`,
  )
}

/** The Decap field for one schema field, or undefined when no widget can edit it. */
function fieldFor(name: string, raw: z.ZodType, path: string, ctx: WalkContext): CmsField | undefined {
  const { schema, optional, defaultValue, meta } = unwrap(raw)
  const def = defOf(schema)
  const hint = describe(meta)
  // A developer's setting (the repository, the analytics ids): left to the file, which keeps it.
  if (meta.developerOnly === true) {
    ctx.skipped.push({ file: ctx.file, field: path, why: 'a developer sets it in the file' })
    return undefined
  }
  // The schema's own label (`.meta({ title })`), or one made from the field's name.
  const base: CmsField = { label: typeof meta.title === 'string' ? meta.title : labelOf(name), name, widget: 'string' }
  if (optional) base.required = false
  if (hint) base.hint = hint
  if (defaultValue !== undefined && !(Array.isArray(defaultValue) && defaultValue.length === 0) && !(isPlainObject(defaultValue) && Object.keys(defaultValue).length === 0)) {
    base.default = defaultValue
  }
  const reference = typeof meta.reference === 'string' ? meta.reference : undefined
  if (reference) return { ...base, widget: 'relation', ...relationFor(reference, ctx) }

  switch (def.type) {
    case 'string': {
      const facts = stringFacts(def)
      // The admin's own day field (admin/dayField.tsx): it refuses a day the calendar does not have.
      if (facts.format === 'date') return { ...base, widget: DAY_WIDGET }
      if (facts.format === 'datetime') return { ...base, widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ssZ' }
      const field: CmsField = { ...base, widget: facts.pattern && isMediaPattern(facts.pattern) ? 'image' : isProse(name, hint) ? 'text' : 'string' }
      // A picture is chosen from (or uploaded to) content/media, never typed: the widget writes the
      // /media/… path itself. (Decap checks a pattern against the picture it shows, not that path, and
      // refused to save an entry whose picture was untouched.)
      if (field.widget === 'image') {
        field.choose_url = false
        if (typeof meta.mediaFolder === 'string') Object.assign(field, mediaFolders(ctx.mediaRoot, meta.mediaFolder))
        return field
      }
      const source = facts.pattern && portablePattern(facts.pattern)
      if (source) field.pattern = [source, facts.message ?? (facts.format === 'email' ? 'expected an e-mail address' : `expected text matching ${source}`)]
      return field
    }
    case 'number': {
      const checks = ((def.checks as Array<{ _zod: { def: Def } }> | undefined) ?? []).map((c) => c._zod.def)
      const field: CmsField = { ...base, widget: 'number', value_type: checks.some((c) => c.format === 'safeint' || c.format === 'int32') ? 'int' : 'float' }
      for (const check of checks) {
        if (check.check === 'greater_than' && typeof check.value === 'number') field.min = check.inclusive ? check.value : check.value + (field.value_type === 'int' ? 1 : 0)
        if (check.check === 'less_than' && typeof check.value === 'number') field.max = check.inclusive ? check.value : check.value - (field.value_type === 'int' ? 1 : 0)
      }
      if (field.value_type === 'int') field.step = 1
      return field
    }
    case 'boolean': {
      // A yes/no that is no when left out stays out of the file until the editor switches it on, as
      // hand-written files leave `draft: false` and `featured: false` out.
      const { default: usual, ...rest } = base
      return { ...rest, widget: 'boolean', ...(usual === true ? { default: true } : {}) }
    }
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries as Record<string, string>).map(String) }
    case 'literal': {
      const values = def.values as unknown[]
      return { ...base, widget: 'hidden', default: values[0] }
    }
    case 'object': {
      const fields = fieldsOf(schema, `${path}.`, ctx)
      // A group whose every field is a developer's shows nothing to edit.
      if (fields.length === 0) return undefined
      // An optional group left out (a hero without a picture): Decap would still demand its required
      // fields and refuse every save of the entry. Its fields are optional in the form; the schema,
      // run before each save (admin/validation.ts), still refuses a picture without its description.
      if (optional) for (const field of fields) field.required = false
      // Small groups (a picture and its description) stay open; larger ones open on demand.
      return { ...base, widget: 'object', ...(fields.length > 3 ? { collapsed: true } : {}), fields }
    }
    case 'array':
      return listFor(base, def, path, ctx)
    case 'union': {
      // A choice between kinds of value (a year as a number or a text): the first kind Decap can edit.
      for (const option of def.options as z.ZodType[]) {
        const field = fieldFor(name, option, path, { ...ctx, skipped: [] })
        if (field) return { ...field, ...pick(base, ['required', 'hint', 'default']) }
      }
      break
    }
  }
  ctx.skipped.push({ file: ctx.file, field: path, why: `no Decap widget edits a ${def.type}` })
  return undefined
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value)
}

function pick<T extends object, K extends keyof T>(value: T, keys: K[]): Partial<T> {
  return Object.fromEntries(keys.filter((k) => value[k] !== undefined).map((k) => [k, value[k]])) as unknown as Partial<T>
}

/** A list: of texts, of choices, of references, of groups, or of kinds of section (a discriminated union). */
function listFor(base: CmsField, def: Def, path: string, ctx: WalkContext): CmsField | undefined {
  const bounds: Pick<CmsField, 'min' | 'max'> = {}
  for (const check of ((def.checks as Array<{ _zod: { def: Def } }> | undefined) ?? []).map((c) => c._zod.def)) {
    if (check.check === 'min_length' && typeof check.minimum === 'number' && check.minimum > 0) bounds.min = check.minimum
    if (check.check === 'max_length' && typeof check.maximum === 'number') bounds.max = check.maximum
  }
  const element = unwrap(def.element as z.ZodType)
  const elementDef = defOf(element.schema)
  const reference = typeof element.meta.reference === 'string' ? element.meta.reference : undefined
  if (reference) return { ...base, widget: 'relation', multiple: true, ...bounds, ...relationFor(reference, ctx) }
  if (elementDef.type === 'enum') return { ...base, widget: 'select', multiple: true, ...bounds, options: Object.values(elementDef.entries as Record<string, string>).map(String) }
  if (elementDef.type === 'object') {
    const fields = fieldsOf(element.schema, `${path}.`, ctx)
    return { ...base, widget: 'list', collapsed: true, ...bounds, ...summaryOf(fields), fields }
  }
  if (elementDef.type === 'union' && typeof elementDef.discriminator === 'string') {
    const typeKey = elementDef.discriminator
    const types = (elementDef.options as z.ZodType[]).flatMap((option) => {
      const shape = defOf(unwrap(option).schema).shape as Record<string, z.ZodType> | undefined
      const tag = shape?.[typeKey] && defOf(unwrap(shape[typeKey]).schema)
      const value = tag?.type === 'literal' ? (tag.values as unknown[])[0] : undefined
      if (typeof value !== 'string') return []
      const fields = fieldsOf(unwrap(option).schema, `${path}.`, ctx).filter((f) => f.name !== typeKey)
      const label = describe(unwrap(option).meta)
      return [{ label: labelOf(value), name: value, widget: 'object', ...(label ? { hint: label } : {}), ...summaryOf(fields), fields }]
    })
    return { ...base, widget: 'list', collapsed: true, ...bounds, typeKey, types }
  }
  const item = fieldFor(singularName(base.name), def.element as z.ZodType, path, ctx)
  if (!item) return undefined
  // A list described as paragraphs or sentences holds long texts.
  if (item.widget === 'string' && isProse(base.name, base.hint)) item.widget = 'text'
  // Decap's list of single values: each item is the item field's widget, without a label or hint of
  // its own; its bar shows the item's value (Decap shows the field's label otherwise).
  const { hint: _hint, required: _required, ...field } = item
  return { ...base, widget: 'list', ...bounds, summary: `{{fields.${field.name}}}`, field }
}

/** The line Decap shows for a collapsed list item: its first naming field. */
function summaryOf(fields: CmsField[]): Pick<CmsField, 'summary'> {
  const naming = fields.find((f) => /^(title|name|label|question|heading|year)$/.test(f.name) && (f.widget === 'string' || f.widget === 'number' || f.widget === 'select'))
  return naming ? { summary: `{{fields.${naming.name}}}` } : {}
}

function singularName(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`
  if (name.endsWith('s') && !name.endsWith('ss')) return name.slice(0, -1)
  return name
}

/** The fields of an object schema, in its own order: the order the CMS writes them in the file. */
function fieldsOf(schema: z.ZodType, prefix: string, ctx: WalkContext): CmsField[] {
  const def = defOf(unwrap(schema).schema)
  if (def.type !== 'object') throw new Error(`${ctx.file}: expected an object schema, found ${def.type}`)
  const shape = def.shape as Record<string, z.ZodType>
  return Object.entries(shape).flatMap(([name, child]) => {
    const field = fieldFor(name, child, `${prefix}${name}`, ctx)
    if (!field) return []
    // A file's own fields say whether a translator writes them or Decap copies them from English
    // (the loader's rule, lib/content/translation.ts); the fields inside a group follow the group.
    return prefix === '' ? [{ ...field, i18n: isSameInEveryLanguage(child) ? ('duplicate' as const) : true }] : [field]
  })
}

/** The Decap fields of one schema, for a file or folder (named in `skipped`). */
export function schemaFields(
  schema: z.ZodType,
  { file = 'file', collections = COLLECTIONS }: { file?: string; collections?: readonly CollectionType[] } = {},
): { fields: CmsField[]; skipped: SkippedField[] } {
  const skipped: SkippedField[] = []
  return { fields: fieldsOf(schema, '', { file, skipped, collections, mediaRoot: 'content/media' }), skipped }
}

/**
 * The fields a collection's list sorts by, opening as the site lists the entries: the newest first
 * (posts), in their own order (services), or by title.
 */
function sortableFields(names: ReadonlySet<string>): CmsFolderCollection['sortable_fields'] {
  const fields = ['title', 'date', 'order', 'updated'].filter((f) => names.has(f))
  const first = names.has('date') ? 'date' : names.has('order') ? 'order' : names.has('title') ? 'title' : undefined
  return fields.map((field) => (field === first ? { field, default_sort: field === 'date' ? 'desc' : 'asc' } : field))
}

/** `https://github.com/owner/name(.git)` → `owner/name`. */
export function githubRepo(url: string): string | undefined {
  const match = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url)
  return match ? `${match[1]}/${match[2]}` : undefined
}

export interface Generated {
  config: CmsConfig
  skipped: SkippedField[]
}

/** A file collection's fields, which say nothing of languages (Decap allows that only in collections of one file per language). */
function stripI18n(fields: CmsField[]): CmsField[] {
  return fields.map(({ i18n: _i18n, ...field }) => field)
}

/**
 * Where the content manager signs editors in to GitHub: Netlify's own service when no address is
 * given; the site's own Pages Functions (functions/admin/auth.ts, lib/cmsSignIn.ts) when the address
 * is the site's; another OAuth proxy (answering /auth and /callback) at any other address.
 */
export function signIn(siteUrl: string | undefined, authUrl: string | undefined): { base_url?: string; auth_endpoint?: string } {
  if (!authUrl) return {}
  const origin = new URL(authUrl).origin
  if (siteUrl && new URL(siteUrl).origin === origin) return { base_url: origin, auth_endpoint: AUTH_PATH.replace(/^\//, '') }
  return { base_url: authUrl.replace(/\/+$/, '') }
}

/** The whole configuration. */
export function generateCmsConfig({ site, contentDir = 'content' }: GenerateOptions, collections: readonly CollectionType[] = COLLECTIONS): Generated {
  const skipped: SkippedField[] = []
  const ctx = (file: string): WalkContext => ({ file, skipped, collections, mediaRoot: `${contentDir}/media` })

  const folderCollections: CmsFolderCollection[] = collections.map((c) => {
    const schema = schemas[c.schema]
    const fields = fieldsOf(schema, '', ctx(`${contentDir}/${c.folder}/`))
    const names = new Set(fields.map((f) => f.name))
    // An entry's own date after today schedules it (lib/content/schedule.ts): its field says so.
    for (const field of fields) if (field.name === 'date' && field.widget === DAY_WIDGET) field[SCHEDULES_OPTION] = true
    const one = singular(c.label)
    return {
      name: c.key,
      label: plural(one),
      label_singular: one,
      folder: `${contentDir}/${c.folder}`,
      // Its pictures, those of its text included, are listed and uploaded there.
      ...(c.mediaFolder ? mediaFolders(`${contentDir}/media`, c.mediaFolder) : {}),
      // Written by the site's own writers (lib/content/canonical.ts, registered in admin/formats.ts).
      ...(c.format === 'yaml' ? { extension: 'yaml' as const, format: CMS_FORMATS.yaml } : { extension: 'md' as const, format: CMS_FORMATS.markdown }),
      create: true,
      slug: '{{slug}}',
      ...(names.has('title') ? { identifier_field: 'title' } : {}),
      preview_path: c.address('{{slug}}').replace(/^\//, ''),
      // The title, the day of a dated entry, and the languages it has no file in yet.
      ...(names.has('title') ? { summary: `{{title}}${names.has('date') ? ` · {{${DAY_IN_LIST}}}` : ''}{{${TRANSLATIONS_IN_LIST}}}` } : {}),
      sortable_fields: sortableFields(names),
      i18n: true as const,
      // A Markdown file's text below its front matter; a YAML file has none.
      fields:
        c.format === 'yaml'
          ? fields
          : [
              ...fields,
              // Markdown first: what the editor types is saved as typed (the rich-text mode escapes a
              // typed "##"), and the guide teaches Markdown. The rich-text mode stays one click away.
              {
                label: 'Text',
                name: 'body',
                widget: 'markdown',
                modes: ['raw', 'rich_text'],
                i18n: true,
                required: false,
                hint: 'The text of the page, in Markdown, below the fields above: ## starts a heading, - a list item, [words](/contact/) a link.',
              },
            ],
    }
  })

  // Decap edits the languages of a single file side by side only when they share one file: each
  // language's file (site.en.yaml, site.ro.yaml) is an entry of its own, English first, named as
  // editors read it: "Site settings", "Site settings, in Romanian".
  const inEachLanguage = (name: string, label: string, file: string, schema: z.ZodType): CmsFile[] =>
    LOCALES.map((locale) => {
      const localeFile = `${contentDir}/${localeFileName(file, locale)}`
      const fields = stripI18n(fieldsOf(schema, '', ctx(localeFile)))
      return locale === DEFAULT_LOCALE
        ? { name, label, file: localeFile, fields }
        : { name: cmsFileName(name, locale), label: `${label}, in ${LOCALE_INFO[locale].english}`, file: localeFile, fields }
    })

  const siteCollection: CmsFileCollection = {
    name: SITE_COLLECTION,
    label: 'Whole site',
    description: 'Company details, the menu, social links and the small texts of the interface, in English and in Romanian.',
    extension: 'yaml',
    format: CMS_FORMATS.yaml,
    files: inEachLanguage(SITE_COLLECTION, 'Site settings', SITE_MODULE.file, schemas.site),
  }

  const pageKeys = (Object.keys(PAGE_FILES) as Array<keyof typeof PAGE_FILES>).sort((a, b) => PAGE_FILES[a].localeCompare(PAGE_FILES[b]))
  const pagesCollection: CmsFileCollection = {
    name: PAGES_COLLECTION,
    label: 'Pages',
    description: 'The texts of the home page and the other pages, each in English and in Romanian.',
    extension: 'yaml',
    format: CMS_FORMATS.yaml,
    files: pageKeys.flatMap((key) => inEachLanguage(key, labelOf(key), PAGE_FILES[key], schemas.pages[key])),
  }

  const repo = site.repository && githubRepo(site.repository.url)
  const branch = site.repository?.branch ?? 'main'
  const backend: CmsConfig['backend'] = repo
    ? { name: 'github', repo, branch, ...signIn(site.url, site.repository?.cmsAuthUrl) }
    : // No GitHub repository in site.yaml: only the local backend of `npm run edit` can save, and
      // the development server adds it (withLocalBackend), which Decap then uses in place of this.
      // This file is also the published site's, so it names no address on the editor's machine:
      // Decap's proxy backend at an address of the site itself, where a static host answers
      // nothing, so the published content manager says it cannot load the entries instead of
      // reaching for a server on whoever opens it.
      { name: 'proxy', proxy_url: NO_REPOSITORY_PROXY_URL, branch }

  const config: CmsConfig = {
    backend,
    publish_mode: 'editorial_workflow',
    ...(site.url ? { site_url: site.url, display_url: site.url } : {}),
    media_folder: `${contentDir}/media`,
    public_folder: '/media',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_files', locales: [...LOCALES], default_locale: DEFAULT_LOCALE },
    collections: [...folderCollections, siteCollection, pagesCollection],
  }
  return { config, skipped }
}
