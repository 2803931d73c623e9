import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * scripts/run.mjs runs a TypeScript script from a bundle it keeps: what the script sees must be what
 * it sees under tsx (its arguments, each module's own address), and a change to any file of the
 * project's folders (a new one too) must be in the next run. A small project of its own, with the
 * project's esbuild, keeps its bundles apart from the project's.
 */
let project: string

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
  fs.writeFileSync(path.join(project, file), text)
}

function run(...args: string[]): { argv: string[]; here: string; word: string; hooks: string[] } {
  const result = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/main.ts', ...args], { cwd: project, encoding: 'utf8', timeout: 60_000 })
  if (result.status !== 0) throw new Error(`run.mjs failed:\n${result.stderr}`)
  return JSON.parse(result.stdout) as never
}

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'run-scripts-'))
  fs.mkdirSync(path.join(project, 'node_modules'))
  for (const pkg of ['esbuild', 'tsx']) fs.symlinkSync(path.resolve('node_modules', pkg), path.join(project, 'node_modules', pkg))
  write('scripts/run.mjs', fs.readFileSync('scripts/run.mjs', 'utf8'))
  write('package-lock.json', '{}\n')
  write('lib/word.ts', "export const word: string = 'first'\nexport const here = import.meta.url\n")
  write('pages/blog/+hook.ts', "export const name = 'blog'\n")
  write(
    'scripts/main.ts',
    [
      "import fs from 'node:fs'",
      "import path from 'node:path'",
      "import { here, word } from '../lib/word'",
      "const folders = fs.readdirSync(path.join(process.cwd(), 'pages')).sort()",
      'const hooks: string[] = []',
      'for (const folder of folders) hooks.push(((await import(`../pages/${folder}/+hook.ts`)) as { name: string }).name)',
      'console.log(JSON.stringify({ argv: process.argv.slice(1), here, word, hooks }))',
      '',
    ].join('\n'),
  )
})

afterAll(() => {
  if (project) fs.rmSync(project, { recursive: true, force: true })
})

describe('scripts/run.mjs', () => {
  it('gives the script its own address and arguments, and each module its own file', () => {
    const seen = run('--full', 'two words')
    expect(seen.argv).toEqual([path.join(project, 'scripts', 'main.ts'), '--full', 'two words'])
    expect(seen.here).toBe(pathToFileURL(path.join(project, 'lib', 'word.ts')).href)
    expect(seen.word).toBe('first')
    expect(seen.hooks).toEqual(['blog'])
  })

  it('runs the changed code after an edit, and a file that is new', () => {
    run()
    write('lib/word.ts', "export const word: string = 'second'\nexport const here = import.meta.url\n")
    write('pages/news/+hook.ts', "export const name = 'news'\n")
    const seen = run()
    expect(seen.word).toBe('second')
    expect(seen.hooks).toEqual(['blog', 'news'])
    // One bundle of the script is kept: the one of the code as it is.
    const bundles = fs.readdirSync(path.join(project, 'node_modules', '.cache', 'site-scripts')).filter((file) => file.endsWith('.mjs'))
    expect(bundles).toHaveLength(1)
  })
})
