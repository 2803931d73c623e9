/**
 * A content-hash cache of read YAML: a text's value and the notes YAML cut from its texts (the
 * problems parseYaml() reports of a text that is read), kept under the build's cache. Reading
 * YAML with its line numbers is most of the content check's time; a rebuild after a one-file edit
 * reads only that file's YAML. A text that cannot be read is never kept: its problem is worked out
 * again each time, with its line.
 */
import { createHash } from 'node:crypto'
import path from 'node:path'
import YAML from 'yaml'
import { buildCacheDir, codeKey, keepCached, readCached } from '../cacheKey'
import type { ContentProblem } from './problems'

export interface ReadYaml {
  /** As YAML gives it: null for a text with no value. */
  value: unknown
  /** The problems of the text, without the file they are in (the same text may be in several). */
  problems: Array<Omit<ContentProblem, 'file'>>
}

/**
 * The code whose output the cache holds: the parse stage (its messages), the field names in them,
 * the key and this file; with the locked version of the YAML library (codeKey).
 */
export const YAML_SOURCES = ['lib/content/stages/parse.ts', 'lib/content/problems.ts', 'lib/content/yamlCache.ts', 'lib/cacheKey.ts'] as const

function cacheFile(source: string, firstLine: number): string {
  const key = createHash('sha1').update(codeKey(YAML_SOURCES)).update(`\0${firstLine}\0`).update(source).digest('hex')
  return path.join(buildCacheDir('yaml'), key.slice(0, 2), `${key}.json`)
}

/** What reading this text gave before, if it was read and kept. */
export function cachedYaml(source: string, firstLine: number): ReadYaml | undefined {
  return readCached<ReadYaml>(cacheFile(source, firstLine))
}

/** Whether a value comes back the same from JSON: YAML also writes numbers JSON has not (.inf, .nan). */
function survivesJson(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0)
  if (Array.isArray(value)) return value.every(survivesJson)
  if (value && typeof value === 'object') return Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(survivesJson)
  return value === null || typeof value === 'string' || typeof value === 'boolean'
}

/** Keeps what reading this text gave, when JSON gives it back as it is. */
export function keepYaml(source: string, firstLine: number, read: ReadYaml): void {
  if (!survivesJson(read.value)) return
  keepCached(cacheFile(source, firstLine), read)
}

/**
 * A YAML text's value, from the cache when parseYaml() kept it (`firstLine` as it was read there:
 * 2 for a Markdown file's front matter), else read without line numbers. Throws when the text
 * cannot be read.
 */
export function yamlValue(source: string, firstLine: number): unknown {
  const kept = cachedYaml(source, firstLine)
  return kept ? kept.value : YAML.parse(source)
}
