/**
 * The build's cache (one folder, lib/cacheKey.ts's buildCacheRoot): what one build keeps for the
 * next, so that a build redoes only what changed. This file owns the folder as a whole: its version
 * key, and the record of each output folder the build wrote, which lets a build with nothing
 * changed keep that folder as it is.
 */
import { execFileSync } from 'node:child_process'
import { createHash, type Hash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildCacheDir, buildCacheRoot } from '../../lib/cacheKey'

/**
 * Raised whenever what the cache holds changes shape (its folders, a manifest's fields): a cache
 * written under another number is emptied before the build reads anything from it.
 */
export const BUILD_CACHE_VERSION = 2

const VERSION_FILE = 'version.json'

/**
 * Makes the cache folder ready for this build. Returns the one line to print when the build starts
 * without what an earlier build kept, saying why; nothing when the cache is there to be used.
 * `full` (`npm run build -- --full`) builds with an empty cache of its own, removed at exit: the
 * build reads nothing an earlier build made, and the project's cache stays as it was.
 */
export function openBuildCache({ full = false }: { full?: boolean } = {}): string | undefined {
  if (full) {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-full-'))
    process.env.SITE_CACHE_DIR = own
    process.once('exit', () => fs.rmSync(own, { recursive: true, force: true }))
  }
  const root = buildCacheRoot()
  const shown = path.relative(process.cwd(), root).startsWith('..') ? root : path.relative(process.cwd(), root)
  let reason: string | undefined
  if (full) reason = 'Full build (--full): no cache is read, everything is made afresh.'
  else if (!fs.existsSync(root) || fs.readdirSync(root).length === 0) reason = `No build cache yet (${shown}/): everything is made afresh.`
  else {
    let version: unknown
    try {
      version = (JSON.parse(fs.readFileSync(path.join(root, VERSION_FILE), 'utf8')) as { version?: unknown }).version
    } catch (error) {
      version = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'none' : 'unreadable'
    }
    if (version === BUILD_CACHE_VERSION) return undefined
    reason =
      typeof version === 'number'
        ? `The build cache (${shown}/) was written by another version of the build (${version}, this one is ${BUILD_CACHE_VERSION}): emptied, everything is made afresh.`
        : `The build cache (${shown}/) has ${version === 'none' ? 'no' : 'an unreadable'} ${VERSION_FILE}: emptied, everything is made afresh.`
    fs.rmSync(root, { recursive: true, force: true })
  }
  fs.mkdirSync(root, { recursive: true })
  fs.writeFileSync(path.join(root, VERSION_FILE), `${JSON.stringify({ version: BUILD_CACHE_VERSION })}\n`)
  return reason
}

/** Every file under `dir` (relative, with /), in one order on every machine; none when it is not there. */
export function listFiles(dir: string): string[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true })
  } catch {
    return []
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
}

/** Adds files (or every file of folders) of `root` to a hash: their names and contents; one not there counts as absent. */
export function hashFiles(hash: Hash, root: string, entries: readonly string[]): Hash {
  for (const entry of entries) {
    const abs = path.join(root, entry)
    let stat: fs.Stats | undefined
    try {
      stat = fs.statSync(abs)
    } catch {
      hash.update(`${entry}\0absent\0`)
      continue
    }
    const files = stat.isDirectory() ? listFiles(abs).map((f) => `${entry}/${f}`) : [entry]
    for (const file of files)
      hash
        .update(file)
        .update('\0')
        .update(fs.readFileSync(path.join(root, file)))
        .update('\0')
  }
  return hash
}

/** The settings that change what the build makes from the same files (not where it writes, nor its report). */
export function buildSettings(): string {
  return Object.keys(process.env)
    .filter(
      (name) =>
        (name.startsWith('SITE_') || name.startsWith('VITE_') || name === 'CONTENT_ROOT' || name === 'SOURCE_DATE_EPOCH') &&
        !['SITE_DIST_DIR', 'SITE_CACHE_DIR', 'SITE_BUILD_TIMES'].includes(name),
    )
    .sort()
    .map((name) => `${name}=${process.env[name]}`)
    .join('\0')
}

/** What git says about the content (its commits date the pages, lib/lastModified.ts); empty outside a checkout. */
function gitState(contentRoot: string): string {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: contentRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    } catch {
      return ''
    }
  }
  return `${git('rev-parse', 'HEAD')}\0${git('status', '--porcelain', '--', '.')}`
}

/**
 * Everything a build reads besides the code: every file of the content, the settings, today's date
 * (posts dated later are left out, and the footer shows the year) and the commits that date the
 * content. Equal keys, equal inputs.
 */
export function inputsKey(contentRoot: string, today: string): string {
  const hash = createHash('sha256').update(`${buildSettings()}\0${today}\0${gitState(contentRoot)}\0`)
  return hashFiles(hash, contentRoot, ['.']).digest('hex')
}

/** An output folder as it is on disk: each file's name, size and time of change. */
function outputListing(dir: string): string {
  const hash = createHash('sha256')
  for (const file of listFiles(dir)) {
    const stat = fs.statSync(path.join(dir, file))
    hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\0`)
  }
  return hash.digest('hex')
}

interface OutputRecord {
  /** The inputs and code the folder was built from. */
  key: string
  /** The folder as the build left it (outputListing). */
  listing: string
}

const recordFile = (outDir: string) => path.join(buildCacheDir('outputs'), `${createHash('sha256').update(path.resolve(outDir)).digest('hex').slice(0, 16)}.json`)

/**
 * Whether `outDir` is what a build of `key` wrote, untouched since: then building again would make
 * the same files. A folder changed or removed since, or a record that cannot be read, says no.
 */
export function builtAlready(outDir: string, key: string): boolean {
  try {
    const record = JSON.parse(fs.readFileSync(recordFile(outDir), 'utf8')) as Partial<OutputRecord>
    return record.key === key && fs.existsSync(outDir) && record.listing === outputListing(outDir)
  } catch {
    return false
  }
}

/** Notes that `outDir`, as it is now, is what a build of `key` wrote. */
export function recordOutput(outDir: string, key: string): void {
  const file = recordFile(outDir)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const record: OutputRecord = { key, listing: outputListing(outDir) }
  fs.writeFileSync(file, JSON.stringify(record))
}

/** Forgets what was recorded of `outDir` (before it is replaced). */
export function forgetOutput(outDir: string): void {
  fs.rmSync(recordFile(outDir), { force: true })
}
