/**
 * `npm run new -- <collection> <name>`: starts a new service, industry, case study, blog post or
 * legal page from a file that already passes the content check, marked as a draft.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import YAML from 'yaml'
import { defaultContentRoot } from '../lib/content/load'
import { extensionOf } from '../lib/content/registry'
import { COLLECTIONS, findCollection, nextOrder, PLACEHOLDER, readFrontMatters, renderTemplate, type Collection } from './lib/contentTemplates'
import { PLACEHOLDER_PICTURE, PLACEHOLDER_PICTURE_SVG } from '../lib/content/scaffold'
import { DEFAULT_LOCALE, LOCALES } from '../lib/shared/locales'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Same rule as the content loader: the file name becomes the page address. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** A reason not to create the file, worded for the editor who typed the command. */
export class Refusal extends Error {
  override readonly name = 'Refusal'
}

export const USAGE = [
  'Usage: npm run new -- <collection> <name>',
  `  <collection>  one of ${COLLECTIONS.map((c) => c.name).join(', ')}`,
  '  <name>        the file name and the end of the page address: lowercase letters, digits and dashes',
  'Example: npm run new -- service cloud-migration',
].join('\n')

/** The content folder: CONTENT_ROOT when set (tests, a copy of the content), else the loader's own default. */
export function contentRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTENT_ROOT ? path.resolve(env.CONTENT_ROOT) : defaultContentRoot()
}

export interface NewContentOptions {
  collection: string
  slug: string
  root?: string
  /** YYYY-MM-DD; today's local date when left out. */
  today?: string
}

export interface NewContentResult {
  collection: Collection
  /** Absolute path of the new file. */
  file: string
  /** The page address it will have, e.g. /services/cloud-migration/. */
  address: string
}

export function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** "Cloud Migration.md" → "cloud-migration": what the editor probably meant. */
function suggestSlug(raw: string): string {
  return raw
    .replace(/\.md$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Top-level addresses the site already uses; a legal page lives at /<name>/ beside them. */
function takenTopLevelNames(): Set<string> {
  // The languages' own addresses too: /ro/ is the Romanian site.
  const names = new Set<string>(['media', 'video', '_img', ...LOCALES])
  // The first part of the address of every collection whose pages sit in a folder of their own.
  for (const type of COLLECTIONS) {
    const parts = type.address('x').split('/').filter(Boolean)
    if (parts.length > 1) names.add(parts[0]!)
  }
  for (const dir of ['pages', 'public']) {
    const abs = path.join(REPO_ROOT, dir)
    if (!fs.existsSync(abs)) continue
    for (const name of fs.readdirSync(abs)) names.add(name.replace(/\.[^.]+$/, ''))
  }
  return names
}

/** The names of the files of the other collections that also live at /<name>/. */
function otherTopLevelFiles(root: string, collection: Collection): Set<string> {
  const names = new Set<string>()
  for (const type of COLLECTIONS) {
    if (type === collection || type.address('x') !== '/x/') continue
    const dir = path.join(root, type.folder)
    if (fs.existsSync(dir)) for (const name of fs.readdirSync(dir)) names.add(name.replace(/(\.[a-z]{2})?\.[^.]+$/, ''))
  }
  return names
}

function authorOf(root: string): string {
  const file = [`blog.${DEFAULT_LOCALE}.yaml`, 'blog.yaml'].map((name) => path.join(root, 'pages', name)).find((f) => fs.existsSync(f)) ?? path.join(root, 'pages', 'blog.yaml')
  let authors: unknown
  try {
    authors = (YAML.parse(fs.readFileSync(file, 'utf8')) as { authors?: unknown } | null)?.authors
  } catch {
    authors = undefined
  }
  const first = Array.isArray(authors) ? (authors[0] as { name?: unknown } | undefined)?.name : undefined
  if (typeof first !== 'string' || !first.trim()) {
    throw new Refusal('A blog post needs an author, but content/pages/blog.yaml lists none under "authors". Add one there first.')
  }
  return first
}

function firstIndustry(root: string): string {
  const dir = path.join(root, 'industries')
  const ids = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((n) => n.endsWith('.md') && !n.startsWith('_') && !n.startsWith('.'))
        .map((n) => n.slice(0, -3).replace(/\.[a-z]{2}$/, ''))
        .filter((id) => SLUG.test(id))
        .sort()
    : []
  if (!ids[0]) throw new Refusal('A case study names its industry, but content/industries has none yet. Add an industry first.')
  return ids[0]
}

/** Checks the request and writes the new file; throws a Refusal with the reason otherwise. */
export function createContent(options: NewContentOptions): NewContentResult {
  const collection = findCollection(options.collection)
  if (!collection) {
    throw new Refusal(`"${options.collection}" is not something this tool can create. Use one of: ${COLLECTIONS.map((c) => c.name).join(', ')}.`)
  }
  const slug = options.slug
  if (!SLUG.test(slug)) {
    const suggestion = suggestSlug(slug)
    const hint = suggestion && SLUG.test(suggestion) ? ` For example: ${suggestion}` : ''
    throw new Refusal(`"${slug}" cannot be a file name here: it becomes the page address, so use lowercase letters, digits and single dashes only (no spaces, no .md).${hint}`)
  }
  const root = path.resolve(options.root ?? contentRoot())
  // Legal pages and home variants live at /<name>/, beside the site's other top-level addresses.
  const topLevel = collection.address(slug) === `/${slug}/`
  if (topLevel && (takenTopLevelNames().has(slug) || otherTopLevelFiles(root, collection).has(slug))) {
    throw new Refusal(`The address /${slug}/ is already used by another page of the site. Choose another name for the ${collection.label.replace(/^an? /i, '').toLowerCase()}.`)
  }

  const folder = path.join(root, collection.folder)
  // The English file, named with its language as every file is (its translations sit beside it).
  const file = path.join(folder, `${slug}.${DEFAULT_LOCALE}${extensionOf(collection)}`)
  for (const existing of [file, path.join(folder, `${slug}${extensionOf(collection)}`)]) {
    if (fs.existsSync(existing)) throw new Refusal(`${displayPath(existing)} already exists. Edit that file, or choose another name.`)
  }

  const frontMatters = readFrontMatters(folder, extensionOf(collection))
  // The new page shows the placeholder picture until the editor adds their own (never another
  // page's picture); the check refuses to publish it with it.
  const needsImage = collection.scaffold.needs.includes('image')
  const picture = path.join(root, PLACEHOLDER_PICTURE.slice(1))
  if (needsImage && !fs.existsSync(picture)) {
    fs.mkdirSync(path.dirname(picture), { recursive: true })
    fs.writeFileSync(picture, PLACEHOLDER_PICTURE_SVG)
  }

  const text = renderTemplate(collection, {
    slug,
    today: options.today ?? localDate(),
    nextOrder: nextOrder(frontMatters),
    image: needsImage ? PLACEHOLDER_PICTURE : '',
    industry: collection.scaffold.needs.includes('industry') ? firstIndustry(root) : '',
    author: collection.scaffold.needs.includes('author') ? authorOf(root) : '',
  })
  fs.mkdirSync(folder, { recursive: true })
  // 'wx' refuses to overwrite a file that appeared since the check above.
  fs.writeFileSync(file, text, { flag: 'wx' })
  return { collection, file, address: collection.address(slug) }
}

/** Relative to where the command runs, as editors type paths. */
function displayPath(abs: string): string {
  const rel = path.relative(process.cwd(), abs)
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : abs
}

export interface Output {
  log: (line: string) => void
  error: (line: string) => void
}

/** The command line; returns the exit code. */
export function main(argv: string[], out: Output = { log: console.log, error: console.error }): number {
  const args = argv.filter((a) => a !== '--')
  if (args.length < 2) {
    out.error(args.length === 0 ? USAGE : `Give the new file a name too.\n\n${USAGE}`)
    return 1
  }
  if (args.length > 2) {
    out.error(`Expected two words, a collection and a name, but got ${args.length}. Names use dashes, not spaces.\n\n${USAGE}`)
    return 1
  }
  try {
    const result = createContent({ collection: args[0]!, slug: args[1]! })
    out.log(
      [
        `Created ${displayPath(result.file)}`,
        `Its address will be ${result.address} (shown by npm run dev while it is a draft; not published yet).`,
        '',
        'Next steps:',
        `  1. Open the file and replace every text starting with "${PLACEHOLDER}"; check the ${result.collection.guessed} it was given.`,
        ...(result.collection.scaffold.needs.includes('image')
          ? [`     Add your picture to content/media and write its path instead of ${PLACEHOLDER_PICTURE} (a placeholder card).`]
          : []),
        '     Every field is explained in docs/content-reference.md.',
        `  2. When it is ready to go live, delete the line "draft: true". While any "${PLACEHOLDER}" text or the placeholder picture is left, the check refuses the page without that line.`,
        '  3. Run npm run check:content to make sure everything is valid, then open your pull request.',
      ].join('\n'),
    )
    return 0
  } catch (error) {
    // Editors get one plain sentence, never a stack trace.
    out.error(error instanceof Refusal ? error.message : `Could not create the file: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2))
}
