/**
 * Counts are data, never words: a text that says how many services, case studies, works, posts or
 * team members there are writes a placeholder the site fills from the list itself, in the text's
 * language and with its plural forms (ICU MessageFormat, through intl-messageformat, which uses
 * Intl.PluralRules: Romanian has `one`, `few` and `other`):
 *
 *   intro: "{services, plural, one {# service} other {# services}}, from the first workshop to long-term support."
 *   intro: "{services, plural, one {# serviciu} few {# servicii} other {# de servicii}}, de la primul atelier …"
 *
 * `{services}` alone is the bare number. `npm run check` warns where a text states such a count in
 * words or digits instead (`countWarnings`).
 */
import fs from 'node:fs'
import { IntlMessageFormat } from 'intl-messageformat'
import { LOCALE_INFO, LOCALES, type Locale } from '../shared/locales'
import { languageFiles } from './files'
import type { ContentProblem } from './problems'
import { formatPath } from './problems'

import { COUNTABLE, type Countable } from './countable'

export { COUNTABLE, type Countable } from './countable'

/** A text that counts a list: `{services}`, or `{services, plural, …}` (any name, so a misspelt one is reported). */
const COUNTING = new RegExp(String.raw`\{\s*(?:(?:${COUNTABLE.join('|')})\s*\}|[A-Za-z]+\s*,\s*plural\s*,)`)

/** The example the messages give. */
const EXAMPLE = '{services, plural, one {# service} other {# services}}'

/**
 * Fills every counting text of `data` (a file's checked fields, changed in place) with the counts;
 * a text that cannot be read, or counts a list the site does not have, is a problem naming the
 * file and the field.
 */
export function fillCounts(data: unknown, counts: Record<Countable, number>, locale: Locale, file: string, problems: ContentProblem[]): void {
  const fill = (text: string, field: string): string => {
    if (!COUNTING.test(text)) return text
    const unknown = [...text.matchAll(/\{\s*([A-Za-z]+)\s*,\s*plural\s*,/g)].map((m) => m[1]!).filter((name) => !(COUNTABLE as readonly string[]).includes(name))
    if (unknown.length > 0) {
      problems.push({ file, field, message: `counts "${unknown[0]}", which is not a list the site can count: write one of ${COUNTABLE.join(', ')}` })
      return text
    }
    try {
      const message = new IntlMessageFormat(text, LOCALE_INFO[locale].intl, undefined, { ignoreTag: true })
      const unknownNames = [...new Set(argumentNames(message.getAst()))].filter((name) => !(COUNTABLE as readonly string[]).includes(name))
      for (const name of unknownNames) problems.push({ file, field, message: `unknown placeholder {${name}}; the known ones are ${COUNTABLE.map((c) => `{${c}}`).join(', ')}` })
      if (unknownNames.length > 0) return text
      // Own names only, as the check above: never a member every object inherits.
      return String(message.format(Object.assign(Object.create(null) as Record<Countable, number>, counts)))
    } catch (error) {
      problems.push({ file, field, message: `the count in this text cannot be read (${(error as Error).message}): write it like ${EXAMPLE}` })
      return text
    }
  }
  replaceTexts(data, fill)
}

/** The ICU parser's kind of element for plain text (`TYPE.literal`), whose `value` is words, not a name. */
const LITERAL = 0

/** The names a counting text fills in, at any depth of its plural forms. */
function argumentNames(elements: ReturnType<IntlMessageFormat['getAst']>): string[] {
  return elements.flatMap((element) => [
    ...(element.type !== LITERAL && 'value' in element ? [element.value] : []),
    ...('options' in element ? Object.values(element.options).flatMap((option) => argumentNames(option.value)) : []),
    ...('children' in element ? argumentNames(element.children) : []),
  ])
}

/** Replaces every text of `data` (a file's checked fields, changed in place), at any depth, by what `fill` makes of it; `field` is where it is, as messages name it. */
export function replaceTexts(data: unknown, fill: (text: string, field: string) => string): void {
  const walk = (value: unknown, at: Array<string | number>): unknown => {
    if (typeof value === 'string') return fill(value, formatPath(at))
    if (Array.isArray(value)) {
      value.forEach((item, index) => (value[index] = walk(item, [...at, index])))
      return value
    }
    if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) (value as Record<string, unknown>)[key] = walk(item, [...at, key])
    }
    return value
  }
  walk(data, [])
}

/** Number words up to twenty and the tens, as each language writes them before a noun. */
const NUMBER_WORDS: Record<Locale, string[]> = {
  en: 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred'.split(
    ' ',
  ),
  ro: 'un una doi două trei patru cinci șase șapte opt nouă zece unsprezece douăsprezece doisprezece treisprezece paisprezece cincisprezece șaisprezece șaptesprezece optsprezece nouăsprezece douăzeci treizeci patruzeci cincizeci șaizeci șaptezeci optzeci nouăzeci sută'.split(
    ' ',
  ),
}

/** The nouns of each countable list, as a sentence stating its count would write them. */
const LIST_NOUNS: Record<Locale, Record<Countable, string[]>> = {
  en: {
    services: ['services'],
    industries: ['industries'],
    caseStudies: ['case studies', 'partnerships'],
    posts: ['posts', 'articles'],
    works: ['projects', 'works'],
    teamMembers: ['team members'],
  },
  ro: {
    services: ['servicii'],
    industries: ['industrii'],
    caseStudies: ['studii de caz', 'parteneriate'],
    posts: ['articole'],
    works: ['proiecte', 'lucrări'],
    teamMembers: ['membri ai echipei'],
  },
}

/** A count a text states by hand, beside a list the site could count. */
export interface CountWarning {
  file: string
  line: number
  found: string
  list: Countable
}

/**
 * Every number (in words or digits) written right before the noun of a list the site can count
 * ("Seven services", "Două parteneriate de durată", "12 recent posts"), in the YAML files of each
 * language, where the pages introduce their lists (a post's story may well say "three of the five
 * projects"): advice, the check still passes.
 */
export function countWarnings(root: string): CountWarning[] {
  const warnings: CountWarning[] = []
  for (const locale of LOCALES) {
    const number = `(?:\\d+|${NUMBER_WORDS[locale].join('|')})`
    const patterns = COUNTABLE.map((list) => ({
      list,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}{#])${number}\\s+(?:de\\s+)?(?:[\\p{L}-]+\\s+){0,2}?(?:${LIST_NOUNS[locale][list].join('|')})(?![\\p{L}])`, 'giu'),
    }))
    for (const { abs, file } of languageFiles(root, locale).filter((f) => f.file.endsWith('.yaml'))) {
      fs.readFileSync(abs, 'utf8')
        .split('\n')
        .forEach((text, index) => {
          for (const { list, pattern } of patterns) for (const match of text.matchAll(pattern)) warnings.push({ file, line: index + 1, found: match[0], list })
        })
    }
  }
  return warnings
}

/** A warning as `npm run check` prints it. */
export function formatCountWarning(w: CountWarning): string {
  return `${w.file}:${w.line}: "${w.found}" states how many there are by hand: write {${w.list}, plural, …} so it stays right when the list changes (see "Numbers that count a list" in the guide)`
}
