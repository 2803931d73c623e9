import { COLLECTIONS, PAGE_MODULES } from './content/registry'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Content, SourceFile } from './content'
import { PAGE_FILES } from './content/schemas'
import { indexOnce } from './lookup'

/** The file of content/pages of each address its module names (the blog's listings, the portfolio views, `/`). */
const NAMED_ADDRESSES = new Map(PAGE_MODULES.flatMap((module) => (module.addresses ?? []).map((address) => [address, module.key] as const)))

const byId = (entry: { id: string }) => entry.id
const fileOf = (entries: ReadonlyArray<SourceFile & { id: string }>, id: string): SourceFile | undefined => {
  const entry = indexOnce(entries, byId).get(id)
  return entry && { file: entry.file, lang: entry.lang }
}

const camel = (slug: string) => slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

/**
 * The content file a page (at its address without a language prefix) is made from, as editors see
 * it (e.g. `content/services/rpa.ro.md`), and the language of its words: for its "Edit this page"
 * link, its last-modified date and whether it is translated. Undefined for pages with no file of
 * their own.
 */
export function sourceFile(content: Content, pathname: string): SourceFile | undefined {
  const [first = ''] = pathname.split('/').filter(Boolean)
  // A page of a collection: the registry's address of one of its files.
  for (const type of COLLECTIONS) {
    const [prefix, suffix] = type.address('\0').split('\0') as [string, string]
    const middle = pathname.startsWith(prefix) && pathname.endsWith(suffix) ? pathname.slice(prefix.length, pathname.length - suffix.length) : ''
    const file = middle && !middle.includes('/') ? fileOf(content[type.key] as ReadonlyArray<SourceFile & { id: string }>, middle) : undefined
    if (file) return file
  }
  const named = NAMED_ADDRESSES.get(`/${first}${first ? '/' : ''}`)
  if (named) return content.sources[named]
  // Otherwise the file named after the page: /about-us/ is pages/about-us.yaml.
  const key = camel(first)
  return key in PAGE_FILES ? content.sources[key as keyof typeof PAGE_FILES] : undefined
}

let commitDates: Map<string, string> | undefined

/** The date of the last commit of every file, from one `git log`; empty outside a git checkout. */
function gitDates(): Map<string, string> {
  if (commitDates) return commitDates
  commitDates = new Map()
  try {
    const log = execFileSync('git', ['log', '--format=%x00%cs', '--name-only', '--', 'content'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    let date = ''
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1)
      // Newest first: the first date seen for a file is its last change.
      else if (line && !commitDates.has(line)) commitDates.set(line, date)
    }
  } catch {
    // Not a git checkout (e.g. an unpacked archive): file dates are used instead.
  }
  return commitDates
}

/** When a content file last changed (YYYY-MM-DD): its last commit, or its file date when it has uncommitted edits or none. */
export function lastModified(content: Pick<Content, 'root'>, file: string): string | undefined {
  // `file` is written as editors see it (content/…); the content may have been read from another folder.
  const abs = file.startsWith('content/') ? path.join(content.root, file.slice('content/'.length)) : path.resolve(file)
  if (!fs.existsSync(abs)) return undefined
  const committed = gitDates().get(file)
  const mtime = fs.statSync(abs).mtime.toISOString().slice(0, 10)
  if (!committed) return mtime
  return isDirty(file) ? mtime : committed
}

let dirty: Set<string> | undefined
function isDirty(file: string): boolean {
  if (!dirty) {
    dirty = new Set()
    try {
      const status = execFileSync('git', ['status', '--porcelain', '--', 'content'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      for (const line of status.split('\n')) if (line.length > 3) dirty.add(line.slice(3))
    } catch {
      // Not a git checkout.
    }
  }
  return dirty.has(file)
}
