/**
 * Reading zod schemas generically, by their definitions (`_zod.def`): what the loader, the
 * translation rules and the CMS configuration need to know of a field without naming it.
 */
import { z } from 'zod'

export type Def = Record<string, unknown> & { type: string }

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def
export const metaOf = (schema: z.ZodType): Record<string, unknown> | undefined => z.globalRegistry.get(schema) as Record<string, unknown> | undefined

/** The schema a wrapper (optional, default, a transform after the check, lazy …) wraps; undefined for any other schema. */
export function wrapped(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType as z.ZodType
    case 'pipe':
      return def.in as z.ZodType
    case 'lazy':
      return (def.getter as () => z.ZodType)()
    default:
      return undefined
  }
}

/** The first of `schema` and what it wraps (outermost first) for which `pick` gives a value. */
function throughWrappers<T>(schema: z.ZodType, pick: (schema: z.ZodType) => T | undefined): T | undefined {
  let current: z.ZodType | undefined = schema
  for (let depth = 0; current && depth < 20; depth++) {
    const found = pick(current)
    if (found !== undefined) return found
    current = wrapped(current)
  }
  return undefined
}

/** The fields of an object schema, whatever wraps it; empty for a schema that is not an object. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  return throughWrappers(schema, (s) => (defOf(s).type === 'object' ? (defOf(s).shape as Record<string, z.ZodType>) : undefined)) ?? {}
}

/** The schema of a list's items, whatever wraps the list; undefined for a schema that is not a list. */
export function elementOf(schema: z.ZodType): z.ZodType | undefined {
  return throughWrappers(schema, (s) => (defOf(s).type === 'array' ? (defOf(s).element as z.ZodType) : undefined))
}

/** The field a list's items are matched by across languages (`keyedList`), read through what wraps the list. */
export function listKeyOf(schema: z.ZodType): string | undefined {
  return throughWrappers(schema, (s) => {
    const key = metaOf(s)?.key
    return typeof key === 'string' ? key : undefined
  })
}
