import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ContentError, loadContent, type Content } from '../../lib/content'

const fixture = path.resolve('tests/fixtures/content')
/** The complete fixture site the end-to-end tests build: its figures are the spec's, and fixed. */
export const FIXTURE_SITE = path.resolve('tests/fixtures/site/content')

/** A copy of the valid fixture content with some files replaced (null deletes the file). */
export function contentWith(changes: Record<string, string | null> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-content-'))
  const root = path.join(dir, 'content')
  fs.cpSync(fixture, root, { recursive: true })
  for (const [rel, text] of Object.entries(changes)) {
    const abs = path.join(root, rel)
    if (text === null) fs.rmSync(abs)
    else {
      fs.mkdirSync(path.dirname(abs), { recursive: true })
      fs.writeFileSync(abs, text)
    }
  }
  return root
}

export function load(changes: Record<string, string | null> = {}, includeDrafts = false): Content {
  return loadContent({ root: contentWith(changes), includeDrafts })
}

/** The problems a broken content folder reports, as the lines an editor reads. */
export function problemsOf(changes: Record<string, string | null>): string[] {
  return problemsIn(contentWith(changes))
}

/** The problems of a content folder, as the lines an editor reads. */
export function problemsIn(root: string): string[] {
  try {
    loadContent({ root, includeDrafts: false })
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((p) => (p.field ? `${p.file} › ${p.field}: ${p.message}` : `${p.file}: ${p.message}`))
    throw error
  }
  throw new Error('expected the content to be rejected, but it loaded')
}

/**
 * A git repository in a new temporary folder (`prefix`) with `files` committed as "The site" on
 * `main`, whose commits are the editor's (as decap-server makes them).
 */
export function committedRepo(prefix: string, files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), text)
  }
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' })
  execFileSync('git', ['init', '-q', '-b', 'main', dir])
  git('config', 'user.name', 'Editor')
  git('config', 'user.email', 'editor@example.com')
  git('config', 'commit.gpgsign', 'false')
  git('add', '-A')
  git('commit', '-q', '-m', 'The site')
  return dir
}

/** `npm run check:content` on a content folder, as an editor runs it: its exit code and what it printed. */
export function runContentCheck(root: string): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], { env: { ...process.env, SITE_CONTENT_DIR: root }, encoding: 'utf8', timeout: 120_000 })
}

export function readFixture(rel: string): string {
  return fs.readFileSync(path.join(fixture, rel), 'utf8')
}

/** The valid fixture service with another Markdown body; `line(n)` is the file line of body line n. */
export function serviceWithBody(body: string): { text: string; line: (n: number) => number } {
  const frontMatter = readFixture('services/alpha.en.md').split(/\n---\n/)[0] + '\n---\n\n'
  const offset = frontMatter.split('\n').length - 1
  return { text: frontMatter + body, line: (n) => offset + n }
}
