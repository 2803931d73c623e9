import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listFiles } from '../../scripts/lib/buildCache'

/**
 * A build that uses what earlier builds kept (the bundles, the rendered Markdown, the compressed
 * files, the record of its output) must write exactly what a build from nothing writes. A copy of
 * the project (its code, with the project's packages) builds a copy of the fixture content; after
 * each realistic edit, its incremental build is compared file by file, byte by byte, with a
 * `--full` build of the same files.
 */
const CODE = ['lib', 'components', 'pages', 'renderer', 'public', 'admin', 'scripts', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json']

let project: string
let content: string

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'site-incremental-'))
  for (const entry of CODE) fs.cpSync(entry, path.join(project, entry), { recursive: true })
  fs.symlinkSync(path.resolve('node_modules'), path.join(project, 'node_modules'))
  content = path.join(project, 'content')
  fs.cpSync('tests/fixtures/content', content, { recursive: true })
})

/** Set when every comparison passed: a failed one leaves the copy, named in the error, to look into. */
let passed = false

afterAll(() => {
  if (project && passed) fs.rmSync(project, { recursive: true, force: true })
})

/** Runs the copy's build; returns what it printed. */
function build(dist: string, ...args: string[]): string {
  const result = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/build.ts', ...args], {
    cwd: project,
    env: {
      ...process.env,
      SITE_CONTENT_DIR: content,
      SITE_DIST_DIR: path.join(project, dist),
      SITE_CACHE_DIR: path.join(project, 'build-cache'),
      SITE_TODAY: '2026-06-01',
      SOURCE_DATE_EPOCH: '1780272000',
    },
    encoding: 'utf8',
    timeout: 170_000,
  })
  if (result.status !== 0) throw new Error(`The build into ${dist} failed:\n${result.stderr}\n${result.stdout.slice(-3000)}`)
  return result.stdout
}

/** The files that differ between two output folders (missing on one side, or with other bytes). */
function differences(a: string, b: string): string[] {
  const left = listFiles(path.join(project, a))
  const right = listFiles(path.join(project, b))
  const all = [...new Set([...left, ...right])].sort()
  return all.filter((file) => {
    const one = path.join(project, a, file)
    const other = path.join(project, b, file)
    return !fs.existsSync(one) || !fs.existsSync(other) || !fs.readFileSync(one).equals(fs.readFileSync(other))
  })
}

/** How many pages the build's prerender rendered, and how many it kept from the last build. */
function prerendered(printed: string): { rendered: number; kept: number } {
  const found = /prerender \(Vike, (\d+) pages(?:; (\d+) unchanged: kept)?\)/.exec(printed)
  if (!found) throw new Error(`The build did not say what it prerendered:\n${printed.slice(-2000)}`)
  return { rendered: Number(found[1]), kept: Number(found[2] ?? 0) }
}

/** The incremental build after an edit, checked against a full build of the same files. */
function expectSameAsFull(step: string): string {
  const printed = build('dist')
  build(`dist-full-${step}`, '--full')
  expect(differences('dist', `dist-full-${step}`), `${project}: dist/ and dist-full-${step}/`).toEqual([])
  fs.rmSync(path.join(project, `dist-full-${step}`), { recursive: true, force: true })
  return printed
}

const edit = (file: string, change: (text: string) => string) => {
  const abs = path.join(content, file)
  const before = fs.readFileSync(abs, 'utf8')
  const after = change(before)
  expect(after).not.toBe(before)
  fs.writeFileSync(abs, after)
}

describe('an incremental build', () => {
  it('writes the same files as a full build, edit after edit, and keeps its output when nothing changed', () => {
    // The first build makes the cache the next ones use.
    const first = prerendered(build('dist'))
    expect(first.kept).toBe(0)
    expect(build('dist')).toContain('Nothing changed since the last build')

    // One post's summary (its own page and the listings show it) and another's date (the order of
    // every list of posts): only the pages that read them are rendered again.
    edit('blog/first-post.en.md', (text) => text.replace(/^summary: .*$/m, 'summary: The first post, summed up again.'))
    edit('blog/second-post.en.md', (text) => text.replace('date: 2021-06-01', 'date: 2021-06-03'))
    const afterSummary = prerendered(expectSameAsFull('summary'))
    expect(afterSummary.kept).toBeGreaterThan(0)
    expect(afterSummary.rendered).toBeGreaterThan(0)
    expect(afterSummary.rendered + afterSummary.kept).toBe(first.rendered)

    // A new post; a title that the blog's cards and the next-post link show; the site's name, on every page.
    fs.writeFileSync(
      path.join(content, 'blog/third-post.en.md'),
      '---\ntitle: Third Post\ndate: 2022-01-20\ncategory: Product\nauthor: Ana Pop\nsummary: The third post.\ntags: [product]\nviews: 3\n---\n\nA third post, added.\n',
    )
    edit('blog/first-post.en.md', (text) => text.replace('title: First Post', 'title: The Very First Post'))
    edit('site.en.yaml', (text) => text.replace('name: Northwind Software', 'name: Northwind Software Studio'))
    const afterContent = expectSameAsFull('content')
    // Content only: the bundles were not made again.
    expect(afterContent).toContain('client and server bundles (code unchanged: kept)')

    // A post removed, another renamed (a new address), and a translation added.
    fs.rmSync(path.join(content, 'blog/third-post.en.md'))
    fs.renameSync(path.join(content, 'blog/second-post.en.md'), path.join(content, 'blog/the-second-post.en.md'))
    fs.writeFileSync(
      path.join(content, 'blog/first-post.ro.md'),
      '---\ntitle: Prima postare\ndate: 2021-12-12\ncategory: Product\nauthor: Ana Pop\nsummary: Prima postare.\ntags: [product]\nviews: 10\n---\n\nBună.\n',
    )
    // And a picture replaced under the same name: the pages read its size from the file, so every page is rendered again.
    fs.copyFileSync(path.join(project, 'public/icons/icon-192.png'), path.join(content, 'media/pic.png'))
    expect(prerendered(expectSameAsFull('files')).kept).toBe(0)

    // A template: the footer's markup.
    const footer = path.join(project, 'components/Footer/Footer.tsx')
    fs.writeFileSync(footer, fs.readFileSync(footer, 'utf8').replace('© {year} {shell.name}.', '© {year}, {shell.name}.'))
    const afterTemplate = expectSameAsFull('template')
    expect(afterTemplate).toContain('client and server bundles (Vite)')
    expect(fs.readFileSync(path.join(project, 'dist/client/index.html'), 'utf8')).toContain('Northwind Software Studio')

    expect(build('dist')).toContain('Nothing changed since the last build')
    passed = true
  }, 600_000)
})
