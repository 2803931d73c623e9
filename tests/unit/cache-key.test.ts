import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { codeKey } from '../../lib/cacheKey'
import { PIPELINE_SOURCES } from '../../lib/content/markdownCache'

describe('caches are keyed by the code that fills them', () => {
  it('a change to a listed file, or to the lock file, is a new key', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'code-key-'))
    fs.writeFileSync(path.join(root, 'rule.ts'), 'export const rule = 1\n')
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}\n')
    const before = codeKey(['rule.ts'], root)
    expect(codeKey(['rule.ts'], root)).toBe(before)

    const changedRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'code-key-'))
    fs.writeFileSync(path.join(changedRoot, 'rule.ts'), 'export const rule = 2\n')
    fs.writeFileSync(path.join(changedRoot, 'package-lock.json'), '{"lockfileVersion":3}\n')
    expect(codeKey(['rule.ts'], changedRoot)).not.toBe(before)

    const upgradedRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'code-key-'))
    fs.writeFileSync(path.join(upgradedRoot, 'rule.ts'), 'export const rule = 1\n')
    fs.writeFileSync(path.join(upgradedRoot, 'package-lock.json'), '{"lockfileVersion":3,"x":1}\n')
    expect(codeKey(['rule.ts'], upgradedRoot)).not.toBe(before)
  })

  it("the Markdown cache's key covers every module of this project that the pipeline imports", () => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const source = fs.readFileSync(file, 'utf8')
      for (const [, spec] of source.matchAll(/^import (?!type )[^'"]*from '(\.{1,2}\/[^']+)'/gm)) {
        visit(path.posix.join(path.posix.dirname(file), `${spec}.ts`))
      }
    }
    visit('lib/content/markdownCache.ts')
    expect([...seen].sort()).toEqual([...PIPELINE_SOURCES].sort())
  })
})
