import fs from 'node:fs'
import path from 'node:path'
import { Parser } from 'htmlparser2'
import { parseRedirectsFile, redirectKey } from '../../lib/redirects'

export interface LinkProblem {
  /** Site path of the page, e.g. `/blog/x/` or `/404.html`. */
  page: string
  /** The href/src as written. */
  target: string
  message: string
  /** What the target belongs to, for the report wording; a link when left out. */
  kind?: 'link' | 'image'
}

/** Used when no site URL is given, so relative and root paths still resolve to one origin. */
const placeholderOrigin = 'http://site.invalid'

/** Something else to collect from every attribute value and text: matches of a global pattern, in values that contain a plain string. */
export interface Mentions {
  contains: string
  pattern: RegExp
}

/** What the build needs to know of one page, read in a single pass. */
export interface PageScan {
  ids: Set<string>
  /** Each distinct href of the page's links. */
  links: string[]
  images: Array<{ src: string | undefined; hasAlt: boolean }>
  /** Every URL of `<img srcset>` and `<source srcset>`. */
  srcsetUrls: string[]
  /** `<meta name content>` pairs, e.g. robots and dcterms.modified. */
  metas: Map<string, string>
  /** Matches of the scan's `mentions` in attribute values and text (inline scripts included). */
  mentions: string[]
  /** Attributes that carry a value the page's code did not have (see leakedValue). */
  leaks: Leak[]
  /** What the page says about itself: the build's head checks read it (checkHeads.ts). */
  head: PageHead
}

/** A page's `<html lang>`, title, canonical address, alternates by language, and how many h1 it has. */
export interface PageHead {
  lang: string | undefined
  title: string
  canonical: string | undefined
  alternates: Array<{ hreflang: string; href: string }>
  h1: number
}

/** An attribute whose value, or one of whose class names, is what a template writes for a missing value. */
export interface Leak {
  tag: string
  attribute: string
  value: string
}

/**
 * What a template writes where its value was missing: `${styles.typo}` gives the class name
 * "undefined", `${count}` of nothing "NaN", `${item}` of an object "[object Object]". None of these
 * is ever meant as a class name or an attribute's whole value.
 */
const LEAKED = new Set(['undefined', 'null', 'NaN'])
function leakedValue(attribute: string, value: string): boolean {
  if (value.includes('[object Object]')) return true
  return attribute === 'class' ? value.split(/\s+/).some((token) => LEAKED.has(token)) : LEAKED.has(value.trim())
}

/** What an internal path turned out to be: a page (with ids to check), another file, a redirect, or nothing. */
type Resolved = { kind: 'page'; file: string } | { kind: 'file' } | { kind: 'redirect' } | { kind: 'missing' }

/**
 * Reads every HTML file under `clientDir` once. Keyed by the path relative to it (`blog/x/index.html`).
 * `mentions` collects what else the build looks for in the pages; `rewrite` may change a page, which
 * is then written back and scanned as changed.
 */
export function scanSite(clientDir: string, options: { mentions?: Mentions; rewrite?: (html: string) => string } = {}): Map<string, PageScan> {
  const { mentions, rewrite } = options
  const root = path.resolve(clientDir)
  const scans = new Map<string, PageScan>()
  const intern = new Interner()
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const abs = path.join(entry.parentPath, entry.name)
    let html = fs.readFileSync(abs, 'utf8')
    if (rewrite) {
      const changed = rewrite(html)
      if (changed !== html) fs.writeFileSync(abs, (html = changed))
    }
    scans.set(path.relative(root, abs).split(path.sep).join('/'), scanPage(html, mentions, intern))
  }
  return scans
}

/**
 * Checks every link, anchor and picture of the built site. `scans` are pages already read by
 * scanSite; HTML files not among them are read here.
 */
export function checkBuiltSite(clientDir: string, options: { siteUrl?: string; scans?: Map<string, PageScan> } = {}): LinkProblem[] {
  const root = path.resolve(clientDir)
  const origin = options.siteUrl ? new URL(options.siteUrl).origin : placeholderOrigin
  // One directory walk answers every "does this file exist" question without touching the disk again.
  const files = new Set(
    fs
      .readdirSync(root, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/')),
  )
  const redirectsPath = path.join(root, '_redirects')
  const redirects = files.has('_redirects') ? parseRedirectsFile(fs.readFileSync(redirectsPath, 'utf8')) : new Map<string, string>()

  const scans = new Map<string, PageScan>()
  const intern = new Interner()
  for (const file of files) {
    if (file.endsWith('.html')) scans.set(file, options.scans?.get(file) ?? scanPage(fs.readFileSync(path.join(root, file), 'utf8'), undefined, intern))
  }

  const isRedirectSource = (pathname: string): boolean => {
    const key = redirectKey(pathname)
    if (redirects.has(key)) return true
    // Splat rules such as `/old/*` cover everything below them.
    for (const from of redirects.keys()) if (from.endsWith('*') && pathname.startsWith(from.slice(0, -1))) return true
    return false
  }

  const resolve = (pathname: string): Resolved => {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return { kind: 'missing' }
    }
    if (isRedirectSource(pathname) || isRedirectSource(decoded)) return { kind: 'redirect' }
    const rel = decoded.replace(/^\/+/, '')
    const asPage = (file: string): Resolved => (file.endsWith('.html') ? { kind: 'page', file } : { kind: 'file' })
    if (rel === '' || rel.endsWith('/')) return files.has(`${rel}index.html`) ? asPage(`${rel}index.html`) : { kind: 'missing' }
    if (files.has(rel)) return asPage(rel)
    if (files.has(`${rel}/index.html`)) return asPage(`${rel}/index.html`)
    if (files.has(`${rel}.html`)) return asPage(`${rel}.html`)
    return { kind: 'missing' }
  }

  const problems = new Map<string, LinkProblem>()
  const report = (problem: LinkProblem) => {
    problems.set(JSON.stringify([problem.page, problem.target, problem.message, problem.kind]), problem)
  }

  for (const [file, scan] of scans) {
    const page = sitePath(file)
    const base = new URL(page, origin)

    for (const written of scan.links) {
      const href = written.trim()
      if (href === '' || href === '#') {
        report({ page, target: written, message: 'empty link target', kind: 'link' })
        continue
      }
      if (/^javascript:/i.test(href)) {
        report({ page, target: written, message: 'script link', kind: 'link' })
        continue
      }
      const url = internalUrl(href, base, origin)
      if (!url) continue
      const target = resolve(url.pathname)
      if (target.kind === 'missing') {
        report({ page, target: written, message: 'no page at this address', kind: 'link' })
        continue
      }
      // One address per page: the site's links to its pages end with a slash, as its canonical URLs do.
      if (target.kind === 'page' && target.file.endsWith('index.html') && !url.pathname.endsWith('/')) {
        report({ page, target: written, message: `link without the trailing slash: write ${url.pathname}/`, kind: 'link' })
        continue
      }
      const fragment = url.hash.slice(1)
      // A redirect's destination is checked where it is linked directly; text fragments are for the browser.
      if (!fragment || target.kind !== 'page' || fragment.startsWith(':~:')) continue
      const ids = scans.get(target.file)?.ids ?? new Set<string>()
      if (ids.has(fragment) || ids.has(safeDecode(fragment))) continue
      const where = target.file === file ? 'on this page' : `on ${sitePath(target.file)}`
      report({ page, target: written, message: `no element with id "${safeDecode(fragment)}" ${where}`, kind: 'link' })
    }

    for (const image of scan.images) {
      if (!image.hasAlt) report({ page, target: image.src ?? '', message: 'image without alt text', kind: 'image' })
      if (image.src !== undefined) checkImageFile(image.src)
    }
    for (const src of scan.srcsetUrls) checkImageFile(src)

    function checkImageFile(written: string) {
      const src = written.trim()
      if (src === '') {
        report({ page, target: written, message: 'missing image file', kind: 'image' })
        return
      }
      const url = internalUrl(src, base, origin)
      if (url && resolve(url.pathname).kind === 'missing') report({ page, target: written, message: 'missing image file', kind: 'image' })
    }
  }

  return [...problems.values()].sort((a, b) => compare(a.page, b.page) || compare(a.target, b.target) || compare(a.message, b.message))
}

/** Every attribute of the built pages that says "undefined", "null", "NaN" or "[object Object]" (see leakedValue). */
export function checkBuiltMarkup(scans: Map<string, PageScan>): Array<{ page: string } & Leak> {
  return [...scans]
    .flatMap(([file, scan]) => scan.leaks.map((leak) => ({ page: sitePath(file), ...leak })))
    .sort((a, b) => compare(a.page, b.page) || compare(a.tag, b.tag) || compare(a.attribute, b.attribute))
}

/** The report of checkBuiltMarkup, for the build's error: a count line, then one line per attribute. */
export function formatMarkupProblems(leaks: Array<{ page: string } & Leak>): string {
  const count = `${leaks.length} ${leaks.length === 1 ? 'attribute says' : 'attributes say'} what a template writes for a missing value (a misspelt style name, a field the template does not have):`
  return [count, ...leaks.map((l) => `  ✗ ${l.page} › <${l.tag} ${l.attribute}="${l.value}">`)].join('\n')
}

/** Plain-language report: a count line, then one line per problem. */
export function formatLinkProblems(problems: LinkProblem[]): string {
  if (problems.length === 0) return 'No broken links found.'
  const count = `${problems.length} broken ${problems.length === 1 ? 'link' : 'links'} to fix:`
  return [count, ...problems.map((p) => `  ✗ ${p.page} › ${p.kind ?? 'link'} "${p.target}": ${p.message}`)].join('\n')
}

/**
 * The ids, links, pictures, meta tags and mentions of one page, read with htmlparser2's streaming
 * tokenizer: it follows the HTML rules for attributes, quotes, entities and raw-text elements such as
 * <script> without building a tree, about ten times faster than a full parse (which matters on sites
 * of thousands of pages).
 */
export function scanPage(html: string, mentions?: Mentions, intern: Interner = new Interner()): PageScan {
  const scan: PageScan = {
    ids: new Set(),
    links: [],
    images: [],
    srcsetUrls: [],
    metas: new Map(),
    mentions: [],
    leaks: [],
    head: { lang: undefined, title: '', canonical: undefined, alternates: [], h1: 0 },
  }
  const links = new Set<string>()
  let inTitle = false
  const mention = (text: string) => {
    // Most values cannot match: a plain substring test skips them before the pattern runs.
    if (!mentions || !text.includes(mentions.contains)) return
    for (const m of text.matchAll(mentions.pattern)) scan.mentions.push(intern.get(m[0]))
  }
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (attributes.id) scan.ids.add(intern.get(attributes.id))
        if (tag === 'a' || tag === 'area') {
          if (tag === 'a' && attributes.name) scan.ids.add(intern.get(attributes.name))
          if (attributes.href !== undefined) links.add(intern.get(attributes.href))
        }
        if (tag === 'img') scan.images.push({ src: attributes.src === undefined ? undefined : intern.get(attributes.src), hasAlt: attributes.alt !== undefined })
        if ((tag === 'img' || tag === 'source') && attributes.srcset) scan.srcsetUrls.push(...srcsetUrls(attributes.srcset).map((u) => intern.get(u)))
        if (tag === 'meta' && attributes.name && attributes.content !== undefined) scan.metas.set(intern.get(attributes.name), intern.get(attributes.content))
        if (tag === 'html') scan.head.lang = attributes.lang
        else if (tag === 'title') inTitle = true
        else if (tag === 'h1') scan.head.h1++
        else if (tag === 'link' && attributes.rel === 'canonical') scan.head.canonical = attributes.href
        else if (tag === 'link' && attributes.rel === 'alternate' && attributes.hreflang !== undefined && attributes.href !== undefined) {
          scan.head.alternates.push({ hreflang: attributes.hreflang, href: attributes.href })
        }
        if (mentions) for (const value of Object.values(attributes)) mention(value)
        for (const [attribute, value] of Object.entries(attributes)) if (leakedValue(attribute, value)) scan.leaks.push({ tag, attribute, value: intern.get(value) })
      },
      ontext(text) {
        if (inTitle) scan.head.title += text
        mention(text)
      },
      onclosetag(tag) {
        if (tag === 'title') inTitle = false
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.end(html)
  scan.links = [...links]
  return scan
}

/**
 * One copy of each distinct string. The parser's strings are slices of the page they come from, so
 * keeping them would keep every page's whole HTML in memory (hundreds of MB on large sites); the
 * same header links also recur on every page.
 */
export class Interner {
  private readonly seen = new Map<string, string>()
  get(s: string): string {
    let kept = this.seen.get(s)
    if (kept === undefined) {
      // A short string is copied anyway; a longer one is rebuilt so it no longer points into the page.
      kept = s.length < 13 ? s : Buffer.from(s, 'utf8').toString('utf8')
      this.seen.set(kept, kept)
    }
    return kept
  }
}

/** The URLs of a `srcset`, following the HTML rules so a comma inside a URL does not split it. */
function srcsetUrls(srcset: string): string[] {
  const urls: string[] = []
  let i = 0
  const skip = (re: RegExp) => {
    while (i < srcset.length && re.test(srcset[i] ?? '')) i++
  }
  while (i < srcset.length) {
    skip(/[\s,]/)
    if (i >= srcset.length) break
    const start = i
    skip(/\S/)
    let url = srcset.slice(start, i)
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '')
    } else {
      // Skip the descriptors (`2x`, `800w`) up to the comma that ends this candidate.
      let depth = 0
      while (i < srcset.length) {
        const c = srcset[i]
        if (c === '(') depth++
        else if (c === ')') depth = Math.max(0, depth - 1)
        else if (c === ',' && depth === 0) break
        i++
      }
    }
    if (url) urls.push(url)
  }
  return urls
}

/** The resolved URL if `href` points into this site, or null for other sites and non-web schemes. */
function internalUrl(href: string, base: URL, origin: string): URL | null {
  let url: URL
  try {
    url = new URL(href, base)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return url.origin === origin ? url : null
}

/** `a/b/index.html` → `/a/b/`, `index.html` → `/`, `404.html` → `/404.html`. */
export function sitePath(file: string): string {
  if (file === 'index.html') return '/'
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`
  return `/${file}`
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
