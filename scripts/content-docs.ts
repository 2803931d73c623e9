/**
 * `npm run docs:content` writes the field tables of docs/content-guide.md from the content schemas;
 * `npm run check:docs` (`--check`) fails when the committed tables no longer match them.
 *
 * Structure, optionality, defaults and allowed values come from the zod schemas at run time
 * (their JSON Schema), and so do the descriptions: each field's `.meta({ description })`, which
 * `z.toJSONSchema` carries (a field without one has the description of the schema it is made of,
 * such as a picture's).
 *
 * The example column shows real values from the fixture site (tests/fixtures/site/content), a
 * complete copy of the content that editors do not change, so the guide does not go stale when they
 * edit content/.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import YAML from 'yaml'
import { z } from 'zod'
import { schemas, type PAGE_FILES } from '../lib/content/schemas'
import { extensionOf, PAGE_MODULES, SITE_MODULE } from '../lib/content/registry'
import { COLLECTIONS, type SchemaKey } from './lib/contentTemplates'
import { localeFileName } from '../lib/content/load'
import { splitFrontMatter } from '../lib/content/frontMatter'
import { DEFAULT_LOCALE } from '../lib/shared/locales'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const GUIDE_FILE = path.join(REPO_ROOT, 'docs', 'content-guide.md')
/** The content the example column is taken from. */
export const EXAMPLES_ROOT = path.join(REPO_ROOT, 'tests', 'fixtures', 'site', 'content')

export const START_MARKER = '<!-- fields:start -->'
export const END_MARKER = '<!-- fields:end -->'
export const OUT_OF_DATE_MESSAGE = 'docs/content-guide.md is out of date with the content schemas: run npm run docs:content and commit the result.'

const SECTION = [
  '## Every field, file by file',
  '',
  'There is a table for each kind of file you add (services, industries, case studies, blog posts and',
  'legal pages), one for `content/site.en.yaml` and one for every file of `content/pages/`. The tables are',
  'generated from the content schemas by `npm run docs:content`: do not edit them by hand, change the',
  'descriptions (`.meta({ description })`) in `lib/content/types/` and `lib/content/fields.ts` instead. A field inside a group is written `group.field`;',
  '`faq[].question` is the `question` of every item of the `faq` list. The **example** column shows a',
  'real value of the field from the sample site the tests use (`tests/fixtures/site/content/`): a long',
  'text is cut short with "…", and a list shows its first item.',
].join('\n')

type JsonSchema = z.core.JSONSchema.JSONSchema
type PageKey = keyof typeof PAGE_FILES

// ---------------------------------------------------------------------------------------------
// Structure: the zod schemas, as JSON Schema
// ---------------------------------------------------------------------------------------------

export interface FieldRow {
  /** `faq[].question` style. */
  path: string
  /** In plain words: text, whole number (0 or more), list of texts … */
  type: string
  required: boolean
  /** Markdown for the value used when the field is left out; empty when there is none. */
  defaultValue: string
  /** Markdown for a real value of the field (see `exampleCell`); `—` when there is none. */
  example: string
  description: string
}

interface Noun {
  one: string
  many: string
}

const noun = (one: string, many = `${one}s`): Noun => ({ one, many })

/** Code span that survives backticks in the value. */
function code(value: string): string {
  const fence = value.includes('`') ? '``' : '`'
  return `${fence}${value}${fence}`
}

function safeRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern)
  } catch {
    return undefined
  }
}

/** Names a pattern by what it accepts, so the wording does not depend on how the regex is written. */
function patternNoun(pattern: string): Noun {
  const re = safeRegExp(pattern)
  if (!re) return noun(`text matching ${code(pattern)}`, `texts matching ${code(pattern)}`)
  const ok = (...values: string[]) => values.every((v) => re.test(v))
  const no = (...values: string[]) => values.every((v) => !re.test(v))
  if (ok('/media/picture.svg', '/media/art/photo.png') && no('/contact/', 'picture.svg'))
    return noun('image path such as `/media/picture.svg`', 'image paths such as `/media/picture.svg`')
  if (ok('/contact/', '#top', 'https://example.org/') && no('contact'))
    return noun('link: a site path such as `/contact/`, `#section` or `https://…`', 'links: site paths such as `/contact/`, `#section` or `https://…`')
  if (ok('/', '/contact/', '/old-page') && no('https://example.org/', 'contact')) return noun('site path starting with `/`', 'site paths starting with `/`')
  if (ok('https://example.org/', 'https://www.example.org/a?b=1#c') && no('http://example.org/', '/contact/', 'javascript:alert(1)'))
    return noun('web address starting with `https://`', 'web addresses starting with `https://`')
  if (ok('+40 21 555 0142', '021 555 0142') && no('call us')) return noun('phone number')
  if (ok('services', 'case-studies', 'a1') && no('Services', '#services', 'case studies', '1a'))
    return noun('name in lowercase letters, digits and dashes, such as `services`', 'names in lowercase letters, digits and dashes')
  if (ok('en', 'en-GB') && no('English', 'EN')) return noun('language code such as `en` or `en-GB`', 'language codes such as `en` or `en-GB`')
  return noun(`text matching ${code(pattern)}`, `texts matching ${code(pattern)}`)
}

function numberBounds(s: JsonSchema): string {
  const limit = Number.MAX_SAFE_INTEGER
  const min = typeof s.minimum === 'number' && s.minimum > -limit ? s.minimum : undefined
  const max = typeof s.maximum === 'number' && s.maximum < limit ? s.maximum : undefined
  const above = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined
  const below = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`
  const parts: string[] = []
  if (min !== undefined) parts.push(`${min} or more`)
  if (above !== undefined) parts.push(`more than ${above}`)
  if (max !== undefined) parts.push(`${max} or less`)
  if (below !== undefined) parts.push(`less than ${below}`)
  return parts.length ? ` (${parts.join(', ')})` : ''
}

function countBounds(s: JsonSchema): string {
  const min = s.minItems && s.minItems > 0 ? s.minItems : undefined
  const max = s.maxItems
  if (min !== undefined && max !== undefined) return ` (${min} to ${max})`
  if (min !== undefined) return ` (at least ${min})`
  if (max !== undefined) return ` (at most ${max})`
  return ''
}

function asSchema(value: z.core.JSONSchema._JSONSchema | undefined): JsonSchema {
  return value && typeof value === 'object' ? value : {}
}

/** A list's items, or undefined for anything that is not a list. */
function itemsOf(s: JsonSchema): JsonSchema | undefined {
  if (s.type !== 'array') return undefined
  return Array.isArray(s.items) ? asSchema(s.items[0]) : asSchema(s.items)
}

function typeNoun(s: JsonSchema): Noun {
  const kinds = kindsOf(s, (o) => o)
  if (kinds) return noun(`one of the kinds below, named by its \`${kinds[0]!.key}\``, `items, each one of the kinds below, named by its \`${kinds[0]!.key}\``)
  if (s.anyOf?.length) {
    const parts = s.anyOf.map(typeNoun)
    return { one: parts.map((p) => p.one).join(' or '), many: parts.map((p) => p.many).join(' or ') }
  }
  if (s.enum) {
    const values = s.enum.map((v) => code(String(v))).join(', ')
    return { one: `one of ${values}`, many: `values, each one of ${values}` }
  }
  if (s.const !== undefined) return noun(`exactly ${code(String(s.const))}`, `values, each exactly ${code(String(s.const))}`)
  switch (s.type) {
    case 'string':
      if (s.format === 'email') return noun('e-mail address', 'e-mail addresses')
      if (s.format === 'uri' || s.format === 'url') return noun('web address starting with `https://`', 'web addresses starting with `https://`')
      if (s.format === 'date') return noun('date (YYYY-MM-DD)', 'dates (YYYY-MM-DD)')
      if (s.format === 'date-time') return noun('date and time with its offset, such as `2022-12-30T00:00:00+02:00`', 'dates and times with their offset')
      if (s.pattern) return patternNoun(s.pattern)
      return s.minLength && s.minLength > 0 ? noun('text') : noun('text (may be empty)', 'texts (may be empty)')
    case 'integer':
      return { one: `whole number${numberBounds(s)}`, many: `whole numbers${numberBounds(s)}` }
    case 'number':
      return { one: `number${numberBounds(s)}`, many: `numbers${numberBounds(s)}` }
    case 'boolean':
      return noun('yes/no: `true` or `false`', 'yes/no values')
    case 'array': {
      const items = itemsOf(s) ?? {}
      return noun(`list of ${typeNoun(items).many}${countBounds(s)}`, `lists of ${typeNoun(items).many}${countBounds(s)}`)
    }
    case 'object':
      if (s.properties) return noun('group of the fields below', 'groups of the fields below')
      if (s.additionalProperties && typeof s.additionalProperties === 'object') {
        const value = typeNoun(s.additionalProperties).one
        return noun(`pairs of \`name: ${value}\``, `groups of \`name: ${value}\` pairs`)
      }
      return noun('group of fields', 'groups of fields')
    default:
      return noun('any value', 'values')
  }
}

function formatDefault(value: unknown): string {
  if (value === undefined) return ''
  if (value === '') return 'empty'
  if (Array.isArray(value)) return value.length ? code(JSON.stringify(value)) : 'empty list'
  if (value && typeof value === 'object') return Object.keys(value).length ? code(JSON.stringify(value)) : 'none'
  return code(String(value))
}

// ---------------------------------------------------------------------------------------------
// Examples: real values from the fixture site
// ---------------------------------------------------------------------------------------------

/** Longest example text shown before it is cut with "…". */
const EXAMPLE_LENGTH = 50

/**
 * The value at a row's path (`faq[].question`) in a file's data. Through a list, the first item
 * that has a value there, so an optional field shows an example when any item has one.
 */
export function valueAt(data: unknown, fieldPath: string): unknown {
  const [step = '', ...rest] = fieldPath.split('.')
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined
  const name = step.replace(/(\[\])+$/, '')
  const inside = (value: unknown, lists: number): unknown => {
    if (lists === 0) return rest.length ? valueAt(value, rest.join('.')) : value
    if (!Array.isArray(value)) return undefined
    for (const item of value) {
      const found = inside(item, lists - 1)
      if (found !== undefined) return found
    }
    return undefined
  }
  return inside((data as Record<string, unknown>)[name], (step.length - name.length) / 2)
}

/** A text on one line, cut after about `max` characters at a space, with "…". */
function shorten(text: string, max = EXAMPLE_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/**
 * The example column's Markdown for a value: a text shortened to about 50 characters, a number or
 * yes/no as it is, a list by its first item; `—` for a group (its fields have rows of their own) and
 * for no value. The table escapes `|`.
 */
export function exampleCell(value: unknown): string {
  if (Array.isArray(value)) return value.length ? exampleCell(value[0]) : 'empty list'
  if (typeof value === 'string') return value.trim() ? code(shorten(value)) : 'empty'
  if (typeof value === 'number' || typeof value === 'boolean') return code(String(value))
  return '—'
}

/** Whether a content file is an original (`rpa.md`, `rpa.en.md`), not a translation: the examples are English. */
const isEnglish = (name: string) => !/\.(?!en\.)[a-z]{2}\.[a-z]+$/.test(name)

/** The data of every file of a collection of YAML files, for the examples of kinds of items any of them may hold. */
export function allExampleData(file: DocumentedFile, root: string = EXAMPLES_ROOT): unknown[] {
  const at = path.join(root, file.contentPath)
  if (file.extension !== '.yaml' || !fs.existsSync(at)) return []
  return fs
    .readdirSync(at)
    .sort()
    .filter((name) => name.endsWith('.yaml') && !name.startsWith('_') && isEnglish(name))
    .map((name) => YAML.parse(fs.readFileSync(path.join(at, name), 'utf8')) as unknown)
}

/**
 * The data the examples of a documented file come from: the YAML file, or for a collection the
 * front matter of the first Markdown file of its folder (by name, skipping `_…` files, as the site
 * does). Undefined when the fixture site has no such file.
 */
export function exampleData(file: DocumentedFile, root: string = EXAMPLES_ROOT): unknown {
  // A single file is named with its language (site.en.yaml), or without one in an older folder.
  const at =
    [localeFileName(file.contentPath, DEFAULT_LOCALE), file.contentPath].map((p) => path.join(root, p)).find((p) => !p.endsWith('/') && fs.existsSync(p)) ??
    path.join(root, file.contentPath)
  if (!fs.existsSync(at)) return undefined
  if (!file.contentPath.endsWith('/')) return YAML.parse(fs.readFileSync(at, 'utf8'))
  const extension = file.extension ?? '.md'
  const first = fs
    .readdirSync(at)
    .sort()
    .find((name) => name.endsWith(extension) && !name.startsWith('_') && isEnglish(name))
  if (first && extension === '.yaml') return YAML.parse(fs.readFileSync(path.join(at, first), 'utf8'))
  if (!first) return undefined
  // Read as the site reads content: YAML front matter only, dates as written (YYYY-MM-DD).
  const split = splitFrontMatter(fs.readFileSync(path.join(at, first), 'utf8').replace(/^\uFEFF/, ''))
  return split.kind === 'yaml' ? YAML.parse(split.yaml) : undefined
}

/**
 * One row per field, nested groups and list items included, in the schema's own field order;
 * `data` (a file's parsed content) gives the examples.
 */
export function fieldRows(schema: z.ZodType, data?: unknown, allData: unknown[] = [data]): FieldRow[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  const defs = json.$defs ?? {}
  // Shared schemas may be emitted once under $defs and referenced.
  const deref = (s: JsonSchema): JsonSchema => {
    const ref = s.$ref?.match(/^#\/\$defs\/(.+)$/)?.[1]
    return ref && defs[ref] ? { ...defs[ref], ...s, $ref: undefined } : s
  }
  const rows: FieldRow[] = []
  /** A field's description, or for a list without one, that of its items (a list of pictures is described as a picture). */
  const describe = (s: JsonSchema): string => {
    const own = descriptionOf(s)
    const items = itemsOf(s)
    return own || (items ? describe(deref(items)) : '')
  }
  /**
   * One row per field of `object`, then the rows of its groups and of each kind of item of its
   * lists; `exampleAt` gives a field's example value by its path.
   */
  const walk = (object: JsonSchema, prefix: string, depth: number, exampleAt: (fieldPath: string) => unknown): void => {
    if (depth > 20) return
    const required = new Set(object.required ?? [])
    for (const [name, raw] of Object.entries(object.properties ?? {})) {
      const s = deref(asSchema(raw))
      const fieldPath = `${prefix}${name}`
      rows.push({
        path: fieldPath,
        type: typeNoun(s).one,
        required: required.has(name),
        defaultValue: formatDefault(s.default),
        example: exampleCell(exampleAt(fieldPath)),
        description: describe(s),
      })
      // Fields of a group, or of each item of a list of groups (lists of lists, too).
      let inner = s
      let marker = ''
      for (let items = itemsOf(inner); items; items = itemsOf(inner)) {
        inner = deref(items)
        marker += '[]'
      }
      const at = `${fieldPath}${marker}.`
      if (inner.type === 'object' && inner.properties) walk(inner, at, depth + 1, exampleAt)
      // A row naming each kind, then that kind's own fields, with examples from the first item of that kind.
      for (const { value, key, schema: option } of kindsOf(inner, deref) ?? []) {
        rows.push({
          path: `${at}${key}: ${value}`,
          type: 'a kind of item, with the fields below',
          required: false,
          defaultValue: '',
          example: '—',
          description: descriptionOf(asSchema(option.properties?.[key])),
        })
        const fields = { ...option, properties: Object.fromEntries(Object.entries(option.properties ?? {}).filter(([field]) => field !== key)) }
        const example = itemsWith(
          allData.flatMap((d) => valueAt(d, fieldPath) ?? []),
          key,
          value,
        )
        walk(fields, at, depth + 1, (path) => valueAt(example, path.slice(at.length)))
      }
    }
  }
  walk(deref(json), '', 0, (fieldPath) => valueAt(data, fieldPath))
  return rows
}

/** A field's description: its `.meta({ description })` in the schema (or that of the schema it is made of). */
function descriptionOf(s: JsonSchema): string {
  return typeof s.description === 'string' ? s.description : ''
}

/** The items of a list whose `key` is `value` (the first one gives a kind's examples). */
function itemsWith(list: unknown, key: string, value: string): unknown {
  return Array.isArray(list) ? list.find((item) => item && typeof item === 'object' && (item as Record<string, unknown>)[key] === value) : undefined
}

/**
 * The kinds of a union of groups told apart by one field whose value is fixed in each (zod's
 * discriminated union): that field's name, its value and the group's schema; undefined otherwise.
 */
function kindsOf(s: JsonSchema, deref: (s: JsonSchema) => JsonSchema): Array<{ key: string; value: string; schema: JsonSchema }> | undefined {
  const options = (s.oneOf ?? s.anyOf)?.map((o) => deref(asSchema(o)))
  if (!options?.length || !options.every((o) => o.type === 'object' && o.properties)) return undefined
  const first = options[0]!
  const key = Object.keys(first.properties!).find((name) => options.every((o) => asSchema(o.properties![name]).const !== undefined))
  if (!key) return undefined
  return options.map((o) => ({ key, value: String(asSchema(o.properties![key]).const), schema: o }))
}

// ---------------------------------------------------------------------------------------------
// The generated Markdown
// ---------------------------------------------------------------------------------------------

/** The files the guide documents, in the order it lists them. */
export interface DocumentedFile {
  /** Key in `schemas` (`pages.<name>` for a file of content/pages). */
  schema: 'site' | SchemaKey | `pages.${PageKey}`
  /** Where it lives in content/: a file, or a collection's folder ending in `/`. */
  contentPath: string
  /** The extension of a collection's files: `.md` or `.yaml`. */
  extension?: string
  heading: string
  intro: string
}

export const DOCUMENTED_FILES: readonly DocumentedFile[] = [
  ...COLLECTIONS.map((c) => ({
    schema: c.schema,
    contentPath: `${c.folder}/`,
    extension: extensionOf(c),
    heading: `${c.label}: \`content/${c.folder}/<name>.en${extensionOf(c)}\``,
    intro: `Its address is \`${c.address('<name>')}\` (\`/ro${c.address('<name>')}\` in Romanian, from \`<name>.ro${extensionOf(c)}\` beside it). Start one with \`npm run new -- ${c.name} <name>\`.`,
  })),
  {
    schema: 'site',
    contentPath: SITE_MODULE.file,
    heading: `The whole site: \`content/${localeFileName(SITE_MODULE.file, DEFAULT_LOCALE)}\``,
    intro: SITE_MODULE.intro,
  },
  ...[...PAGE_MODULES]
    .sort((a, b) => a.file.localeCompare(b.file))
    .map((page) => ({
      schema: `pages.${page.key}` as const,
      contentPath: page.file,
      heading: `\`content/${localeFileName(page.file, DEFAULT_LOCALE)}\``,
      intro: page.intro,
    })),
]

function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim()
}

export function renderTable(rows: FieldRow[]): string {
  const lines = ['| field | what to write | required? | if left out | example | what it is for |', '|---|---|---|---|---|---|']
  for (const row of rows) {
    const cells = [code(row.path), row.type, row.required ? 'required' : 'optional', row.defaultValue || '—', row.example || '—', row.description || '—']
    lines.push(`| ${cells.map(cell).join(' | ')} |`)
  }
  return lines.join('\n')
}

export interface DocsModel {
  file: DocumentedFile
  rows: FieldRow[]
  /** False when the fixture site has no file to take the examples from. */
  hasExamples: boolean
}

/** Rows of every documented file, from the live schemas and the examples' content. */
export function buildModel(examplesRoot: string = EXAMPLES_ROOT): DocsModel[] {
  return DOCUMENTED_FILES.map((file) => {
    const schema = file.schema.startsWith('pages.') ? schemas.pages[file.schema.slice('pages.'.length) as PageKey] : schemas[file.schema as 'site' | SchemaKey]
    const data = exampleData(file, examplesRoot)
    const all = allExampleData(file, examplesRoot)
    const rows = fieldRows(schema, data, all.length ? all : [data])
    return { file, rows, hasExamples: data !== undefined }
  })
}

/** What goes between the markers. */
export function renderFieldTables(model: DocsModel[] = buildModel()): string {
  return model.map(({ file, rows }) => `### ${file.heading}\n\n${file.intro}\n\n${renderTable(rows)}`).join('\n\n')
}

/** Fields without a description, as `schema: path`, for the warning the tool prints. */
export function undocumentedFields(model: DocsModel[]): string[] {
  return model.flatMap(({ file, rows }) => rows.filter((r) => !r.description).map((r) => `${file.schema}: ${r.path}`))
}

/** The generated part of the guide, or undefined when a marker is missing. */
export function generatedPart(guide: string): string | undefined {
  const text = guide.replace(/\r\n/g, '\n')
  const start = text.indexOf(START_MARKER)
  const end = text.indexOf(END_MARKER)
  if (start < 0 || end < start) return undefined
  return text.slice(start + START_MARKER.length, end).trim()
}

/** The guide with its generated part replaced; the section is added at the end when it is missing. */
export function updateGuide(guide: string, tables: string): string {
  const text = guide.replace(/\r\n/g, '\n')
  const block = `${START_MARKER}\n\n${tables}\n\n${END_MARKER}`
  const start = text.indexOf(START_MARKER)
  const end = text.indexOf(END_MARKER)
  if (start >= 0 && end > start) return text.slice(0, start) + block + text.slice(end + END_MARKER.length)
  return `${text.trimEnd()}\n\n${SECTION}\n\n${block}\n`
}

export function isGuideUpToDate(guide: string, tables: string = renderFieldTables()): boolean {
  return generatedPart(guide) === tables.trim()
}

export interface Output {
  log: (line: string) => void
  error: (line: string) => void
}

/** The command line (`--check`, `--guide <file>` for another copy of the guide); returns the exit code. */
export function main(argv: string[], out: Output = { log: console.log, error: console.error }): number {
  const check = argv.includes('--check')
  const guideAt = argv.indexOf('--guide')
  const guideFile = guideAt >= 0 && argv[guideAt + 1] ? path.resolve(argv[guideAt + 1]!) : GUIDE_FILE
  const shown = path.relative(process.cwd(), guideFile).split(path.sep).join('/')
  const model = buildModel()
  const tables = renderFieldTables(model)
  // Warnings only: the tables are still right, they just lack a description.
  const missing = undocumentedFields(model)
  if (missing.length) out.error(`Fields without a description (.meta({ description })) in lib/content/types/ or lib/content/fields.ts: ${missing.join(', ')}`)
  const noExamples = model.filter((m) => !m.hasExamples).map((m) => m.file.contentPath)
  if (noExamples.length) out.error(`No examples for these files: tests/fixtures/site/content/ has no ${noExamples.join(', ')}`)
  const guide = fs.existsSync(guideFile) ? fs.readFileSync(guideFile, 'utf8') : ''
  if (check) {
    if (!isGuideUpToDate(guide, tables)) {
      out.error(OUT_OF_DATE_MESSAGE)
      return 1
    }
    out.log(`${shown} is up to date with the content schemas.`)
    return 0
  }
  const updated = updateGuide(guide, tables)
  if (updated === guide) out.log(`${shown} was already up to date.`)
  else {
    fs.writeFileSync(guideFile, updated)
    out.log(`Wrote the field tables of ${model.length} kinds of file to ${shown}.`)
  }
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2))
}
