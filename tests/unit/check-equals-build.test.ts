import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { contentWith, readFixture, serviceWithBody } from './helpers'

const run = promisify(execFile)

/** How long one build may take on a busy two-core machine; the test allows a little more, so the build is stopped first and leaves nothing running. */
const BUILD_LIMIT = 270_000

/** Runs a script of the project on a content folder; resolves with its exit code and output. */
async function script(file: string, content: string, env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', file], {
      env: { ...process.env, SITE_CONTENT_DIR: content, ...env },
      encoding: 'utf8',
      timeout: BUILD_LIMIT,
      killSignal: 'SIGKILL',
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, output: e.stdout + e.stderr }
  }
}

const post = readFixture('blog/first-post.en.md')
const alpha = readFixture('services/alpha.en.md')

/**
 * One content folder of each kind of mistake the unit tests make (and a valid one). For each,
 * `npm run check` and `npm run build` must agree: both stop, with the same message, or both pass.
 */
const cases: Array<[name: string, changes: Record<string, string | null>, verify?: (client: string) => void]> = [
  [
    'the valid fixture content, with a new service, industry, case study and home variant: files and no code',
    {
      'services/cloud-migration.en.md': alpha
        .replace('title: Alpha Service', 'title: Cloud Migration Services')
        .replace('menuTitle: Alpha', 'menuTitle: Cloud Migration')
        .replace('order: 2', 'order: 99'),
      'industries/logistics.en.md': readFixture('industries/energy.en.md').replace('title: Energy', 'title: Logistics').replace('order: 1', 'order: 9'),
      'case-studies/fleet-tracker.en.md': readFixture('case-studies/grid.en.md').replace('title: Grid Platform', 'title: Fleet Tracker').replace('order: 1', 'order: 50'),
      'home-variants/home-new.en.yaml': readFixture('home-variants/home-dark.en.yaml').replace('title: Home Dark', 'title: Home New'),
    },
    // The promise to editors: a new file in a collection is a new page, in the menu, on the landing
    // page and in the sitemap; a new home variant is a new page.
    (client) => {
      const read = (rel: string) => fs.readFileSync(path.join(client, rel), 'utf8')
      expect(read('home-new/index.html')).toContain('<title>')
      expect(read('services/cloud-migration/index.html')).toContain('Cloud Migration Services</h1>')
      expect(read('industries/logistics/index.html')).toContain('Logistics</h1>')
      expect(read('case-studies/fleet-tracker/index.html')).toContain('Fleet Tracker</h1>')
      const home = read('index.html')
      for (const page of ['/services/cloud-migration/', '/industries/logistics/', '/case-studies/fleet-tracker/']) {
        expect(home, `the landing page links to ${page}`).toContain(`href="${page}"`)
        expect(read('sitemap.xml')).toContain(`<loc>https://www.northwind.example${page}</loc>`)
      }
      // The menu of any page lists the new service and industry.
      expect(read('terms/index.html')).toMatch(/<a href="\/services\/cloud-migration\/">Cloud Migration<\/a>/)
      expect(read('terms/index.html')).toMatch(/<a href="\/industries\/logistics\/">Logistics<\/a>/)
      // The study before it now links to it as the next one.
      expect(read('case-studies/grid/index.html')).toContain('href="/case-studies/fleet-tracker/"')
    },
  ],
  ['an unknown kind of section', { 'home-variants/home-dark.en.yaml': readFixture('home-variants/home-dark.en.yaml').replace('type: quote', 'type: quotes') }],
  ['a home variant at the address of a legal page', { 'home-variants/terms.en.yaml': readFixture('home-variants/home-dark.en.yaml') }],
  ['a missing field', { 'services/alpha.en.md': alpha.replace('title: Alpha Service\n', '') }],
  ['a wrong type', { 'services/alpha.en.md': alpha.replace('order: 2', 'order: first') }],
  ['broken YAML (an unquoted ": ")', { 'services/alpha.en.md': alpha.replace('summary: The alpha service.', 'summary: The alpha: service.') }],
  ['an unknown industry', { 'case-studies/grid.en.md': readFixture('case-studies/grid.en.md').replace('industry: energy', 'industry: mining') }],
  [
    'a misspelt work on a home variant',
    { 'home-variants/home-minimal.en.yaml': readFixture('home-variants/home-minimal.en.yaml').replace('work: Alpha identity', 'work: Alpha identiy') },
  ],
  ['a misspelt testimonial name', { 'home-variants/home-dark.en.yaml': readFixture('home-variants/home-dark.en.yaml').replace('name: Ion Pop', 'name: Ion Popp') }],
  [
    'a related post that is a draft',
    {
      'blog/first-post.en.md': post.replace('views: 10\n', 'views: 10\nrelated: [second-post]\n'),
      'blog/second-post.en.md': readFixture('blog/second-post.en.md').replace(/^---\n/, '---\ndraft: true\n'),
    },
  ],
  ['a legal page at the address of another page', { 'legal/faq.en.md': readFixture('legal/terms.en.md') }],
  ['a redirect to no page', { 'site.en.yaml': readFixture('site.en.yaml').replace('    to: /services/alpha/', '    to: /services/omega/') }],
  ['a link in Markdown to no page', { 'services/alpha.en.md': serviceWithBody('See [the team](/no-such-page/).').text }],
  ['raw HTML in Markdown', { 'services/alpha.en.md': serviceWithBody('Hello <script>alert(1)</script>').text }],
  [
    'a javascript: address in a field',
    { 'site.en.yaml': readFixture('site.en.yaml').replace('    url: https://www.instagram.com/northwind.software', "    url: ' JaVaScRiPt:alert(1)'") },
  ],
  ['an image that does not exist', { 'site.en.yaml': readFixture('site.en.yaml').replace('/media/badge.svg', '/media/missing.svg') }],
]

describe.concurrent('npm run check fails if and only if npm run build fails', () => {
  for (const [name, changes, verify] of cases) {
    it(
      name,
      async () => {
        const content = contentWith(changes)
        const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-')), 'dist')
        const [check, build] = await Promise.all([script('scripts/check-content.ts', content), script('scripts/build.ts', content, { SITE_DIST_DIR: dist })])
        expect(build.code === 0, `check said:\n${check.output}\nbuild said:\n${build.output}`).toBe(check.code === 0)
        if (check.code !== 0) {
          // The build stops on the very problems the check lists, before it builds anything.
          const problems = check.output.split('\n').filter((line) => line.trim().startsWith('✗'))
          expect(problems.length).toBeGreaterThan(0)
          for (const line of problems) expect(build.output).toContain(line.trim())
          expect(build.output).not.toContain('pre-rendering')
          expect(fs.existsSync(dist)).toBe(false)
        } else {
          expect(fs.existsSync(path.join(dist, 'client', 'index.html'))).toBe(true)
          verify?.(path.join(dist, 'client'))
        }
      },
      BUILD_LIMIT + 30_000,
    )
  }
})
