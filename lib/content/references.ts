import { z } from 'zod'
import { distance } from 'fastest-levenshtein'
import type { ContentProblem } from './problems'
import { wrapped } from './zodSchema'

/**
 * What a field can name: another piece of content, by the name an editor sees (a file name without
 * .md, a work's title, a person's name). A schema marks such a field with `reference(kind)`; when
 * content loads, every marked field is looked up (`resolveReferences`), so a name that leads
 * nowhere is reported by `npm run check` with its file and field, before any page is rendered.
 */
import type { ReferenceKind } from './registry'

/**
 * Marks a schema's field as naming a piece of content of `kind`: a kind a module of the registry
 * declares as `referable` (a kind no module declares stops every load, naming the field).
 */
export function reference<S extends z.ZodType>(schema: S, kind: string): S {
  return schema.meta({ reference: kind })
}

/**
 * Marks a schema's field as a picture of content/media (`/media/…`). Whether its file exists is a
 * fact of the content folder, not of the schema: it is looked up when content loads (`findMedia`),
 * like references, so the schemas stay plain values. `folder` (a folder of content/media, such as
 * `logos/tools`) is where the content manager lists and uploads the pictures of this field.
 */
export function mediaFile<S extends z.ZodType>(schema: S, folder?: string): S {
  return schema.meta({ media: true, ...(folder ? { mediaFolder: folder } : {}) })
}

/** A field of one file that names another piece of content. */
export interface FoundReference {
  /** The field as editors read it in messages, e.g. `works.items[2].work`. */
  field: string
  value: string
  kind: ReferenceKind
}

/** A field of one file that names a picture of content/media. */
export interface FoundMedia {
  /** The field as editors read it in messages, e.g. `certification.image`. */
  field: string
  value: string
}

const metaOf = (schema: z.ZodType) => z.globalRegistry.get(schema)
const referenceOf = (schema: z.ZodType): ReferenceKind | undefined => metaOf(schema)?.reference as ReferenceKind | undefined
const isMedia = (schema: z.ZodType): boolean => metaOf(schema)?.media === true

/** A marked text: where it is (as messages name it, and as keys), what it holds and its mark. */
type Marked<T> = Array<{ field: string; path: Array<string | number>; value: string; mark: T }>

/**
 * Every text field of `value` that `mark` picks out (by its schema), in the order of the file; the
 * walk follows the schema into groups, lists, records and the kind of item a union chose. `fields`,
 * when given, receives every field walked, each after the fields inside it: the order in which
 * zod reports the problems of a file.
 */
export function findMarked<T>(
  schema: z.ZodType,
  value: unknown,
  mark: (schema: z.ZodType) => T | undefined,
  field = '',
  fields?: string[],
  path: Array<string | number> = [],
): Marked<T> {
  const found = walkMarked(schema, value, mark, field, fields, path)
  fields?.push(field)
  return found
}

function walkMarked<T>(
  schema: z.ZodType,
  value: unknown,
  mark: (schema: z.ZodType) => T | undefined,
  field: string,
  fields: string[] | undefined,
  path: Array<string | number>,
): Marked<T> {
  const marked = mark(schema)
  if (marked !== undefined && typeof value === 'string') return [{ field, path, value, mark: marked }]
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def
  const walk = (child: z.ZodType, item: unknown, key?: string | number) =>
    key === undefined ? findMarked(child, item, mark, field, fields, path) : findMarked(child, item, mark, join(key), fields, [...path, key])
  const join = (key: string | number) => (typeof key === 'number' ? `${field}[${key}]` : field ? `${field}.${key}` : key)
  // Optional, default, a transform after the check …: the schema they wrap decides.
  const inner = wrapped(schema)
  if (inner) return walk(inner, value)
  switch (def.type) {
    case 'object': {
      if (!value || typeof value !== 'object') return []
      const shape = def.shape as Record<string, z.ZodType>
      // A field left out is walked too (it holds nothing), for its place in `fields`.
      return Object.entries(shape).flatMap(([key, child]) => walk(child, (value as Record<string, unknown>)[key], key))
    }
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => walk(def.element as z.ZodType, item, i)) : []
    case 'record':
      return value && typeof value === 'object' ? Object.entries(value).flatMap(([key, item]) => walk(def.valueType as z.ZodType, item, key)) : []
    case 'union': {
      const options = def.options as z.ZodType[]
      // A kind of item told apart by one field (a section's `type`) is the option that field names,
      // as zod chooses it, even in a value that has other mistakes; otherwise the option that
      // accepts the value.
      const discriminator = def.discriminator as string | undefined
      const given = discriminator && value && typeof value === 'object' ? (value as Record<string, unknown>)[discriminator] : undefined
      const option = discriminator
        ? options.find((o) => (o as unknown as z.ZodObject).shape?.[discriminator]?.safeParse(given).success)
        : options.find((o) => o.safeParse(value).success)
      return option ? walk(option, value) : []
    }
    default:
      return []
  }
}

/** Every marked field of `value`, a value that `schema` has accepted, in the order of the file. */
export function findReferences(schema: z.ZodType, value: unknown, field = ''): FoundReference[] {
  return findMarked(schema, value, referenceOf, field).map(({ field, value, mark }) => ({ field, value, kind: mark }))
}

/**
 * Every picture field (`mediaFile`) of `value`, in the order of the file. `value` need not have been
 * accepted by `schema`: the pictures of a file with other mistakes are looked up too, so every
 * problem is reported at once. A picture's path is trimmed, as the schema trims it. `fields`, when
 * given, receives every field walked, in the order zod reports problems (`inFileOrder`).
 */
export function findMedia(schema: z.ZodType, value: unknown, fields?: string[]): FoundMedia[] {
  return findMarked(schema, value, (s) => (isMedia(s) ? true : undefined), '', fields).map(({ field, value }) => ({ field, value: value.trim() }))
}

/** The kinds of content `schema` can name anywhere in a file (`reference(kind)`), read from the schema alone. */
export function referenceKindsIn(schema: z.ZodType, seen = new Set<z.ZodType>()): Set<ReferenceKind> {
  const kinds = new Set<ReferenceKind>()
  if (seen.has(schema)) return kinds
  seen.add(schema)
  const own = referenceOf(schema)
  if (own !== undefined) kinds.add(own)
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def
  const inner = wrapped(schema)
  const children: z.ZodType[] = inner
    ? [inner]
    : def.type === 'object'
      ? Object.values(def.shape as Record<string, z.ZodType>)
      : def.type === 'array'
        ? [def.element as z.ZodType]
        : def.type === 'record'
          ? [def.valueType as z.ZodType]
          : def.type === 'union'
            ? (def.options as z.ZodType[])
            : []
  for (const child of children) for (const kind of referenceKindsIn(child, seen)) kinds.add(kind)
  return kinds
}

/** The field that holds `field` (`a.b[2]` → `a.b` → `a` → the whole file, ``). */
const parentField = (field: string) => field.replace(/(\.[^.[\]]*|\[\d+\]|^[^.[\]]*)$/, '')

/**
 * The `params` of an issue that a check of a whole file (a `superRefine` of its schema) raises on
 * one of its fields: zod reports it after the problems of every field, and so does `inFileOrder`.
 */
export const WHOLE_FILE_CHECK = { wholeFile: true } as const

/** Whether zod raised this issue in a check of the whole file (`WHOLE_FILE_CHECK`). */
export const isWholeFileCheck = (issue: z.core.$ZodIssue): boolean => issue.code === 'custom' && issue.params?.wholeFile === true

/**
 * The problems zod found in one file and its missing pictures, in one list in the order of the
 * file's `fields` (from `findMedia`): the order zod reported them in while it checked pictures
 * itself. A field's own problem comes before its picture's; the problems of checks of the whole
 * file (`wholeFile`) come last.
 */
export function inFileOrder(
  checked: ReadonlyArray<{ problem: ContentProblem; wholeFile: boolean }>,
  pictures: readonly ContentProblem[],
  fields: readonly string[],
): ContentProblem[] {
  const first = new Map<string, number>()
  fields.forEach((field, i) => first.has(field) || first.set(field, i))
  const position = (field: string): number => {
    for (let at = field; ; at = parentField(at)) {
      const index = first.get(at)
      if (index !== undefined) return index
      if (at === '') return Infinity
    }
  }
  const ranked = [
    ...checked.map(({ problem, wholeFile }) => ({ problem, rank: 0, at: wholeFile ? Infinity : position(problem.field) })),
    ...pictures.map((problem) => ({ problem, rank: 1, at: position(problem.field) })),
  ]
  // Array.prototype.sort is stable: problems at the same place keep their order.
  return ranked.sort((a, b) => a.at - b.at || a.rank - b.rank).map((r) => r.problem)
}

/** What one kind of reference may name. */
export interface ReferenceTarget {
  /** The names that will be published. */
  published: ReadonlySet<string>
  /** Names of drafts left out of this build (`draft: true`). */
  drafts?: ReadonlySet<string>
  /** Names of entries dated after today, left out of this build, with their dates (lib/content/schedule.ts). */
  scheduled?: ReadonlyMap<string, string>
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
    const date = target.scheduled?.get(value)
    if (date) {
      problems.push({
        file,
        field,
        message: `${target.noun} "${value}" is dated ${date}, so it is not on the site until that day: name another ${target.noun} until then, or give this one an earlier date`,
      })
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
