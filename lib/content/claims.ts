/**
 * Claims are data, like counts (counts.ts): what the site states in several places (how often a
 * client sees working software) is written once in site.yaml (`claims`, in each language) and put
 * into a text as `{name}`, so the pages cannot say it two ways:
 *
 *   claims: [{ name: demoCadence, says: every two weeks, avoid: [weekly demo, demo every week] }]
 *   text: Short iterations with a demo {demoCadence}, so you see progress, not reports.
 *
 * Markdown gets them with the other placeholders of site.yaml (stages/parse.ts › siteTokens).
 * `npm run check` warns where a text says a claim another way (one of its `avoid` phrases, in any
 * file of the language), or writes its words by hand in a page's YAML (a post may quote them).
 */
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { LOCALES } from '../shared/locales'
import { replaceTexts } from './counts'
import { languageFiles } from './files'

export interface Claim {
  name: string
  says: string
  avoid: readonly string[]
}

/** The claims as placeholder values: `{ demoCadence: 'every two weeks' }`. */
export const claimTokens = (claims: readonly Claim[] = []): Record<string, string> => Object.fromEntries(claims.map((c) => [c.name, c.says]))

/**
 * Puts each claim into every text of `data` (a file's checked fields, changed in place) that names
 * it as `{name}`. Other `{words}` are left as they are: the interface's texts have placeholders of
 * their own, filled when a page is drawn (`{count} results`).
 */
export function fillClaims(data: unknown, claims: readonly Claim[]): void {
  const values = claimTokens(claims)
  const fill = (text: string) => text.replace(/\{([a-z][A-Za-z]*)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole))
  replaceTexts(data, fill)
}

/** A claim a text states by hand or another way. */
export interface ClaimWarning {
  file: string
  line: number
  found: string
  claim: Claim
  /** `avoid`: words that say it otherwise; `by hand`: its own words, not its placeholder. */
  kind: 'avoid' | 'by hand'
  /** The file the claim is written in: content/site.en.yaml, or its translation. */
  siteFile: string
}

/** A phrase as a pattern: any spaces or line breaks between its words (a folded YAML text breaks lines anywhere). */
const phrase = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+')

/** The claims of one language's site.yaml, or none when it cannot be read (the check reports that file). */
function claimsOf(root: string, locale: string): Claim[] {
  try {
    const data = YAML.parse(fs.readFileSync(path.join(root, `site.${locale}.yaml`), 'utf8')) as { claims?: Claim[] } | null
    return (data?.claims ?? []).filter((c) => typeof c?.name === 'string' && typeof c.says === 'string').map((c) => ({ ...c, avoid: c.avoid ?? [] }))
  } catch {
    return []
  }
}

/** Every text of each language that says a claim another way, or by hand in a page's YAML: advice, the check still passes. */
export function claimWarnings(root: string): ClaimWarning[] {
  const warnings: ClaimWarning[] = []
  for (const locale of LOCALES) {
    const claims = claimsOf(root, locale)
    if (claims.length === 0) continue
    const patterns = claims.flatMap((claim) => [
      ...claim.avoid.map((words) => ({ claim, kind: 'avoid' as const, yamlOnly: false, pattern: new RegExp(`(?<![\\p{L}])${phrase(words)}(?![\\p{L}])`, 'giu') })),
      { claim, kind: 'by hand' as const, yamlOnly: true, pattern: new RegExp(`(?<![\\p{L}])${phrase(claim.says)}(?![\\p{L}])`, 'giu') },
    ])
    for (const { abs, file } of languageFiles(root, locale)) {
      if (path.basename(file).startsWith('site.')) continue
      const yaml = file.endsWith('.yaml')
      const text = fs.readFileSync(abs, 'utf8')
      for (const { claim, kind, yamlOnly, pattern } of patterns) {
        if (yamlOnly && !yaml) continue
        for (const match of text.matchAll(pattern)) {
          const line = text.slice(0, match.index).split('\n').length
          warnings.push({ file, line, found: match[0].replace(/\s+/g, ' '), claim, kind, siteFile: `content/site.${locale}.yaml` })
        }
      }
    }
  }
  return warnings
}

/** A warning as `npm run check` prints it. */
export function formatClaimWarning(w: ClaimWarning): string {
  return w.kind === 'avoid'
    ? `${w.file}:${w.line}: "${w.found}" says otherwise than the site's claim "${w.claim.says}" (${w.siteFile} › claims › ${w.claim.name}): write {${w.claim.name}}`
    : `${w.file}:${w.line}: "${w.found}" is written by hand: write {${w.claim.name}}, so every page says it the same way when it changes (${w.siteFile} › claims)`
}
