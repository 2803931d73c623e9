import fs from 'node:fs'
import path from 'node:path'
import { builtinModules } from 'node:module'
import { describe, expect, it } from 'vitest'

/**
 * The content manager's code runs in the browser, and in the development server (`npm run edit`)
 * a Node module it imports is a stub that throws when the page starts: the admin showed a blank
 * page (a preview reached the content loader through the cards of the home variants). The build
 * leaves such a module out without a word, so this follows every import of admin/ instead.
 */
const NODE = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)])
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec)
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((file) => fs.existsSync(file) && fs.statSync(file).isFile())
}

/** Every Node module the code reachable from `entry` imports, with the chain of files that leads to it. */
function nodeImports(entry: string): string[] {
  const parent = new Map<string, string | undefined>([[entry, undefined]])
  const found: string[] = []
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.shift()!
    if (!/\.(ts|tsx)$/.test(file)) continue
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (NODE.has(spec!)) {
        const chain = [file]
        while (parent.get(chain.at(-1)!)) chain.push(parent.get(chain.at(-1)!)!)
        found.push(`${spec} ← ${chain.map((f) => path.relative(process.cwd(), f)).join(' ← ')}`)
      } else if (spec!.startsWith('.')) {
        const next = resolve(file, spec!)
        if (next && !parent.has(next)) {
          parent.set(next, file)
          queue.push(next)
        }
      }
    }
  }
  return found
}

describe("the content manager's code", () => {
  it('imports no Node module, however far down its previews reach', () => {
    expect(nodeImports(path.resolve('admin/main.tsx'))).toEqual([])
  })

  it('the walk finds a Node module behind a chain of imports', () => {
    expect(nodeImports(path.resolve('lib/cards.ts'))).toEqual([])
    expect(nodeImports(path.resolve('lib/content/index.ts')).length).toBeGreaterThan(0)
  })
})
