import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import type { z } from 'zod'
import type { Heading, MarkdownOptions } from './markdown'
import type { Root as HastRoot } from 'hast'
import { mediaOf, type Media } from '../images'
import { contentFileProblems, isReadableContentFile } from './files'
import { splitFrontMatter } from './frontMatter'
import { renderMarkdown } from './markdownCache'
import { ContentError, type ContentProblem } from './problems'
import { COLLECTIONS, type CollectionModules } from './registry'
import { findMedia, findReferences, inFileOrder, isWholeFileCheck, resolveReferences, type ReferenceKind, type ReferenceTarget } from './references'
import { PAGE_FILES, schemas, type BlogPostData, type PagesData, type SiteData } from './schemas'
import { explainYamlError } from './yamlErrors'
import { cedillaLetters, sharedFields, wordsWithDefault } from './translation'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../shared/locales'
import { zodProblems } from './zodMessages'

/** One file of a collection: its id (the file name) and its checked fields. */
export interface DataEntry<T> {
  id: string
  /** Path shown to editors, e.g. content/services/rpa.en.md. */
  file: string
  /** The language its words are in: the content's language, or English where it has no translation yet. */
  lang: Locale
  data: T
}

/** Where a single file (site.yaml, a file of content/pages) was read from, and in which language. */
export interface SourceFile {
  file: string
  lang: Locale
}

/** One Markdown file of a collection: its id (the file name), front matter and rendered body. */
export interface Entry<T> extends DataEntry<T> {
  /** The body as a sanitized HTML tree (made from the Markdown at build time), rendered by components/Markdown. */
  body: HastRoot
  /** The address of every link in the body. */
  links: string[]
  /** The body's `##` sections. */
  headings: Heading[]
}

/** The entries of every collection of the registry, by its key: Markdown files with their body, YAML files without. */
type CollectionContent = {
  [M in CollectionModules as M['collection']['key']]: M['collection']['format'] extends 'yaml' ? DataEntry<z.output<M['schema']>>[] : Entry<z.output<M['schema']>>[]
}

export type Content = CollectionContent & {
  /** The content folder it was loaded from. */
  root: string
  /** The language of this content; entries without a translation are in English (their `lang`). */
  locale: Locale
  /** The file each single file was read from: `site`, and every key of `pages`. */
  sources: Record<'site' | keyof PagesData, SourceFile>
  /** The pictures of its media/ folder. */
  media: Media
  site: SiteData
  pages: PagesData
}

export interface LoadOptions {
  /** The content folder; `content/` in the working directory by default. */
  root?: string
  /** Keep entries marked `draft: true` (the dev server does, production builds do not). */
  includeDrafts?: boolean
  /** The language to load: its translations, and English where a file has none. */
  locale?: Locale
}

/** The content in every language of the site. */
export type LocalizedContent = Record<Locale, Content>

const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** `content/` in the working directory, or SITE_CONTENT_DIR (used by tests of the build). */
export function defaultContentRoot(): string {
  return path.resolve(process.cwd(), process.env.SITE_CONTENT_DIR || 'content')
}

/** The `{placeholders}` an editor may write in Markdown, from site.yaml. */
export function siteTokens(site: Pick<SiteData, 'name' | 'legalName' | 'registryNumber' | 'taxCode' | 'phone' | 'email' | 'address' | 'url'>): Record<string, string> {
  return {
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

/**
 * A content file's name: `rpa.en.md` is the English `rpa`, `rpa.ro.md` its Romanian translation; a
 * name without a language (`rpa.md`) is English.
 */
export function parseFileName(name: string, extension: string): { id: string; lang: string | undefined } | undefined {
  if (!name.endsWith(extension)) return undefined
  const stem = name.slice(0, -extension.length)
  const match = /^(.*)\.([a-z]{2})$/.exec(stem)
  return match ? { id: match[1]!, lang: match[2]! } : { id: stem, lang: undefined }
}

/** The name of a file in a language: `pages/faq.yaml` → `pages/faq.ro.yaml`. */
export function localeFileName(file: string, locale: Locale): string {
  return file.replace(/(\.[a-z]+)$/, `.${locale}$1`)
}

/** Loads and checks the content in every language; throws a ContentError listing every problem at once. */
export function loadLocalizedContent(options: Omit<LoadOptions, 'locale'> = {}): LocalizedContent {
  const problems: ContentProblem[] = []
  const loaded: Partial<LocalizedContent> = {}
  for (const locale of LOCALES) {
    try {
      loaded[locale] = loadContent({ ...options, locale })
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      // A mistake in an English file shows in every language: reported once.
      for (const problem of error.problems) {
        if (!problems.some((p) => p.file === problem.file && p.field === problem.field && p.message === problem.message)) problems.push(problem)
      }
    }
  }
  if (problems.length > 0) throw new ContentError(problems)
  return loaded as LocalizedContent
}

/** Loads and checks all content in one language; throws a ContentError listing every problem at once. */
export function loadContent(options: LoadOptions = {}): Content {
  const root = path.resolve(options.root ?? defaultContentRoot())
  const includeDrafts = options.includeDrafts ?? process.env.NODE_ENV !== 'production'
  const locale = options.locale ?? DEFAULT_LOCALE
  const problems: ContentProblem[] = []
  const display = (abs: string) => path.posix.join('content', path.relative(root, abs).split(path.sep).join('/'))

  const mediaExists = (publicPath: string) => {
    const rel = publicPath.slice('/media/'.length)
    if (rel.split('/').includes('..')) return false
    return isReadableContentFile(root, path.join(root, 'media', rel))
  }
  const media = mediaOf(root)
  // Links, odd files and oversized texts are refused before anything is read.
  problems.push(...contentFileProblems(root, display))
  /** A file's text, unless it is one of those (then its problem is already reported). */
  const readText = (abs: string): string | undefined => (isReadableContentFile(root, abs) ? fs.readFileSync(abs, 'utf8').replace(/^\uFEFF/, '') : undefined)

  function parseYaml(source: string, file: string, firstLine = 1): { ok: true; value: unknown } | { ok: false } {
    try {
      return { ok: true, value: YAML.parse(source, { prettyErrors: true }) ?? {} }
    } catch (error) {
      const { line, message } = explainYamlError(error as Parameters<typeof explainYamlError>[0], source)
      problems.push({ file, field: '', message: `the YAML could not be read${line ? ` at line ${line + firstLine - 1}` : ''}: ${message}` })
      return { ok: false }
    }
  }

  /**
   * The file's fields checked by its schema, and the pictures it names looked up in content/media;
   * undefined when anything is wrong, with every problem reported.
   */
  function validate<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> | undefined {
    const result = schema.safeParse(value, { reportInput: true })
    const fields: string[] = []
    const missing = findMedia(schema, result.success ? result.data : value, result.success ? undefined : fields)
      .filter(({ value: src }) => !mediaExists(src))
      .map(({ field, value: src }) => ({ file, field, message: `the image "${src}" does not exist in content/media` }))
    if (result.success && missing.length === 0) return result.data
    const checked = result.success ? [] : zodProblems(file, result.error).map((problem, i) => ({ problem, wholeFile: isWholeFileCheck(result.error.issues[i]!) }))
    problems.push(...inFileOrder(checked, missing, fields))
    return undefined
  }

  /**
   * A translated file's fields that are the same in every language must be as its original has
   * them (the original's own mistakes are reported by the English load); and Romanian is written
   * with ș and ț, never the cedilla look-alikes.
   */
  function checkTranslation<S extends z.ZodType>(schema: S, data: Record<string, unknown>, source: string, file: string, original: { abs: string; file: string }): void {
    for (const { line, found, word, fix } of cedillaLetters(source)) {
      problems.push({
        file,
        field: `line ${line}`,
        message: `"${word}" is written with "${found}" (a cedilla); Romanian writes ${COMMA_BELOW_NAME[found] ?? 'a comma below'}: "${fix}"`,
      })
    }
    for (const { field, value } of wordsWithDefault(schema)) {
      if (field in data) continue
      problems.push({ file, field, message: `left out, so the page would show the English default "${value}": write it in this file's language` })
    }
    const originalData = quietData(schema, readText(original.abs), original.abs)
    if (!originalData) return
    for (const field of sharedFields(schema)) {
      const ours = JSON.stringify(data[field])
      const theirs = JSON.stringify(originalData[field])
      if (ours === theirs) continue
      problems.push({
        file,
        field,
        message: `is the same in every language: ${original.file} has ${theirs ?? 'nothing'}, this translation ${ours ?? 'nothing'}; change both together`,
      })
    }
  }

  /**
   * The file a single file is read from in this language: its translation, or the English file
   * (`faq.en.yaml`, or `faq.yaml` without a language).
   */
  function singleFile(rel: string): { abs: string; lang: Locale; original?: { abs: string; file: string } } | { missing: string } {
    const english = [localeFileName(rel, DEFAULT_LOCALE), rel].map((r) => path.join(root, r)).filter((abs) => fs.existsSync(abs))
    if (english.length > 1) problems.push({ file: display(english[1]!), field: '', message: `${display(english[0]!)} is the same file in English: keep one of the two` })
    const translated = locale !== DEFAULT_LOCALE ? path.join(root, localeFileName(rel, locale)) : undefined
    if (english.length === 0) {
      if (translated && fs.existsSync(translated))
        problems.push({
          file: display(translated),
          field: '',
          message: `a translation needs its English original: ${display(path.join(root, localeFileName(rel, DEFAULT_LOCALE)))} is missing`,
        })
      return { missing: display(path.join(root, localeFileName(rel, DEFAULT_LOCALE))) }
    }
    if (translated && fs.existsSync(translated)) return { abs: translated, lang: locale, original: { abs: english[0]!, file: display(english[0]!) } }
    return { abs: english[0]!, lang: DEFAULT_LOCALE }
  }

  const sources: Partial<Content['sources']> = {}

  function readYamlFile<S extends z.ZodType>(rel: string, schema: S, key: keyof Content['sources']): z.output<S> | undefined {
    const found = singleFile(rel)
    if ('missing' in found) {
      problems.push({ file: found.missing, field: '', message: 'this file is missing' })
      return undefined
    }
    const file = display(found.abs)
    sources[key] = { file, lang: found.lang }
    const source = readText(found.abs)
    if (source === undefined) return undefined
    const parsed = parseYaml(source, file)
    const data = parsed.ok ? validate(schema, parsed.value, file) : undefined
    if (found.original && parsed.ok && isRecord(parsed.value)) checkTranslation(schema, parsed.value, source, file, found.original)
    return data
  }

  const site = readYamlFile('site.yaml', schemas.site, 'site')
  const tokens = site && siteTokens(site)

  /** Ids of every file found, valid or not, so one broken file does not cascade into references. */
  const filesFound = new Map<string, Set<string>>()
  /** Ids of the drafts a build without drafts leaves out. */
  const draftsLeftOut = new Map<string, Set<string>>()
  /** Every file's references, looked up once everything has loaded. */
  const referencesToResolve: Array<{ file: string; schema: z.ZodType; data: unknown }> = []

  /**
   * The files of a collection's folder with their id (the file name), after checking that each is
   * of the collection's kind and has a name that can be a page address.
   */
  function collectionFiles(dir: string, extension: string, schema: z.ZodType): CollectionFile[] {
    const absDir = path.join(root, dir)
    filesFound.set(dir, new Set())
    draftsLeftOut.set(dir, new Set())
    // A linked folder is reported by contentFileProblems and not read.
    if (!fs.existsSync(absDir) || fs.lstatSync(absDir).isSymbolicLink()) return []
    /** Every language's file of each id. */
    const byId = new Map<string, Map<Locale, { abs: string; file: string }>>()
    for (const name of fs.readdirSync(absDir).sort()) {
      if (name.startsWith('_') || name.startsWith('.')) continue
      const abs = path.join(absDir, name)
      const file = display(abs)
      const parsed = parseFileName(name, extension)
      if (!parsed) {
        const kind = extension === '.md' ? 'Markdown files (.md)' : 'YAML files (.yaml)'
        if (fs.lstatSync(abs).isFile()) problems.push({ file, field: '', message: `only ${kind} belong in this folder` })
        continue
      }
      const { id, lang = DEFAULT_LOCALE } = parsed
      if (!isLocale(lang)) {
        problems.push({
          file,
          field: '',
          message: `".${lang}" is not a language of the site: name an English file my-page.${DEFAULT_LOCALE}${extension}, its translation ${LOCALES.filter(
            (l) => l !== DEFAULT_LOCALE,
          )
            .map((l) => `my-page.${l}${extension}`)
            .join(' or ')}`,
        })
        continue
      }
      if (!ID_PATTERN.test(id)) {
        problems.push({
          file,
          field: '',
          message: `the file name becomes the page address: use lowercase letters, digits and dashes only (e.g. my-new-page.${DEFAULT_LOCALE}${extension})`,
        })
        continue
      }
      const langs = byId.get(id) ?? new Map<Locale, { abs: string; file: string }>()
      byId.set(id, langs)
      const twin = langs.get(lang)
      if (twin) {
        problems.push({ file, field: '', message: `${twin.file} is the same page in the same language: keep one of the two` })
        continue
      }
      langs.set(lang, { abs, file })
    }
    const files: CollectionFile[] = []
    for (const [id, langs] of byId) {
      const original = langs.get(DEFAULT_LOCALE)
      if (!original) {
        // Reported once, by the English load.
        if (locale === DEFAULT_LOCALE) {
          for (const { file } of langs.values()) {
            problems.push({ file, field: '', message: `a translation needs its English original: ${display(path.join(absDir, `${id}.${DEFAULT_LOCALE}${extension}`))} is missing` })
          }
        }
        continue
      }
      filesFound.get(dir)!.add(id)
      const found = locale !== DEFAULT_LOCALE ? langs.get(locale) : undefined
      // The content manager writes, beside a new English entry, a file of its other language holding
      // only the fields it copies: no words yet, so not a translation yet.
      const translated = found && hasWords(schema, readText(found.abs), found.abs) ? found : undefined
      files.push(translated ? { id, ...translated, lang: locale, original } : { id, ...original, lang: DEFAULT_LOCALE })
    }
    return files
  }

  /** Keeps a checked entry, unless it is a draft a build without drafts leaves out. */
  function publish<T extends { draft: boolean }>(dir: string, id: string, data: T): boolean {
    if (data.draft && !includeDrafts) {
      draftsLeftOut.get(dir)!.add(id)
      return false
    }
    return true
  }

  /** A folder of YAML files, one page each. */
  function readYamlCollection<S extends z.ZodType<{ draft: boolean }>>(dir: string, schema: S): DataEntry<z.output<S>>[] {
    const entries: DataEntry<z.output<S>>[] = []
    for (const { id, abs, file, lang, original } of collectionFiles(dir, '.yaml', schema)) {
      const source = readText(abs)
      if (source === undefined) continue
      const parsed = parseYaml(source, file)
      const value = parsed.ok && original ? withoutEmptyCopies(schema, parsed.value) : parsed.ok ? parsed.value : undefined
      const data = parsed.ok ? validate(schema, value, file) : undefined
      if (original && parsed.ok && isRecord(value)) checkTranslation(schema, value, source, file, original)
      if (!data || !publish(dir, id, data)) continue
      entries.push({ id, file, lang, data })
      referencesToResolve.push({ file, schema, data })
    }
    return entries
  }

  /** A folder of Markdown files, one page each: front matter and a body. */
  function readCollection<S extends z.ZodType<{ draft: boolean }>>(dir: string, schema: S): Entry<z.output<S>>[] {
    const entries: Entry<z.output<S>>[] = []
    for (const { id, abs, file, lang, original } of collectionFiles(dir, '.md', schema)) {
      const source = readText(abs)
      if (source === undefined) continue
      const split = splitFrontMatter(source)
      if (split.kind === 'refused') {
        problems.push({ file, field: '', message: split.message })
        continue
      }
      let frontMatter: { data: unknown; content: string; ok: boolean } = { data: {}, content: split.body, ok: true }
      if (split.kind === 'yaml') {
        const parsed = parseYaml(split.yaml, file, 2)
        frontMatter = { data: parsed.ok ? parsed.value : {}, content: split.body, ok: parsed.ok }
      }
      const fields = original ? withoutEmptyCopies(schema, frontMatter.data) : frontMatter.data
      const data = frontMatter.ok ? validate(schema, fields, file) : undefined
      if (original && frontMatter.ok && isRecord(fields)) checkTranslation(schema, fields, source, file, original)
      const lineOffset = split.kind === 'yaml' ? split.bodyLine : 0
      const { tree: body, headings, links, images, problems: mdProblems } = renderMarkdown(frontMatter.content, markdownOptions(site, tokens, lineOffset))
      for (const p of mdProblems) problems.push({ file, field: `text, line ${p.line}`, message: p.message })
      for (const src of images) {
        if (src.startsWith('/media/') && !mediaExists(src)) problems.push({ file, field: 'text', message: `the picture "${src}" does not exist in content/media` })
      }
      if (!data || !publish(dir, id, data)) continue
      entries.push({ id, file, lang, data, body: withPictures(body, images, media, mediaExists), links, headings })
      referencesToResolve.push({ file, schema, data })
    }
    return entries
  }

  // Every collection of the registry, each in its own order.
  const collections = {} as CollectionContent
  for (const type of COLLECTIONS) {
    const schema = schemas[type.schema] as unknown as z.ZodType<{ draft: boolean; title: string }>
    const entries = type.format === 'yaml' ? readYamlCollection(type.folder, schema) : readCollection(type.folder, schema)
    Object.assign(collections, { [type.key]: entries.sort(type.order) })
  }
  const { industries, posts } = collections
  const pages: Partial<PagesData> = {}
  for (const name of Object.keys(PAGE_FILES) as Array<keyof PagesData>) {
    const value = readYamlFile(PAGE_FILES[name], schemas.pages[name], name)
    if (value !== undefined) {
      Object.assign(pages, { [name]: value })
      referencesToResolve.push({ file: sources[name]!.file, schema: schemas.pages[name], data: value })
    }
  }

  // Every reference is looked up here, when content loads, never when a page renders: `npm run
  // check` and the build stop on the same names. A kind whose own file has a mistake is not looked
  // up (that file's problem is reported instead).
  const collectionTarget = (dir: string, entries: Array<{ id: string }>, noun: string): ReferenceTarget => {
    const published = new Set(entries.map((e) => e.id))
    const drafts = draftsLeftOut.get(dir) ?? new Set<string>()
    const broken = new Set([...(filesFound.get(dir) ?? [])].filter((id) => !published.has(id) && !drafts.has(id)))
    return { published, drafts, broken, noun }
  }
  const pageTarget = (names: string[] | undefined, noun: string, source: string): ReferenceTarget | undefined => names && { published: new Set(names), noun, source }
  const targets: Partial<Record<ReferenceKind, ReferenceTarget>> = {
    industry: collectionTarget('industries', industries, 'industry'),
    post: collectionTarget('blog', posts, 'blog post'),
    author: pageTarget(
      pages.blog?.authors.map((a) => a.name),
      'author',
      `the authors in ${sources.blog?.file ?? `content/${PAGE_FILES.blog}`}`,
    ),
    work: pageTarget(
      pages.portfolio?.items.map((w) => w.title),
      'work',
      `the titles of the works in ${sources.portfolio?.file ?? `content/${PAGE_FILES.portfolio}`}`,
    ),
    testimonial: pageTarget(
      pages.aboutUs?.testimonials.items.map((t) => t.name),
      'name',
      `the testimonials in ${sources.aboutUs?.file ?? `content/${PAGE_FILES.aboutUs}`}`,
    ),
  }
  for (const { file, schema, data } of referencesToResolve) {
    const found = findReferences(schema, data).filter((ref) => targets[ref.kind])
    problems.push(...resolveReferences(file, found, targets as Record<ReferenceKind, ReferenceTarget>))
  }

  checkBlogReferences(filesFound.get('blog') ?? new Set<string>(), posts, pages, problems, sources.home?.file ?? `content/${PAGE_FILES.home}`)
  checkPortfolioLinks(filesFound.get('case-studies') ?? new Set<string>(), pages, problems, sources.portfolio?.file ?? `content/${PAGE_FILES.portfolio}`)

  const allPages = Object.keys(PAGE_FILES).every((name) => name in pages)
  if (problems.length > 0 || !site || !allPages) throw new ContentError(problems)
  return { root, locale, sources: sources as Content['sources'], media, site, ...collections, pages: pages as PagesData }
}

/** One file of a collection in the language being loaded. */
interface CollectionFile {
  id: string
  abs: string
  file: string
  lang: Locale
  /** The English original, when this file is its translation. */
  original?: { abs: string; file: string }
}

const COMMA_BELOW_NAME: Record<string, string> = { ş: 'ș (s with a comma below)', Ş: 'Ș (S with a comma below)', ţ: 'ț (t with a comma below)', Ţ: 'Ț (T with a comma below)' }

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value)
}

/**
 * A translation's fields without the empty copies the content manager writes of fields that are
 * the same in every language and that the original leaves out (`draft:` with no value).
 */
function withoutEmptyCopies(schema: z.ZodType, value: unknown): unknown {
  if (!isRecord(value)) return value
  const shared = new Set(sharedFields(schema))
  return Object.fromEntries(Object.entries(value).filter(([key, v]) => !(shared.has(key) && v === null)))
}

/**
 * Whether a translation (its text, undefined when it may not be read) holds any words: a field that
 * is written per language, or a Markdown text. A file that cannot be read counts as words, so its
 * mistake is reported.
 */
function hasWords(schema: z.ZodType, source: string | undefined, abs: string): boolean {
  if (source === undefined) return true
  try {
    const split = abs.endsWith('.md') ? splitFrontMatter(source) : { kind: 'yaml' as const, yaml: source, body: '' }
    if (split.kind !== 'yaml' || split.body.trim()) return true
    const value: unknown = YAML.parse(split.yaml)
    if (!isRecord(value)) return true
    const shared = new Set(sharedFields(schema))
    return Object.entries(value).some(([key, v]) => !shared.has(key) && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
  } catch {
    return true
  }
}

/** A file's fields when they read and check without a problem (those problems are reported where the file is loaded). */
function quietData(schema: z.ZodType, source: string | undefined, abs: string): Record<string, unknown> | undefined {
  if (source === undefined) return undefined
  try {
    const split = abs.endsWith('.md') ? splitFrontMatter(source) : { kind: 'yaml' as const, yaml: source }
    if (split.kind !== 'yaml') return undefined
    const value: unknown = YAML.parse(split.yaml)
    return schema.safeParse(value).success && isRecord(value) ? value : undefined
  } catch {
    return undefined
  }
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

/** A post is not related to itself, and the home page's teaser labels are keyed by posts that exist. */
function checkBlogReferences(postIds: Set<string>, posts: Entry<BlogPostData>[], pages: Partial<PagesData>, problems: ContentProblem[], homeFile: string): void {
  for (const post of posts) {
    post.data.related.forEach((id, index) => {
      if (id === post.id) problems.push({ file: post.file, field: `related[${index}]`, message: 'a post cannot be related to itself' })
    })
  }
  const known = [...postIds].map((i) => `"${i}"`).join(', ')
  for (const id of Object.keys(pages.home?.blog.labels ?? {})) {
    if (!postIds.has(id)) problems.push({ file: homeFile, field: `blog.labels.${id}`, message: `unknown blog post "${id}"; expected one of ${known}` })
  }
}

/** Every portfolio work links to a page that exists: the case studies' index or one case study. */
function checkPortfolioLinks(caseStudyIds: Set<string>, pages: Partial<PagesData>, problems: ContentProblem[], portfolioFile: string): void {
  const known = ['/case-studies/', ...[...caseStudyIds].map((id) => `/case-studies/${id}/`)]
  pages.portfolio?.items.forEach((item, index) => {
    if (known.includes(item.href)) return
    problems.push({
      file: portfolioFile,
      field: `items[${index}].href`,
      message: `no page at "${item.href}"; expected one of ${known.map((k) => `"${k}"`).join(', ')}`,
    })
  })
}
