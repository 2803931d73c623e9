import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const keys = new Map<string, string>()

/**
 * A key for a cache of what some code produces: a hash of that code's source files and of the
 * locked package versions. Editing a rule of the Markdown pipeline, or upgrading a library it
 * uses, changes the key, so a cache never serves what older code produced (and no one has to
 * remember to raise a version number). Files are read from the project (the working directory); a
 * file that is not there (a bundled copy of the code runs elsewhere) counts as empty.
 */
export function codeKey(files: readonly string[], root = process.cwd()): string {
  const id = `${root}\0${files.join('\0')}`
  let key = keys.get(id)
  if (key === undefined) {
    const hash = createHash('sha256')
    for (const file of [...files, 'package-lock.json']) {
      hash.update(file).update('\0')
      try {
        hash.update(fs.readFileSync(path.resolve(root, file)))
      } catch {
        // Not there: counts as empty.
      }
      hash.update('\0')
    }
    key = hash.digest('hex').slice(0, 16)
    keys.set(id, key)
  }
  return key
}

/** What the build keeps between runs, each in a folder of its own under one cache folder. */
export type BuildCachePart = 'markdown' | 'yaml' | 'compress' | 'images' | 'admin' | 'bundle' | 'outputs' | 'pages'

/**
 * The build's cache: one folder (SITE_CACHE_DIR, or node_modules/.cache/site-build), which the
 * build empties when it was written by another version of the build (scripts/lib/buildCache.ts)
 * and which the workflows save and restore whole.
 */
export function buildCacheRoot(): string {
  return path.resolve(process.env.SITE_CACHE_DIR || 'node_modules/.cache/site-build')
}

export function buildCacheDir(part: BuildCachePart): string {
  return path.join(buildCacheRoot(), part)
}

/** A value a cache kept in `file` (JSON), or undefined when it has none there (or cannot read it). */
export function readCached<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

/** Keeps a value in a cache `file` as JSON, whole or not at all (another build may read it meanwhile). */
export function keepCached(file: string, value: unknown): void {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const temp = `${file}.${process.pid}.tmp`
    fs.writeFileSync(temp, JSON.stringify(value))
    fs.renameSync(temp, file)
  } catch {
    // A read-only disk only costs speed.
  }
}
