/**
 * `npm run bench:lighthouse`: figures, not assertions. Builds the site into bench/site as it is
 * deployed (with e-mail settings: placeholders here, so the contact page is audited as visitors
 * get it, not with the missing-settings errors of a build without them), serves it and audits one
 * page of each template with Lighthouse's mobile preset in Debian's Chromium (or CHROME_PATH /
 * CHROMIUM_PATH). Each page is audited several times (`-- --runs 5`, the default) and the median
 * run is reported: the four category scores, LCP, CLS and Total Blocking Time, with the range of
 * the performance score and TBT over the runs. Writes bench/lighthouse.json. Every run is a first
 * visit: the cookie banner shows, as it does for people.
 *
 * `-- --no-build` audits the bench/site of an earlier run, `-- --site DIR` another build (e.g. one
 * of an older commit, for a before/after table); `-- /path/ …` audits only those pages (each in
 * every language, unless named with its language's prefix: `/ro/contact/`), `-- --lang en` (or `ro`)
 * only one language (both by default: each template in English and in Romanian).
 *
 * `-- --busy` audits under load: a fixed synthetic loop keeps one core busy for the whole run (a
 * phone with other tabs open, a shared CI runner). Each page then gets its Total Blocking Time
 * against the main-thread budget of its kind (TBT_BUDGETS), printed next to its script bytes and
 * the byte budget the end-to-end tests hold it to. Both modes print the main-thread breakdown of
 * the median run (Lighthouse's own groups: script evaluation, style and layout, rendering, parsing,
 * other) so the next person sees where the time goes, not only that it went.
 *
 * Each page also gets the work its load asked of the machine, from the runs' traces: the CPU time
 * of the page's main thread and of all of Chromium's threads, and the frames drawn. Unlike TBT,
 * which counts the time a task waited for a core, these barely move with the machine's state: a
 * page that draws frame after frame (an endless animation) takes the core its own script needs.
 *
 * Every report starts with a reference: a page of bare text (no stylesheet, script, picture or font),
 * served by the bench itself and audited the same way. It is what the browser costs by itself on this
 * machine in this condition, the floor under every page of the site; with each page's Lighthouse
 * benchmark index (the host's speed as Lighthouse measured it during the run), it tells a slow page
 * from a slow machine when two reports are compared.
 *
 * Lighthouse is not one of the project's dependencies: version 13 asks for Node 22 in its package
 * metadata (it runs on Node 20 all the same), which would make every `npm ci` of the site warn. The
 * bench runs its command line through npx, pinned, so only people who run the bench fetch it.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEFAULT_LOCALE, isLocale, localizePath, LOCALES, splitLocale } from '../lib/shared/locales'
import { KB, PAGE_BUDGET, tbtBudgetOf } from './lib/budgets'
import { chromiumPath } from './lib/chromium'
import { SiteWeigher } from './lib/pageWeight'
import { workOf, type TraceEvent, type Work } from './lib/traceWork'

const LIGHTHOUSE = 'lighthouse@13.5.0'

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const runs = Number(option('--runs') ?? 5)
const busy = args.includes('--busy')
const port = Number(process.env.BENCH_PORT || 4399)
const base = `http://localhost:${port}`
/** One page of each template. */
const templates = [
  '/',
  '/home-default/',
  '/services/rpa/',
  '/industries/healthcare/',
  '/case-studies/energetica-erp/',
  '/contact/',
  '/blog-grid/',
  '/blog/calm-software/',
  '/works-grid/',
  '/about-us/',
  '/pricing/',
  '/privacy-policy/',
]
const withValue = ['--runs', '--site', '--lang']
const chosen = args.filter((a, i) => a.startsWith('/') && !withValue.includes(args[i - 1] ?? ''))
const lang = option('--lang')
if (lang !== undefined && !isLocale(lang)) {
  console.error(`--lang ${lang}: the site's languages are ${LOCALES.join(', ')}.`)
  process.exit(1)
}
const languages = lang !== undefined ? [lang] : LOCALES
// A page named with its language's prefix (`/ro/contact/`) is audited as named; any other in each language.
const pages = (chosen.length > 0 ? chosen : templates).flatMap((page) =>
  splitLocale(page).locale === DEFAULT_LOCALE ? languages.map((locale) => localizePath(page, locale)) : [page],
)

const siteDir = option('--site') ?? 'bench/site'
if (!args.includes('--no-build') && !option('--site')) {
  const emailSettings = { VITE_EMAILJS_PUBLIC_KEY: 'bench-public-key', VITE_EMAILJS_SERVICE_ID: 'bench-service', VITE_EMAILJS_TEMPLATE_ID: 'bench-template' }
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...emailSettings, SITE_DIST_DIR: siteDir } })
  if (build.status !== 0) process.exit(1)
}

/**
 * The busy condition: a second process that spins on arithmetic for the whole bench, so one core is
 * always taken. The same loop every time, so two busy runs compare.
 */
const load = busy ? spawn(process.execPath, ['-e', 'let x = 0; for (;;) x = (x * 31 + 7) % 1000003'], { stdio: 'ignore' }) : undefined
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(port), SITE_DIST_DIR: siteDir }, stdio: 'ignore' })
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
/**
 * The reference page: bare text, served beside the site so it shares the site's conditions. Served
 * by a process of its own: the audits run synchronously in this one, which could not answer.
 */
const BARE_PAGE = '(bare page)'
const BARE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A bare page</title><meta name="description" content="Text and nothing else: the floor under every page."></head><body><h1>A bare page</h1><p>Text and nothing else: no stylesheet, no script, no picture, no font.</p></body></html>'
const bareServer = spawn(
  process.execPath,
  [
    '-e',
    `require('node:http').createServer((_, r) => { r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); r.end(${JSON.stringify(BARE_HTML)}) }).listen(${port + 1})`,
  ],
  { stdio: 'ignore' },
)
const bareUrl = `http://localhost:${port + 1}/`
const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'report.json')

/** What this bench reads of a Lighthouse report. */
interface Lhr {
  lighthouseVersion: string
  environment?: { benchmarkIndex?: number }
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<
    string,
    { id: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string; details?: { items?: Array<Record<string, unknown>> } } | undefined
  >
}

/**
 * One Lighthouse run (mobile preset, the default), in a Chromium of its own, as a first visit, and
 * the work it asked of the machine, read from the run's trace (scripts/lib/traceWork).
 * Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP): such a
 * run is tried again, twice at most.
 */
function audit(url: string, attempt = 1): Lhr & { work: Work } {
  const lighthouseArgs = [LIGHTHOUSE, url, '--output=json', `--output-path=${reportFile}`, '--save-assets', '--quiet', `--chrome-flags=${chromeFlags.join(' ')}`]
  const result = spawnSync('npx', ['--yes', ...lighthouseArgs], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || chromiumPath() },
  })
  if (result.status !== 0) {
    const transient = /NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT|Please run Lighthouse again/.test(result.stderr)
    if (transient && attempt < 3) return audit(url, attempt + 1)
    throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`)
  }
  const trace = JSON.parse(fs.readFileSync(reportFile.replace(/\.json$/, '-0.trace.json'), 'utf8')) as { traceEvents: TraceEvent[] }
  return { ...(JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Lhr), work: workOf(trace.traceEvents) }
}

const median = <T>(items: T[], by: (item: T) => number): T => [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)]!
const score = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
const tbt = (lhr: Lhr) => lhr.audits['total-blocking-time']?.numericValue ?? 0
/** Lighthouse's main-thread breakdown of a run, in its own groups, largest first: "Other 1151 · Script Evaluation 402 · …" (ms). */
const breakdown = (lhr: Lhr) =>
  (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .map((item) => ({ label: String(item.groupLabel ?? item.group), ms: Number(item.duration ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .map((item) => `${item.label} ${Math.round(item.ms)}`)
    .join(' · ')
const weigher = new SiteWeigher(siteDir)
/** A page's script bytes, as this checkout's weigher reads a build; an older build (`--site`) it cannot read is audited without them. */
const weighed = (page: string) => {
  try {
    return weigher.weigh(page)
  } catch (error) {
    console.warn(`${page}: not weighed (${error instanceof Error ? error.message : String(error)})`)
    return undefined
  }
}

/** The servers and the loop end with the bench, also when it is stopped (Ctrl+C), or the next run finds their ports taken. */
const stopHelpers = () => {
  server.kill()
  bareServer.kill()
  load?.kill()
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopHelpers()
    process.exit(130)
  })

try {
  for (
    let i = 0;
    i < 50 &&
    !(await Promise.all([fetch(base), fetch(bareUrl)]).then(
      () => true,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 100))
  const rows: Array<Record<string, string | number>> = []
  for (const path of [BARE_PAGE, ...pages]) {
    const results: Array<Lhr & { work: Work }> = []
    for (let run = 0; run < runs; run++) results.push(audit(path === BARE_PAGE ? bareUrl : `${base}${path}`))
    if (rows.length === 0)
      console.log(
        `Lighthouse ${results[0]!.lighthouseVersion}, mobile preset, ${runs} runs a page, the median run shown${busy ? ', one core kept busy' : ''}; load average ${os.loadavg()[0]!.toFixed(1)} at the start.`,
      )
    // The median run by performance score (then by TBT), as Lighthouse's own guidance suggests.
    const lhr = median(results, (r) => score(r, 'performance') * 1e6 - tbt(r))
    const perf = results.map((r) => score(r, 'performance'))
    const tbts = results.map(tbt)
    const weight = path === BARE_PAGE ? undefined : weighed(path)
    const budget = weight ? tbtBudgetOf(weight) : undefined
    const benchmarkIndex = median(results, (r) => r.environment?.benchmarkIndex ?? 0).environment?.benchmarkIndex
    const medianWork = (of: (work: Work) => number) => Math.round(of(median(results, (r) => of(r.work)).work))
    const row = {
      page: path,
      performance: score(lhr, 'performance'),
      'perf. range': `${Math.min(...perf)}–${Math.max(...perf)}`,
      accessibility: score(lhr, 'accessibility'),
      'best-practices': score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      LCP: lhr.audits['largest-contentful-paint']?.displayValue ?? '',
      CLS: lhr.audits['cumulative-layout-shift']?.displayValue ?? '',
      TBT: `${Math.round(tbt(lhr))} ms`,
      'TBT range': `${Math.round(Math.min(...tbts))}–${Math.round(Math.max(...tbts))} ms`,
      // The main-thread budget holds under load; an idle run is shown against it all the same.
      'TBT budget': budget ? `${budget.ms} ms (${budget.kind})${tbt(lhr) > budget.ms ? ' OVER' : ''}` : '–',
      'JS gzip': weight ? `${(weight.initialJs.gzip / KB).toFixed(1)} KB of ${PAGE_BUDGET / KB} KB` : '–',
      // Lighthouse's measure of the host during the run (higher is faster), the median over the runs.
      'bench index': Math.round(benchmarkIndex ?? 0),
      // The work the load asked of the machine, CPU time rather than time on the clock: it stays
      // put when the machine's state does not, so it compares builds measured hours apart
      // (medians over the runs).
      'page CPU': `${medianWork((w) => w.pageMainMs)} ms`,
      'all CPU': `${medianWork((w) => w.allMs)} ms`,
      frames: medianWork((w) => w.frames),
    }
    rows.push({ ...row, 'main thread (ms)': breakdown(lhr) })
    console.log(Object.values(row).join('  '))
    console.log(`  main thread (ms): ${breakdown(lhr)}`)
    // What kept a score under 100, for the next person who looks.
    const failed = Object.values(lhr.audits).filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    if (failed.length) console.log(`${path}: ${failed.map((a) => a!.id).join(', ')}`)
  }
  console.table(rows.map(({ 'main thread (ms)': _, ...row }) => row))
  fs.mkdirSync('bench', { recursive: true })
  const file = busy ? 'bench/lighthouse-busy.json' : 'bench/lighthouse.json'
  fs.writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), preset: 'mobile', busy, runs, site: siteDir, pages: rows }, null, 2)}\n`)
} finally {
  stopHelpers()
  fs.rmSync(path.dirname(reportFile), { recursive: true, force: true })
}
