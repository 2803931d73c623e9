/**
 * `npm run bench [-- --sizes 100,1000,5000] [-- --runs 3] [-- --no-scale]`: figures, not assertions.
 * 1. Times a production build of the site, step by step.
 * 2. Weighs each kind of page from the built files (scripts/lib/pageWeight.ts): HTML, CSS and
 *    JavaScript, raw and gzip, on a first visit (before scrolling, and with every island scrolled
 *    into view) and once the cookie choice is made.
 * 3. Builds copies of the content as it is and with 100, 1000 and 5000 generated posts: cold, with
 *    nothing changed, warm and after a one-post edit, with the peak memory of each build
 *    (scripts/lib/benchScale.ts).
 * 4. Builds the same generated posts with Hugo and Astro (installed by the bench: scripts/lib/benchAnchors.ts)
 *    and prints this build's figures as multiples of theirs.
 * Prints the tables and writes everything to bench/results.json (see docs/performance.md).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { anchorTable, ASTRO_VERSION, benchAnchors } from './lib/benchAnchors'
import { benchScale, BuildFailed, scaleTable } from './lib/benchScale'
import { SiteWeigher, sitePages, type PageWeight } from './lib/pageWeight'
import { localizePath, splitLocale } from '../lib/shared/locales'

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '100,1000,5000' }, runs: { type: 'string', default: '3' }, 'no-scale': { type: 'boolean', default: false } },
})
const sizes = values.sizes.split(',').map((s) => Number(s.trim()))
const runs = Number(values.runs)
if (sizes.some((n) => !Number.isInteger(n) || n < 0) || !Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npm run bench [-- --sizes 100,1000,5000] [-- --runs 3] [-- --no-scale]')
  process.exit(1)
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1))

// 1. The site's own production build.
const timesFile = path.join(os.tmpdir(), `site-build-times-${process.pid}.json`)
const started = performance.now()
const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, SITE_BUILD_TIMES: timesFile } })
if (build.status !== 0) process.exit(1)
const buildMs = Math.round(performance.now() - started)
const buildSteps = JSON.parse(fs.readFileSync(timesFile, 'utf8')) as Record<string, number>
fs.rmSync(timesFile, { force: true })

// 2. Page weights, the heaviest page of each kind.
// A page in another language is a kind of its own, beside its English one (`/ro/services/:id/`).
const template = (p: string) => {
  const { locale, path: page } = splitLocale(p)
  return localizePath(page.replace(/^\/(services|industries|case-studies)\/[^/]+\/$/, '/$1/:id/').replace(/^\/blog\/[^/]+\/$/, '/blog/:slug/'), locale)
}
const weigher = new SiteWeigher('dist')
const heaviest = new Map<string, PageWeight & { pages: number }>()
for (const page of sitePages('dist').map((p) => weigher.weigh(p))) {
  const key = template(page.path)
  const seen = heaviest.get(key)
  if (!seen || page.firstVisitJs.gzip > seen.firstVisitJs.gzip) heaviest.set(key, { ...page, pages: (seen?.pages ?? 0) + 1 })
  else seen.pages++
}
const pageRows = [...heaviest.entries()].map(([key, w]) => ({
  page: key,
  pages: w.pages,
  islands: w.islands.join(', ') || '–',
  'HTML gzip KB': kb(w.html.gzip),
  'CSS gzip KB': kb(w.css.gzip),
  'JS KB (raw)': kb(w.initialJs.raw),
  'JS gzip KB': kb(w.initialJs.gzip),
  'JS gzip KB, scrolled': kb(w.firstVisitJs.gzip),
  'JS gzip KB, returning': kb(w.returningJs.gzip),
  React: w.react ? 'yes' : 'no',
}))

console.log(`\nProduction build: ${(buildMs / 1000).toFixed(1)} s (${sitePages('dist').length} pages)`)
console.table(Object.entries(buildSteps).map(([step, ms]) => ({ step, s: Number((ms / 1000).toFixed(2)) })))
console.log(
  '\nPage weight (heaviest page of each kind). JS: a first visit before scrolling or tapping; "scrolled": every island in view and the cookie banner answered; "returning": the cookie choice made.',
)
console.table(pageRows)

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.availableParallelism(),
  build: { ms: buildMs, steps: buildSteps },
  pages: pageRows,
}

// 3. Build time and memory as the blog grows.
if (!values['no-scale']) {
  console.log(`\nBuilds of the real content and with ${sizes.join(', ')} generated posts (cold, nothing changed, warm, one-post edit; median of ${runs})…`)
  try {
    const report = await benchScale({ sizes, runs, outFile: null })
    console.table(scaleTable(report))
    results.scale = report
    // 4. The same generated posts built by Hugo and Astro, in blog sites of their own.
    console.log(`\nThe same posts built by Hugo and by Astro ${ASTRO_VERSION} (median of ${runs})…`)
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-anchors-'))
    try {
      const anchors = await benchAnchors({ sizes, runs, toolsDir: path.resolve('node_modules/.cache/bench-tools'), workDir, log: (line) => console.log(line) })
      for (const line of anchors.missing) console.log(`Not measured: ${line}.`)
      console.log(
        '\nThe anchors, and this build as a multiple of them. Their sites are the posts alone (a list and a page per post, no pictures, no search, no second language); this site adds its own pages, in two languages, to the same posts.',
      )
      console.table(anchorTable(report.rows, anchors.rows))
      results.anchors = anchors.rows
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true })
    }
  } catch (error) {
    if (!(error instanceof BuildFailed)) throw error
    console.error(`\n${error.message}`)
    process.exit(1)
  }
}

fs.mkdirSync('bench', { recursive: true })
fs.writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
console.log('\nWritten to bench/results.json.')
