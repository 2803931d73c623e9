import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

/** Every environment variable the project reads, from its source. */
function variablesRead(): Set<string> {
  const found = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!['node_modules', 'fixtures'].includes(entry.name)) walk(abs)
      } else if (/\.(ts|tsx|mts)$/.test(entry.name)) {
        const source = fs.readFileSync(abs, 'utf8')
        for (const [, name] of source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) found.add(name!)
        for (const [, name] of source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) found.add(name!)
      }
    }
  }
  for (const dir of ['lib', 'scripts', 'pages', 'components', 'renderer', 'tests']) walk(dir)
  for (const file of ['vite.config.ts', 'playwright.config.ts']) {
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) found.add(name!)
  }
  // Node's, Playwright's and GitHub Actions' own (GITHUB_OUTPUT: where a step writes its outputs).
  for (const own of ['NODE_ENV', 'PLAYWRIGHT_JSON_OUTPUT_NAME', 'CI', 'GITHUB_OUTPUT']) found.delete(own)
  return found
}

it('the README names every environment variable the project reads', () => {
  const readme = fs.readFileSync('README.md', 'utf8')
  const missing = [...variablesRead()].filter((name) => !readme.includes(`\`${name}\``))
  expect(missing).toEqual([])
})
