/** One thing an editor has to fix, tied to a file (relative to the project) and a field path. */
export interface ContentProblem {
  file: string
  /** Dotted path such as `faq[2].title`; empty when the problem is the whole file. */
  field: string
  message: string
}

export function formatProblem(problem: ContentProblem): string {
  const where = problem.field ? `${problem.file} › ${problem.field}` : problem.file
  return `${where}: ${problem.message}`
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
