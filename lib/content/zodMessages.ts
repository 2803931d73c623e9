import type { z } from 'zod'
import { formatPath, type ContentProblem } from './problems'
import { closest } from './references'

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
}

/** Tabs, line breaks and other control characters written out (`\t`), so that a hidden one shows. */
function visible(text: string): string {
  const names: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' }
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return text.replace(/[\x00-\x1f\x7f]/g, (c) => names[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

function describeValue(value: unknown): string {
  if (value === null) return 'an empty value'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'string') return `the text "${visible(value.length > 40 ? value.slice(0, 40) + '…' : value)}"`
  if (typeof value === 'number') return `the number ${value}`
  if (typeof value === 'boolean') return `${value}`
  if (typeof value === 'object') return 'a group of fields'
  return typeof value
}

function quoteList(values: ReadonlyArray<unknown>): string {
  return values.map((v) => JSON.stringify(v)).join(', ')
}

/** Plain-language wording of one zod issue, for editors who never saw a schema. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = typeNames[issue.expected] ?? issue.expected
      if (issue.input === undefined) {
        return issue.expected === 'string' ? 'required text is missing' : `required field is missing (expected ${expected})`
      }
      return `expected ${expected}, but found ${describeValue(issue.input)}`
    }
    case 'unrecognized_keys': {
      const names = issue.keys.map((k) => `"${k}"`).join(', ')
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${names}: check the spelling, or remove ${issue.keys.length > 1 ? 'them' : 'it'}`
    }
    case 'invalid_value':
      return `expected one of ${quoteList(issue.values)}, but found ${describeValue(issue.input)}`
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters long`
      if (issue.origin === 'array') return `needs at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`
      return `must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}`
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters long`
      if (issue.origin === 'array') return `has too many items (at most ${issue.maximum})`
      return `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}`
    case 'invalid_format': {
      const formats: Record<string, string> = {
        email: 'an e-mail address such as name@example.com',
        date: 'a date written as YYYY-MM-DD',
      }
      // A schema's own message already says what it expects ("expected an image path …").
      const wanted = formats[issue.format] ?? issue.message.replace(/^expected /, '')
      return `expected ${wanted}, but found ${describeValue(issue.input)}`
    }
    case 'custom':
      // A refinement that says what it expects, such as the address helpers of fields.ts.
      if (issue.message.startsWith('expected ') && typeof issue.input === 'string') return `${issue.message}, but found ${describeValue(issue.input)}`
      return issue.message
    case 'invalid_union': {
      // A list of kinds told apart by one field (the sections of a home variant, by `type`).
      const kinds = (issue as { options?: unknown[]; discriminator?: string }).options
      if (kinds?.length) {
        const input = (issue as { input?: unknown }).input
        const given = input && typeof input === 'object' ? (input as Record<string, unknown>)[(issue as { discriminator?: string }).discriminator ?? ''] : undefined
        if (given === undefined) return `required field is missing: it names the kind of item, one of ${quoteList(kinds)}`
        const guess = typeof given === 'string' ? closest(given, kinds.map(String)) : undefined
        const what = typeof given === 'string' ? `"${given}"` : describeValue(given)
        return `unknown kind ${what}${guess ? `; did you mean "${guess}"?` : ';'} expected one of ${quoteList(kinds)}`
      }
      return issue.message || 'does not match any of the allowed forms'
    }
    default:
      return issue.message
  }
}

/** Every issue of a failed parse, as problems tied to a file. */
export function zodProblems(file: string, error: z.ZodError, prefix: ReadonlyArray<PropertyKey> = []): ContentProblem[] {
  return error.issues.map((issue) => ({
    file,
    field: formatPath([...prefix, ...issue.path]),
    message: describeIssue(issue),
  }))
}
