import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseYaml } from '../../lib/content/stages/parse'
import { startRun } from '../../lib/content/stages/run'
import { yamlValue } from '../../lib/content/yamlCache'

/**
 * Read YAML is kept by its text (lib/content/yamlCache.ts): a text read from the cache must give
 * what reading it gives, its value and its problems (with their lines) alike, and a text whose
 * value JSON cannot carry, or that cannot be read, is read again every time.
 */
let cache: string
let before: string | undefined

beforeAll(() => {
  before = process.env.SITE_CACHE_DIR
  cache = fs.mkdtempSync(path.join(os.tmpdir(), 'yaml-cache-'))
  process.env.SITE_CACHE_DIR = cache
})

afterAll(() => {
  if (before === undefined) delete process.env.SITE_CACHE_DIR
  else process.env.SITE_CACHE_DIR = before
  fs.rmSync(cache, { recursive: true, force: true })
})

function read(source: string, firstLine: number) {
  const run = startRun({ root: cache, includeDrafts: false })
  const result = parseYaml(run, source, 'content/blog/a.en.md', firstLine)
  return { result, problems: run.problems }
}

const keptFiles = () => fs.readdirSync(cache, { recursive: true }).filter((file) => String(file).endsWith('.json')).length

describe('the YAML cache', () => {
  it('gives a kept text the value and problems that reading it gives, lines included', () => {
    const source = 'title: Design Systems That Last #1 lesson\ntags:\n  - Design\ncount: 3\nwhen: 2026-01-02\n'
    const first = read(source, 2)
    expect(first.problems).toHaveLength(1)
    expect(first.problems[0]!.message).toContain('line 2:')
    const files = keptFiles()
    expect(files).toBeGreaterThan(0)
    const second = read(source, 2)
    expect(keptFiles()).toBe(files)
    expect(second).toEqual(first)
    // The same text read from another first line is another entry: its messages name other lines.
    const elsewhere = read(source, 1)
    expect(elsewhere.problems[0]!.message).toContain('line 1:')
  })

  it('gives an empty text the same value kept or not', () => {
    expect(read('', 1)).toEqual(read('', 1))
    expect(read('', 1).result).toEqual({ ok: true, value: {} })
    expect(yamlValue('# only a note\n', 1)).toBeNull()
    read('# only a note\n', 1)
    expect(yamlValue('# only a note\n', 1)).toBeNull()
  })

  it('reads again a value JSON cannot carry, and a text that cannot be read', () => {
    const files = keptFiles()
    for (let i = 0; i < 2; i++) expect(read('size: .inf\nnothing: -0\n', 1).result).toEqual({ ok: true, value: { size: Infinity, nothing: -0 } })
    expect(keptFiles()).toBe(files)
    for (let i = 0; i < 2; i++) {
      const broken = read('title: "open\n', 1)
      expect(broken.result).toEqual({ ok: false })
      expect(broken.problems[0]!.message).toMatch(/^the YAML could not be read at line 1/)
    }
    expect(keptFiles()).toBe(files)
  })
})
