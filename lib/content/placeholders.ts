/**
 * Placeholders: a text of any field, in YAML or Markdown, can say `{email}`, `{companyName}` or a
 * claim such as `{demoCadence}`, and the site writes the value of site.yaml in its place (the same
 * ones a Markdown text gets, stages/parse.ts › siteTokens). A name the site does not know is
 * refused, with the names it knows, so that `{demoCadance}` is never published as written.
 *
 * Two kinds of names are not filled here: the counts (`{services}`, counts.ts), filled once every
 * list is known, and the names a page fills when it is drawn (`{count} results`), which the field
 * declares with `filledByThePage`.
 */
import type { z } from 'zod'
import { COUNTABLE } from './countable'
import type { ContentProblem } from './problems'
import { closest, findMarked } from './references'
import { defOf, metaOf } from './zodSchema'

/** A placeholder: a name between braces, such as `{email}` (a count's `{services, plural, …}` is not one). */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g

/** Marks a field whose text the page fills in when it is drawn, with `names` (`{count}`, `{query}`): those are left as written. */
export function filledByThePage<S extends z.ZodType>(schema: S, names: readonly string[]): S {
  return schema.meta({ fills: names })
}

/** The names a text field's page fills in: `[]` for a text of its own, undefined for a field that is not a text. */
function pageFills(schema: z.ZodType): readonly string[] | undefined {
  const fills = metaOf(schema)?.fills
  if (Array.isArray(fills)) return fills as string[]
  return defOf(schema).type === 'string' ? [] : undefined
}

/**
 * The value of a file's checked fields with every placeholder of its texts filled from `values`; an
 * unknown name is a problem naming the file, the field and the names the site knows. `data` is not
 * changed.
 */
export function fillPlaceholders<T>(schema: z.ZodType, data: T, values: Readonly<Record<string, string>>, file: string, problems: ContentProblem[]): T {
  const counts: readonly string[] = COUNTABLE
  const texts = findMarked(schema, data, pageFills)
  const known = Object.keys(values)
  let result: T = data
  for (const { field, path, value, mark: fills } of texts) {
    if (!value.includes('{')) continue
    const filled = value.replace(PLACEHOLDER, (whole, name: string) => {
      if (fills.includes(name) || counts.includes(name)) return whole
      // Own names only: `{constructor}` is unknown, not a member every object inherits.
      if (Object.hasOwn(values, name)) return values[name]!
      const guess = closest(name, [...known, ...fills])
      problems.push({
        file,
        field,
        message: `unknown placeholder ${whole}; ${guess ? `did you mean {${guess}}? ` : ''}the known ones are ${[...known, ...fills].map((n) => `{${n}}`).join(', ')}`,
      })
      return whole
    })
    if (filled !== value) result = withValueAt(result, path, filled)
  }
  return result
}

/** A copy of `data` with `value` at `path`, sharing every part it does not change. */
function withValueAt<T>(data: T, path: ReadonlyArray<string | number>, value: unknown): T {
  if (path.length === 0) return value as T
  const [key, ...rest] = path
  if (Array.isArray(data)) {
    const copy = [...(data as unknown[])]
    copy[key as number] = withValueAt(copy[key as number], rest, value)
    return copy as T
  }
  const record = data as Record<string, unknown>
  return { ...record, [key!]: withValueAt(record[key!], rest, value) } as T
}
