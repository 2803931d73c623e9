/** One thing an editor has to fix, tied to a file (relative to the project) and a field path. */
export interface ContentProblem {
  file: string
  /** Dotted path such as `faq[2].title`; empty when the problem is the whole file. */
  field: string
  message: string
}

export function formatProblem(problem: ContentProblem): string {
  const where = problem.field ? `${problem.file} › ${readableField(problem.field)}` : problem.file
  return `${where}: ${problem.message}`
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')
  return `${n}${suffix}`
}

/** One of a list's items, as an editor names it: `sections` → section, `entries` → entry, `faq` → item of faq. */
function itemOf(list: string): string {
  if (/ies$/.test(list)) return list.replace(/ies$/, 'y')
  if (/(ss|x|ch|sh)es$/.test(list)) return list.replace(/es$/, '')
  if (/[^s]s$/.test(list)) return list.replace(/s$/, '')
  return `item of ${list}`
}

/**
 * A field's path as an editor counts: `sections[3].items[0].title` is "the 4th section › its 1st
 * item › title" (a file's lists count from 1, as people do, not from 0). `text, line 12` and other
 * paths without positions are as they are.
 */
export function readableField(field: string): string {
  const out: string[] = []
  /** Field names without positions stay as they are written, `image.src`. */
  let names: string[] = []
  const flush = () => {
    if (names.length > 0) out.push(names.join('.'))
    names = []
  }
  for (const part of field.split('.')) {
    const match = /^([^[\]]*)((?:\[\d+\])+)(.*)$/.exec(part)
    if (!match) {
      names.push(part)
      continue
    }
    const [, list, indexes, rest] = match as unknown as [string, string, string, string]
    flush()
    const positions = [...indexes.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]) + 1)
    positions.forEach((n, i) => out.push(i === 0 ? `the ${ordinal(n)} ${itemOf(list || 'list')}` : `its ${ordinal(n)} item`))
    if (rest) names.push(rest)
  }
  flush()
  return out.join(' › ')
}

/** Thrown when content cannot be loaded; carries every problem found, not only the first. */
export class ContentError extends Error {
  readonly problems: ContentProblem[]

  constructor(problems: ContentProblem[]) {
    const count = problems.length
    const lines = problems.map((p) => `  ✗ ${formatProblem(p)}`)
    super(`The content has ${count} problem${count === 1 ? '' : 's'} to fix before the site can be built:\n` + lines.join('\n'))
    this.name = 'ContentError'
    this.problems = problems
  }
}

/** Turns a path like ['faq', 2, 'title'] into `faq[2].title`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out ? `.${String(key)}` : String(key)
  }
  return out
}
