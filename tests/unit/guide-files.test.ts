import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { extensionOf } from '../../lib/content/registry'
import { DEFAULT_LOCALE } from '../../lib/shared/locales'
import { findCollection } from '../../scripts/lib/contentTemplates'

/** The guide, and the reference beside it. */
const DOCS = ['docs/content-guide.md', 'docs/content-reference.md']

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
  it.each(DOCS)('%s names only files and folders that exist (or that the guide has the editor create)', (doc) => {
    const text = fs.readFileSync(doc, 'utf8')
    const created = createdByTheGuide(fs.readFileSync(DOCS[0]!, 'utf8'))
    const named = namedFiles(text)
    expect(named.length).toBeGreaterThan(10)
    const missing = named.filter(({ file }) => !created.has(file) && !fs.existsSync(path.resolve(file))).map(({ line, file }) => `${doc}:${line}: ${file}`)
    expect(missing).toEqual([])
  })

  it('the guide is the manual, and links to the reference for every field', () => {
    const guide = fs.readFileSync(DOCS[0]!, 'utf8')
    expect(guide).not.toContain('<!-- fields:start -->')
    expect(guide).toContain('](content-reference.md)')
    // Editors' words: no developer's instructions in either page.
    for (const doc of DOCS) expect(fs.readFileSync(doc, 'utf8'), doc).not.toMatch(/\.meta\(\{ description \}\)|lib\/content\/types\//)
  })
})
