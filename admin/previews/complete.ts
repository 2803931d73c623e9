import { z } from 'zod'
import { labelOf } from '../../lib/content/labels'

/**
 * A file being written in the content manager as the site's components expect it once it is
 * checked: every field its schema names that the editor has not filled in yet is there, blank (a
 * text '', a list [], a number 0, the schema's default where it has one). A page component can then
 * draw a file half-written, and what comes from other files can be a blank of their own schema.
 */
type Json = { type?: string | string[]; properties?: Record<string, Json>; items?: Json; required?: string[]; default?: unknown; enum?: unknown[]; const?: unknown }

const cache = new WeakMap<z.ZodType, Json>()

function jsonOf(schema: z.ZodType): Json {
  let json = cache.get(schema)
  if (!json) {
    // What the schema's checks leave (io: output): fields with a default are there.
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json
    cache.set(schema, json)
  }
  return json
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

function fill(json: Json, value: unknown, key: string, standIn: boolean): unknown {
  if (value === undefined || value === null) {
    if (json.default !== undefined) return structuredClone(json.default)
    if (json.const !== undefined) return json.const
    if (json.enum) return json.enum[0]
  }
  const type = Array.isArray(json.type) ? json.type[0] : json.type
  switch (type) {
    case 'object': {
      const given = isObject(value) ? value : {}
      const out: Record<string, unknown> = { ...given }
      for (const [name, field] of Object.entries(json.properties ?? {})) {
        // An optional field the editor left out stays out: the components treat it as absent.
        if (name in given || json.required?.includes(name)) out[name] = fill(field, given[name], name, standIn)
      }
      return out
    }
    case 'array':
      return Array.isArray(value) ? value.map((item: unknown) => (json.items ? fill(json.items, item, key, standIn) : item)) : []
    case 'string':
      if (typeof value === 'string') return value
      return value === undefined || value === null ? (standIn ? labelOf(key) : '') : String(value)
    case 'number':
    case 'integer':
      return typeof value === 'number' ? value : Number(value ?? 0) || 0
    case 'boolean':
      return typeof value === 'boolean' ? value : false
    default:
      return value
  }
}

/** `value` (a file's fields as the editor has them so far) with every missing field of `schema` blank. */
export function completed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return fill(jsonOf(schema), value, '', false) as z.output<S>
}

/**
 * A neutral stand-in for a file the preview does not have (site.yaml on a page's preview): each
 * text is the name of its field (`Email`, `Opens in new tab`), each list empty.
 */
export function standIn<S extends z.ZodType>(schema: S): z.output<S> {
  return fill(jsonOf(schema), {}, '', true) as z.output<S>
}
