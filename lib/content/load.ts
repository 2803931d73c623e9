import path from 'node:path'
import type { z } from 'zod'
import type { Heading } from './markdown'
import type { Root as HastRoot } from 'hast'
import type { Media } from '../images'
import { fillCounts } from './counts'
import { fillPlaceholders } from './placeholders'
import { contentFileProblems } from './files'
import { ContentError, type ContentProblem } from './problems'
import { COLLECTIONS, type CollectionModules } from './registry'
import { scheduledDate, siteToday } from './schedule'
import { PAGE_FILES, schemas, type PagesData, type SiteData } from './schemas'
import { LOCALES, type Locale } from '../shared/locales'
import { collectionFiles, singleFile } from './stages/discover'
import { parseMarkdown, parseYaml, siteTokens } from './stages/parse'
import { resolve, type LoadedFiles } from './stages/resolve'
import { isRecord, startRun, type LoadRun } from './stages/run'
import { checkTranslation, completeFromOriginal, withoutEmptyCopies } from './stages/translate'
import { unfinished, validate } from './stages/validate'

export { localeFileName, parseFileName } from './stages/discover'
export { markdownOptions, siteTokens } from './stages/parse'

/** One file of a collection: its id (the file name) and its checked fields. */
export interface DataEntry<T> {
  id: string
  /** Path shown to editors, e.g. content/services/rpa.en.md. */
  file: string
  /** The language its words are in: the content's language, or English where it has no translation yet. */
  lang: Locale
  data: T
  /**
   * Not on the public site yet: a draft (`draft: true`), or dated after today (`scheduled`, see
   * lib/content/schedule.ts). Only a build with drafts (the development server, pull-request
   * previews) has such entries, and marks them.
   */
  unpublished?: { draft: true } | { scheduled: string }
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
  /** Items of translated lists shown in English, the translation lacking them (`members: Ana Pop` of content/pages/team.ro.yaml). */
  untranslatedItems: Array<{ file: string; item: string }>
  /**
   * Entries dated after today that this load left out (a load without drafts), with their date,
   * earliest first: `npm run check:content` and `npm run scheduled` list them.
   */
  scheduled: Array<{ file: string; date: string }>
}

export interface LoadOptions {
  /** The content folder; `content/` in the working directory by default. */
  root?: string
  /**
   * Keep entries marked `draft: true` and entries dated after today, marked `unpublished` (the dev
   * server and pull-request previews do, production builds do not).
   */
  includeDrafts?: boolean
  /** The language to load: its translations, and English where a file has none. */
  locale?: Locale
}

/** The content in every language of the site. */
export type LocalizedContent = Record<Locale, Content>

/** `content/` in the working directory, or SITE_CONTENT_DIR (used by tests of the build). */
export function defaultContentRoot(): string {
  return path.resolve(process.cwd(), process.env.SITE_CONTENT_DIR || 'content')
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

/**
 * Loads and checks all content in one language, in stages (lib/content/stages/): discover the
 * files, parse them, validate each by its schema, check each translation against its original,
 * then resolve the references and cross-checks between files. Throws a ContentError listing every
 * problem at once.
 */
export function loadContent(options: LoadOptions = {}): Content {
  const run = startRun({
    root: path.resolve(options.root ?? defaultContentRoot()),
    ...(options.locale ? { locale: options.locale } : {}),
    includeDrafts: options.includeDrafts ?? process.env.NODE_ENV !== 'production',
  })
  // Links, odd files and oversized texts are refused before anything is read.
  run.problems.push(...contentFileProblems(run.root, run.display))

  const files: LoadedFiles & {
    found: Map<string, Set<string>>
    drafts: Map<string, Set<string>>
    scheduled: Map<string, Map<string, string>>
    references: LoadedFiles['references'][number][]
  } = {
    collections: {},
    pages: {},
    sources: {},
    found: new Map(),
    drafts: new Map(),
    scheduled: new Map(),
    references: [],
  }
  const sources: Partial<Content['sources']> = {}
  const leftOut: Content['scheduled'] = []
  let site = readSingleFile(run, 'site.yaml', schemas.site, (file) => (sources.site = file))
  const today = siteToday()
  const tokens = site && siteTokens(site)

  // Every collection of the registry, each in its own order.
  const collections = {} as CollectionContent
  for (const type of COLLECTIONS) {
    const schema = schemas[type.schema] as unknown as z.ZodType<{ draft: boolean; title: string }>
    const found = new Set<string>()
    const drafts = new Set<string>()
    const scheduled = new Map<string, string>()
    files.found.set(type.folder, found)
    files.drafts.set(type.folder, drafts)
    files.scheduled.set(type.folder, scheduled)
    const entries: Array<DataEntry<{ draft: boolean; title: string }>> = []
    for (const candidate of collectionFiles(run, type.folder, type.format === 'yaml' ? '.yaml' : '.md', schema, found)) {
      const entry = type.format === 'yaml' ? readYamlEntry(run, candidate, schema) : readMarkdownEntry(run, candidate, schema, site, tokens)
      if (!entry) continue
      // A draft, or an entry dated after today, is checked like any file, and left out of a build
      // without drafts; a build with drafts marks it.
      const date = scheduledDate(entry.data, today)
      if (entry.data.draft || date) {
        if (!run.includeDrafts) {
          if (entry.data.draft) drafts.add(candidate.id)
          else {
            scheduled.set(candidate.id, date!)
            leftOut.push({ file: entry.file, date: date! })
          }
          continue
        }
        entry.unpublished = entry.data.draft ? { draft: true } : { scheduled: date! }
      }
      entries.push(entry)
      files.references.push({ file: entry.file, schema, data: entry.data })
    }
    Object.assign(collections, { [type.key]: entries.sort(type.order) })
    files.collections[type.key] = entries
  }

  const pages: Partial<PagesData> = {}
  for (const name of Object.keys(PAGE_FILES) as Array<keyof PagesData>) {
    const value = readSingleFile(run, PAGE_FILES[name], schemas.pages[name], (file) => (sources[name] = file))
    if (value === undefined) continue
    Object.assign(pages, { [name]: value })
    files.references.push({ file: sources[name]!.file, schema: schemas.pages[name], data: value })
  }
  files.pages = pages
  files.sources = sources

  resolve(run, files)
  if (site) run.problems.push(...homeLayoutProblems(site, sources.site!.file, collections))

  // Texts that count a list are filled from the lists now that every list is known.
  const counts = {
    services: collections.services.length,
    industries: collections.industries.length,
    caseStudies: collections.caseStudies.length,
    posts: collections.posts.length,
    works: pages.portfolio?.items.length ?? 0,
    teamMembers: pages.team?.members.length ?? 0,
  }
  // Placeholders first (site.yaml's values and claims): a text may both count a list and state a claim.
  if (tokens) {
    for (const type of COLLECTIONS) {
      const schema = schemas[type.schema] as unknown as z.ZodType
      const filled = (collections[type.key] as Array<DataEntry<unknown>>).map((entry) => ({
        ...entry,
        data: fillPlaceholders(schema, entry.data, tokens, entry.file, run.problems),
      }))
      Object.assign(collections, { [type.key]: filled })
    }
    for (const name of Object.keys(pages) as Array<keyof PagesData>) {
      Object.assign(pages, { [name]: fillPlaceholders(schemas.pages[name], pages[name], tokens, sources[name]!.file, run.problems) })
    }
    site = fillPlaceholders(schemas.site, site!, tokens, sources.site!.file, run.problems)
  }
  if (site) fillCounts(site, counts, run.locale, sources.site!.file, run.problems)
  for (const type of COLLECTIONS) for (const entry of collections[type.key] as Array<DataEntry<unknown>>) fillCounts(entry.data, counts, run.locale, entry.file, run.problems)
  for (const name of Object.keys(pages) as Array<keyof PagesData>) fillCounts(pages[name], counts, run.locale, sources[name]!.file, run.problems)

  const allPages = Object.keys(PAGE_FILES).every((name) => name in pages)
  if (run.problems.length > 0 || !site || !allPages) throw new ContentError(run.problems)
  return {
    root: run.root,
    locale: run.locale,
    sources: sources as Content['sources'],
    media: run.media,
    site,
    ...collections,
    pages: pages as PagesData,
    untranslatedItems: run.untranslatedItems,
    scheduled: leftOut.sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file)),
  }
}

/** A single file (site.yaml, a file of content/pages) in the run's language, read, validated and checked against its original. */
function readSingleFile<S extends z.ZodType>(run: LoadRun, rel: string, schema: S, readFrom: (source: SourceFile) => void): z.output<S> | undefined {
  const found = singleFile(run, rel)
  if ('missing' in found) {
    run.problems.push({ file: found.missing, field: '', message: 'this file is missing' })
    return undefined
  }
  const file = run.display(found.abs)
  readFrom({ file, lang: found.lang })
  const source = run.readText(found.abs)
  if (source === undefined) return undefined
  const parsed = parseYaml(run, source, file)
  const data = parsed.ok ? validate(run, schema, parsed.value, file) : undefined
  if (found.original && parsed.ok && isRecord(parsed.value)) checkTranslation(run, schema, parsed.value, source, file, found.original)
  // Lists matched by a key get the items the translation lacks, in English.
  completeFromOriginal(run, schema, data, file, found.original)
  return data
}

type Candidate = ReturnType<typeof collectionFiles>[number]

/** One YAML file of a collection: its checked fields (undefined when it has a problem). */
function readYamlEntry<S extends z.ZodType<{ draft: boolean }>>(run: LoadRun, { id, abs, file, lang, original }: Candidate, schema: S): DataEntry<z.output<S>> | undefined {
  const source = run.readText(abs)
  if (source === undefined) return undefined
  const parsed = parseYaml(run, source, file)
  if (!parsed.ok) return undefined
  const value = original ? withoutEmptyCopies(schema, parsed.value) : parsed.value
  const data = validate(run, schema, value, file)
  if (original && isRecord(value)) checkTranslation(run, schema, value, source, file, original)
  completeFromOriginal(run, schema, data, file, original)
  if (data && !data.draft) run.problems.push(...unfinished(file, data))
  return data && { id, file, lang, data }
}

/** One Markdown file of a collection: its checked front matter and its rendered body (undefined when it has a problem). */
function readMarkdownEntry<S extends z.ZodType<{ draft: boolean }>>(
  run: LoadRun,
  { id, abs, file, lang, original }: Candidate,
  schema: S,
  site: SiteData | undefined,
  tokens: Record<string, string> | undefined,
): Entry<z.output<S>> | undefined {
  const source = run.readText(abs)
  if (source === undefined) return undefined
  const parsed = parseMarkdown(run, source, file, site, tokens)
  if (!parsed) return undefined
  const fields = original ? withoutEmptyCopies(schema, parsed.fields) : parsed.fields
  const data = parsed.ok ? validate(run, schema, fields, file) : undefined
  if (original && parsed.ok && isRecord(fields)) checkTranslation(run, schema, fields, source, file, original)
  completeFromOriginal(run, schema, data, file, original)
  run.problems.push(...parsed.bodyProblems)
  if (data && !data.draft) run.problems.push(...unfinished(file, data, parsed.text))
  return data && { id, file, lang, data, body: parsed.body, links: parsed.links, headings: parsed.headings }
}

/** site.yaml › layouts › home names `/` or a home layout that is built (a home variant on the public site). */
function homeLayoutProblems(site: SiteData, file: string, collections: CollectionContent): ContentProblem[] {
  const home = site.layouts.home
  if (home === '/') return []
  const offered = COLLECTIONS.filter((type) => type.layout === 'home').flatMap((type) =>
    (collections[type.key] as ReadonlyArray<DataEntry<unknown>>).filter((e) => !e.unpublished).map((e) => type.address(e.id)),
  )
  if (offered.includes(home)) return []
  return [{ file, field: 'layouts.home', message: `no home variant on the public site at "${home}"; expected "/" or one of ${offered.map((a) => `"${a}"`).join(', ')}` }]
}
