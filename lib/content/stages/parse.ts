/**
 * The parse stage: a file's text to values. YAML is read with its line numbers kept for messages;
 * a Markdown file is split into its front matter and its body, and the body rendered to a
 * sanitized tree (cached, and made in parallel by the build beforehand).
 */
import YAML from 'yaml'
import type { Root as HastRoot } from 'hast'
import type { Media } from '../../images'
import { claimTokens } from '../claims'
import { splitFrontMatter } from '../frontMatter'
import type { Heading, MarkdownOptions } from '../markdown'
import { renderMarkdown } from '../markdownCache'
import type { SiteData } from '../schemas'
import { explainYamlError } from '../yamlErrors'
import { cachedYaml, keepYaml } from '../yamlCache'
import { formatPath, type ContentProblem } from '../problems'
import { missingPictureMessage, type LoadRun } from './run'

/** A YAML text's value (`{}` when empty), or a problem naming the line (counted from `firstLine`). */
export function parseYaml(run: LoadRun, source: string, file: string, firstLine = 1): { ok: true; value: unknown } | { ok: false } {
  const kept = cachedYaml(source, firstLine)
  if (kept) {
    run.problems.push(...kept.problems.map((problem) => ({ file, ...problem })))
    return { ok: true, value: kept.value ?? {} }
  }
  const lines = new YAML.LineCounter()
  const doc = YAML.parseDocument(source, { prettyErrors: true, lineCounter: lines })
  const error = doc.errors[0]
  if (error) {
    const { line, message } = explainYamlError(error, source, firstLine)
    run.problems.push({ file, field: '', message: `the YAML could not be read${line ? ` at line ${line + firstLine - 1}` : ''}: ${message}` })
    return { ok: false }
  }
  const problems = cutTexts(doc, lines, file, firstLine)
  const value: unknown = doc.toJS()
  run.problems.push(...problems)
  keepYaml(source, firstLine, { value, problems: problems.map(({ file: _, ...problem }) => problem) })
  return { ok: true, value: value ?? {} }
}

/**
 * Texts that YAML cut at a ` #`: in a value written without quotes, a space and # start a note of
 * the file's own that is not published (`title: Design Systems That Last #1 lesson` publishes
 * "Design Systems That Last"). Each is a problem with the fix: the whole text in quotes.
 */
function cutTexts(doc: YAML.Document, lines: YAML.LineCounter, file: string, firstLine: number): ContentProblem[] {
  const problems: ContentProblem[] = []
  YAML.visit(doc, {
    Scalar(key, node, path) {
      if (key === 'key' || node.type !== 'PLAIN' || typeof node.value !== 'string' || node.comment === undefined || !node.range) return
      const line = lines.linePos(node.range[0]).line
      const cut = `#${node.comment}`
      const field = fieldOf(path, node)
      const name = field.split(/[.[]/).pop()!.replace(/\]$/, '')
      problems.push({
        file,
        field,
        message: `line ${line + firstLine - 1}: the text stops before "${cut}", because a space and # start a note that is not published; to keep it, put the whole text in double quotes (or, if it is a note for editors, move it to a line of its own), like this: ${/^\d/.test(name) ? '' : `${name}: `}"${node.value} ${cut}"`,
      })
    },
  })
  return problems
}

/** The field of a value in the file, as messages name it (`sections[3].title`), from the nodes that hold it. */
function fieldOf(path: readonly unknown[], node: unknown): string {
  const chain = [...path, node]
  const keys = chain.flatMap((parent, i): Array<string | number> => {
    if (YAML.isPair(parent) && YAML.isScalar(parent.key)) return [String(parent.key.value)]
    if (YAML.isSeq(parent) && i + 1 < chain.length) return [parent.items.indexOf(chain[i + 1] as never)]
    return []
  })
  return formatPath(keys)
}

/** The `{placeholders}` an editor may write in Markdown, from site.yaml. */
export function siteTokens(site: Pick<SiteData, 'name' | 'legalName' | 'registryNumber' | 'taxCode' | 'phone' | 'email' | 'address' | 'url' | 'claims'>): Record<string, string> {
  return {
    // The claims the site states in several places (lib/content/claims.ts), `{demoCadence}`.
    ...claimTokens(site.claims),
    companyName: site.name,
    legalName: site.legalName,
    registryNumber: site.registryNumber,
    taxCode: site.taxCode,
    phone: site.phone,
    email: site.email,
    address: `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`,
    country: site.address.country,
    website: site.url,
  }
}

/** The options every Markdown body of the site is rendered with (also the key of its cache entry). */
export function markdownOptions(site: Pick<SiteData, 'ui'> | undefined, tokens: Record<string, string> | undefined, lineOffset: number): MarkdownOptions {
  return { ...(tokens ? { tokens } : {}), lineOffset, ...(site ? { newTabLabel: site.ui.opensInNewTab } : {}) }
}

/** A Markdown file, parsed: its front matter's value (undefined when it cannot be read) and its rendered body. */
export interface ParsedMarkdown {
  fields: unknown
  /** Whether the front matter was read (an unreadable one is reported, and its body still checked). */
  ok: boolean
  body: HastRoot
  headings: Heading[]
  links: string[]
  /** The body's own problems, reported after the front matter's (in the order of the file). */
  bodyProblems: ContentProblem[]
  /** The Markdown text as written, and the line of the file it starts on. */
  text: { text: string; firstLine: number }
}

/**
 * A Markdown file's front matter and body, with the body's own mistakes (broken Markdown, raw HTML,
 * a link or picture that cannot be, a picture missing from content/media) and their lines;
 * undefined when the file's opening is refused (a `---js` block runs nothing).
 */
export function parseMarkdown(run: LoadRun, source: string, file: string, site: SiteData | undefined, tokens: Record<string, string> | undefined): ParsedMarkdown | undefined {
  const split = splitFrontMatter(source)
  if (split.kind === 'refused') {
    run.problems.push({ file, field: '', message: split.message })
    return undefined
  }
  let fields: unknown = {}
  let ok = true
  if (split.kind === 'yaml') {
    const parsed = parseYaml(run, split.yaml, file, 2)
    fields = parsed.ok ? parsed.value : {}
    ok = parsed.ok
  }
  const lineOffset = split.kind === 'yaml' ? split.bodyLine : 0
  const { tree, headings, links, images, problems } = renderMarkdown(split.body, markdownOptions(site, tokens, lineOffset))
  const bodyProblems: ContentProblem[] = problems.map((p) => ({ file, field: `text, line ${p.line}`, message: p.message }))
  for (const src of images) {
    if (src.startsWith('/media/') && !run.mediaExists(src)) bodyProblems.push({ file, field: 'text', message: missingPictureMessage(run, src, 'picture') })
  }
  return { fields, ok, body: withPictures(tree, images, run.media, run.mediaExists), headings, links, bodyProblems, text: { text: split.body, firstLine: lineOffset + 1 } }
}

/**
 * The body with every picture of content/media described (sizes and variants, as `data-picture`),
 * for components/Markdown to draw as the site's responsive picture. A copy: the cached tree is
 * shared, and the same Markdown may name a picture that has changed since.
 */
function withPictures(tree: HastRoot, images: string[], media: Media, exists: (publicPath: string) => boolean): HastRoot {
  if (!images.some((src) => src.startsWith('/media/'))) return tree
  const copy = structuredClone(tree)
  const visit = (node: HastRoot | HastRoot['children'][number]): void => {
    if (node.type === 'element' && node.tagName === 'img') {
      const src = node.properties.src
      if (typeof src === 'string' && src.startsWith('/media/') && exists(src)) {
        node.properties.dataPicture = JSON.stringify(media.picture({ src, alt: String(node.properties.alt ?? '') }))
      }
    }
    if ('children' in node) node.children.forEach(visit)
  }
  visit(copy)
  return copy
}
