import { z } from 'zod'
import { distance } from 'fastest-levenshtein'
import type { ContentProblem } from './problems'

/**
 * What a field can name: another piece of content, by the name an editor sees (a file name without
 * .md, a work's title, a person's name). A schema marks such a field with `reference(kind)`; when
 * content loads, every marked field is looked up (`resolveReferences`), so a name that leads
 * nowhere is reported by `npm run check` with its file and field, before any page is rendered.
 */
export type ReferenceKind = 'industry' | 'post' | 'author' | 'work' | 'testimonial'

/** Marks a schema's field as naming a piece of content of `kind`. */
export function reference<S extends z.ZodType>(schema: S, kind: ReferenceKind): S {
  return schema.meta({ reference: kind })
}

/** A field of one file that names another piece of content. */
export interface FoundReference {
  /** The field as editors read it in messages, e.g. `works.items[2].work`. */
  field: string
  value: string
  kind: ReferenceKind
}

const referenceOf = (schema: z.ZodType): ReferenceKind | undefined => z.globalRegistry.get(schema)?.reference as ReferenceKind | undefined

/** Every marked field of `value`, a value that `schema` has accepted, in the order of the file. */
export function findReferences(schema: z.ZodType, value: unknown, field = ''): FoundReference[] {
  const kind = referenceOf(schema)
  if (kind && typeof value === 'string') return [{ field, value, kind }]
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def
  const inner = (key: string) => findReferences(def[key] as z.ZodType, value, field)
  const join = (key: string | number) => (typeof key === 'number' ? `${field}[${key}]` : field ? `${field}.${key}` : key)
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType')
    case 'pipe':
      return inner('in')
    case 'lazy':
      return findReferences((def.getter as () => z.ZodType)(), value, field)
    case 'object': {
      if (!value || typeof value !== 'object') return []
      const shape = def.shape as Record<string, z.ZodType>
      return Object.entries(shape).flatMap(([key, child]) => (key in value ? findReferences(child, (value as Record<string, unknown>)[key], join(key)) : []))
    }
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => findReferences(def.element as z.ZodType, item, join(i))) : []
    case 'record':
      return value && typeof value === 'object' ? Object.entries(value).flatMap(([key, item]) => findReferences(def.valueType as z.ZodType, item, join(key))) : []
    case 'union': {
      // The option that accepts the value is the one whose fields it has.
      const option = (def.options as z.ZodType[]).find((o) => o.safeParse(value).success)
      return option ? findReferences(option, value, field) : []
    }
    default:
      return []
  }
}

/** What one kind of reference may name. */
export interface ReferenceTarget {
  /** The names that will be published. */
  published: ReadonlySet<string>
  /** Names of drafts left out of this build (`draft: true`). */
  drafts?: ReadonlySet<string>
  /** Names of files that have a mistake of their own, reported on their own file. */
  broken?: ReadonlySet<string>
  /** What the field holds, e.g. `blog post`. */
  noun: string
  /** Where the names come from, e.g. `the authors in content/pages/blog.yaml`. */
  source?: string
}

/** The name closest to a misspelled one, when it is close enough to be what the editor meant. */
export function closest(value: string, names: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  for (const name of names) {
    const d = distance(value.toLowerCase(), name.toLowerCase())
    if (d < bestDistance) [best, bestDistance] = [name, d]
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(value.length / 4)) ? best : undefined
}

const quoted = (names: Iterable<string>) => [...names].map((n) => `"${n}"`).join(', ')

/** Looks up every reference of one file; each name that leads nowhere becomes a problem. */
export function resolveReferences(file: string, found: FoundReference[], targets: Record<ReferenceKind, ReferenceTarget>): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const { field, value, kind } of found) {
    const target = targets[kind]
    if (target.published.has(value) || target.broken?.has(value)) continue
    if (target.drafts?.has(value)) {
      problems.push({ file, field, message: `${target.noun} "${value}" is a draft (draft: true), so it is not published: publish it, or name another ${target.noun}` })
      continue
    }
    const guess = closest(value, target.published)
    problems.push({
      file,
      field,
      message: `unknown ${target.noun} "${value}"; ${guess ? `did you mean "${guess}"? ` : ''}expected one of ${quoted(target.published)}${target.source ? ` (${target.source})` : ''}`,
    })
  }
  return problems
}
