import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { extensionOf } from '../../lib/content/registry'
import { DEFAULT_LOCALE } from '../../lib/shared/locales'
import { findCollection } from '../../scripts/lib/contentTemplates'

const GUIDE = 'docs/content-guide.md'

/** Every path under content/ the guide names, with its line, leaving out patterns (`<name>`, `*`). */
function namedFiles(text: string): Array<{ line: number; file: string }> {
  const found: Array<{ line: number; file: string }> = []
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(?<![\w/<-])content\/[\w./-]*[\w/]/g)) {
      const after = line.slice(match.index + match[0].length)
      if (after.startsWith('<') || after.startsWith('*') || after.startsWith('{')) continue
      found.push({ line: index + 1, file: match[0] })
    }
  })
  return found
}

/** The files the guide's own `npm run new -- <kind> <name>` examples create. */
function createdByTheGuide(text: string): Set<string> {
  const created = new Set<string>()
  for (const [, kind, slug] of text.matchAll(/npm run new -- ([\w-]+) ([a-z0-9-]+)/g)) {
    const collection = findCollection(kind!)
    if (collection) created.add(`content/${collection.folder}/${slug}.${DEFAULT_LOCALE}${extensionOf(collection)}`)
  }
  return created
}

describe("the editors' guide", () => {
  it('names only files and folders that exist (or that its own npm run new examples create)', () => {
    const text = fs.readFileSync(GUIDE, 'utf8')
    const created = createdByTheGuide(text)
    const named = namedFiles(text)
    expect(named.length).toBeGreaterThan(30)
    const missing = named.filter(({ file }) => !created.has(file) && !fs.existsSync(path.resolve(file))).map(({ line, file }) => `${GUIDE}:${line}: ${file}`)
    expect(missing).toEqual([])
  })
})
