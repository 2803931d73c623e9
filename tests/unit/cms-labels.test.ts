import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { schemas } from '../../lib/content/schemas'
import { defOf, elementOf, metaOf, shapeOf, wrapped } from '../../lib/content/zodSchema'
import { generateCmsConfig } from '../../scripts/lib/cmsConfig'

/** The first written label (`.meta({ title })`) of a field, on its schema or on one it wraps (`.optional()`, `.default()` …). */
function titleOf(schema: z.ZodType): string | undefined {
  for (let current: z.ZodType | undefined = schema, depth = 0; current && depth < 20; current = wrapped(current), depth++) {
    const title = metaOf(current)?.title
    if (typeof title === 'string' && title.trim()) return title
  }
  return undefined
}

/** The schema under every wrapper. */
function innermost(schema: z.ZodType): z.ZodType {
  let current = schema
  for (let inner = wrapped(current), depth = 0; inner && depth < 20; inner = wrapped(current), depth++) current = inner
  return current
}

interface Field {
  path: string
  title: string | undefined
}

/**
 * Every field of an object schema and of the groups, lists and kinds of item (the sections of a
 * home variant) inside it, each with its path as editors read it (`hero.title`, `faq[].question`,
 * `sections[hero].title`), and the labels of siblings that are not their own.
 */
function fieldsOf(schema: z.ZodType, prefix: string, found: Field[], clashes: string[]): void {
  const shape = shapeOf(schema)
  const bySibling = new Map<string, string>()
  for (const [name, child] of Object.entries(shape)) {
    const path = `${prefix}${name}`
    const title = titleOf(child)
    found.push({ path, title })
    if (title) {
      const other = bySibling.get(title.toLowerCase())
      if (other) clashes.push(`${path} and ${other}: "${title}"`)
      else bySibling.set(title.toLowerCase(), path)
    }
    contentsOf(child, path, found, clashes)
  }
}

/** The fields inside a field: of its group, of its list's items, of each kind of item a union allows. */
function contentsOf(schema: z.ZodType, path: string, found: Field[], clashes: string[]): void {
  const inner = innermost(schema)
  const def = defOf(inner)
  if (def.type === 'object') return fieldsOf(inner, `${path}.`, found, clashes)
  const element = elementOf(inner)
  if (element) return contentsOf(element, `${path}[]`, found, clashes)
  if (def.type === 'record') return contentsOf(def.valueType as z.ZodType, `${path}[]`, found, clashes)
  if (def.type === 'union') {
    const discriminator = typeof def.discriminator === 'string' ? def.discriminator : undefined
    for (const [index, option] of (def.options as z.ZodType[]).entries()) {
      const tagField = discriminator ? shapeOf(option)[discriminator] : undefined
      const tag = tagField ? defOf(innermost(tagField)) : undefined
      const name = tag?.type === 'literal' ? String((tag.values as unknown[])[0]) : String(index)
      contentsOf(option, path.endsWith('[]') ? `${path.slice(0, -2)}[${name}]` : `${path}[${name}]`, found, clashes)
    }
  }
}

/** Each schema of `schemas`, named as in `schemas` (`site`, `blogPost`, `pages.home`). */
const everySchema = Object.entries(schemas).flatMap(([name, schema]) =>
  name === 'pages' ? Object.entries(schema as Record<string, z.ZodType>).map(([page, s]) => [`pages.${page}`, s] as const) : [[name, schema as z.ZodType] as const],
)

function walkAll() {
  const found: Array<Field & { schema: string }> = []
  const clashes: string[] = []
  for (const [name, schema] of everySchema) {
    const fields: Field[] = []
    const own: string[] = []
    fieldsOf(schema, '', fields, own)
    found.push(...fields.map((f) => ({ ...f, schema: name })))
    clashes.push(...own.map((c) => `${name} › ${c}`))
  }
  return { found, clashes }
}

describe("the content manager's labels", () => {
  const { found, clashes } = walkAll()

  it('walks every schema: the site, each collection and each file of content/pages', () => {
    expect(everySchema.map(([name]) => name)).toEqual(expect.arrayContaining(['site', 'pages.home']))
    expect(found.length).toBeGreaterThan(500)
  })

  it('every field has a label written in its schema (`.meta({ title })`), its hidden ones too', () => {
    const missing = found.filter((f) => !f.title).map((f) => `${f.schema} › ${f.path}`)
    expect(missing, `fields without .meta({ title }):\n${missing.join('\n')}`).toEqual([])
  })

  it('no two fields of one group share a label', () => {
    expect(clashes).toEqual([])
  })
})

/** Every text the content manager shows an editor about a collection, an entry or a field, with where it is. */
function wordsOfTheForms(): Array<{ where: string; text: string }> {
  const { config } = generateCmsConfig({ site: { url: 'https://www.example.com', repository: { url: 'https://github.com/acme/website', branch: 'main' } } })
  const found: Array<{ where: string; text: string }> = []
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${where}[${index}]`))
    if (!value || typeof value !== 'object') return
    const named = 'name' in value && typeof value.name === 'string' ? `${where} ${value.name}` : where
    for (const [key, child] of Object.entries(value)) {
      if (['label', 'label_singular', 'hint', 'description'].includes(key) && typeof child === 'string') found.push({ where: `${named} › ${key}`, text: child })
      else walk(child, named)
    }
  }
  walk(config.collections, 'collections')
  return found
}

/** What an editor of forms does not know: the repository's files, the files' own field names, markup and the developers' tools. */
const DEVELOPER_WORDS: Array<[string, RegExp]> = [
  ['a path of the repository', /\bcontent\/|\bpublic\/|\/media\/\w/],
  ['a file name', /\.(?:ya?ml|md|tsx?|json)\b/],
  ['code between backticks', /`/],
  ['markup', /[<>]/],
  ['a command', /\bnpm\b/],
  ['a word of HTML', /\b(?:href|id|anchor)\b/i],
  ['a field name written as code', /\b[a-z]+[A-Z][a-zA-Z]*\b/],
  ['a date pattern', /\bYYYY\b|\bmm\/dd\b/i],
  ['an address pattern in parentheses', /\(#/],
]

describe("the content manager's labels and hints are in editors' words", () => {
  const words = wordsOfTheForms()

  it('reads every label and hint of the generated configuration', () => {
    expect(words.length).toBeGreaterThan(1000)
  })

  it.each(DEVELOPER_WORDS)('no label or hint names %s', (_, pattern) => {
    const hits = words.filter(({ text }) => pattern.test(text)).map(({ where, text }) => `${where}: ${text}`)
    expect(hits, hits.join('\n')).toEqual([])
  })
})
