/**
 * `npm run build`: checks the content, builds the site into a fresh folder and only then swaps it
 * in for dist/. A content mistake or a failed build leaves the previous dist/ untouched.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ContentError, loadLocalizedContent, provideContent, type LocalizedContent } from '../lib/content'
import { defaultContentRoot } from '../lib/content/load'
import { buildCacheDir, buildCacheRoot } from '../lib/cacheKey'
import { siteToday } from '../lib/content/schedule'
import { builtAlready, forgetOutput, hashFiles, inputsKey, openBuildCache, recordOutput } from './lib/buildCache'
import { bundleKey, savedModules } from './lib/siteBundle'
import { startRecording, stopRecording } from '../lib/pageReads'
import { PageRecords, renderKey } from './lib/pageRecords'
import { renderChangedPages } from './lib/renderPages'
import { checkContentLinks } from './lib/contentLinks'
import { renderMarkdownInParallel } from './lib/markdownWorkers'
import { withProjectLock } from './lib/projectLock'
import { exitWhenOutputCloses } from './lib/closedOutput'

exitWhenOutputCloses()

process.env.NODE_ENV = 'production'
const root = process.cwd()
// SITE_DIST_DIR lets the tests build somewhere other than dist/.
const finalDir = path.resolve(root, process.env.SITE_DIST_DIR || 'dist')
// Vike builds only into a folder inside the project: a dist folder elsewhere is built in the
// project (under a name of its own, so two builds never share it) and moved there at the end.
const inProject = !path.relative(root, finalDir).startsWith('..')
const tempDir = inProject ? `${finalDir}.build-tmp` : path.join(root, `.dist-${createHash('sha256').update(finalDir).digest('hex').slice(0, 12)}.build-tmp`)
const oldDir = `${finalDir}.previous`
/** `npm run build -- --full` builds everything afresh, reading no cache. */
const full = process.argv.includes('--full')
/** The output folder as the person who ran the build named it: `dist/`, or where SITE_DIST_DIR points. */
const shownDir = `${inProject ? path.relative(root, finalDir) : finalDir}/`

/** Moves a folder, also to another disk (where a rename cannot). */
function move(from: string, to: string) {
  try {
    fs.renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    fs.cpSync(from, to, { recursive: true })
    fs.rmSync(from, { recursive: true, force: true })
  }
}

function fail(message: string): never {
  fs.rmSync(tempDir, { recursive: true, force: true })
  console.error(`\n${message}\n\nThe previous build in ${shownDir} was left as it was.`)
  process.exit(1)
}

const started = performance.now()
const times: Record<string, number> = {}
const elapsed = () => Math.round(performance.now() - started - Object.values(times).reduce((a, b) => a + b, 0))
// With --full, an empty cache of its own: nothing below finds anything an earlier build kept.
const cacheNote = openBuildCache({ full })
if (cacheNote) console.log(cacheNote)

// What this build would be made from: the content and settings, the bundles' code, and the code of
// the build itself. The same as what the output folder was built from, untouched since: it is kept.
const contentRoot = defaultContentRoot()
let today: string
try {
  today = siteToday()
} catch (error) {
  fail((error as Error).message)
}
const inputs = inputsKey(contentRoot, today)
const buildCode = hashFiles(createHash('sha256'), root, ['scripts', 'admin']).digest('hex')
const outputKey = () =>
  createHash('sha256')
    .update(`${inputs}\0${buildCode}\0${bundleKey(savedModules(buildCacheDir('bundle')))}`)
    .digest('hex')
if (builtAlready(finalDir, outputKey())) {
  times['nothing changed: kept'] = elapsed()
  console.log(`\nNothing changed since the last build: ${shownDir} kept as it is (${((performance.now() - started) / 1000).toFixed(1)} s).`)
  if (process.env.SITE_BUILD_TIMES) fs.writeFileSync(process.env.SITE_BUILD_TIMES, JSON.stringify(times))
  process.exit(0)
}

let content: LocalizedContent
try {
  const markdown = await renderMarkdownInParallel(contentRoot)
  if (markdown.threads > 0) times[`Markdown (${markdown.threads} threads)`] = Math.round(performance.now() - started)
  // A pull request's preview (SITE_PREVIEW=true) shows what is not public yet, marked: drafts, and
  // posts dated after today. The site itself leaves them out.
  content = loadLocalizedContent({ includeDrafts: process.env.SITE_PREVIEW === 'true' })
  const linkProblems = Object.values(content).flatMap((c) => checkContentLinks(c))
  if (linkProblems.length > 0) throw new ContentError(linkProblems)
  times['content check'] = elapsed()
} catch (error) {
  if (error instanceof ContentError) fail(error.message)
  throw error
}

// Vike, Vite and the finishing steps are loaded only once the content is known to be good: a
// content mistake is reported without waiting for them. Vike's build API (and Vite with it) only
// when it is used: to bundle, or to prerender with bundles no page record was made with.
const [{ buildAdmin }, { finishSite }, { forgetLastServerEntry, moduleRecorder, restoreBundle, saveBundle }] = await Promise.all([
  import('./lib/buildAdmin'),
  import('./lib/finishSite'),
  import('./lib/siteBundle'),
])

fs.rmSync(tempDir, { recursive: true, force: true })
fs.mkdirSync(path.dirname(tempDir), { recursive: true })
// The checked content, handed to the prerender (Vike runs in this process, through its API) and to
// the finishing steps, so it is not loaded a second time.
provideContent(content)
let pageRecords: { records: PageRecords; reads: NonNullable<ReturnType<typeof stopRecording>> } | undefined
try {
  // Vike writes and deletes temporary files beside the +config.ts files: one build at a time here.
  await withProjectLock(path.join(root, 'node_modules', '.cache', 'site-build.lock'), async () => {
    // The client and server bundles: the ones saved by an earlier build while the code is the same.
    const bundleCache = buildCacheDir('bundle')
    const saved = restoreBundle(tempDir, bundleCache)
    if (!saved.restored && saved.broken) console.log(`The build cache's bundle cannot be used (${saved.why}): bundling again.`)
    if (saved.restored) times['client and server bundles (code unchanged: kept)'] = elapsed()
    else {
      const { build } = await import('vike/api')
      const recorder = moduleRecorder()
      await build({
        viteConfig: { build: { outDir: tempDir }, plugins: [recorder.plugin] },
        // Prerendered below, once the bundles are saved as they are.
        vikeConfig: { prerender: { disableAutoRun: true, keepDistServer: true } },
      })
      saveBundle(tempDir, bundleCache, recorder.modules)
      times['client and server bundles (Vite)'] = elapsed()
    }
    // Only the pages whose reads changed since the last build made with this code and settings are
    // rendered, by the server bundle itself (scripts/lib/renderPages.ts); the others' HTML is the
    // last build's (lib/pageReads.ts). Without such a build, Vike prerenders every page.
    const records = new PageRecords(contentRoot, renderKey(contentRoot, today, bundleKey(savedModules(bundleCache))))
    const session = startRecording(records.previous)
    try {
      if (records.statics) await renderChangedPages(tempDir, session, records.statics)
      else {
        const { prerender } = await import('vike/api')
        // Vike then looks for the server bundle in this build's folder, not where the project's last bundling was.
        forgetLastServerEntry()
        await prerender({ viteConfig: { build: { outDir: tempDir } }, vikeConfig: { prerender: { keepDistServer: true } } })
      }
    } finally {
      stopRecording()
    }
    const pages = records.takeAndKeep(session, path.join(tempDir, 'client'))
    pageRecords = { records, reads: session }
    // The server bundle renders at build time only: it is not published.
    fs.rmSync(path.join(tempDir, 'server'), { recursive: true, force: true })
    times[pages.kept > 0 ? `prerender (Vike, ${pages.rendered} pages; ${pages.kept} unchanged: kept)` : `prerender (Vike, ${pages.rendered} pages)`] = elapsed()
  })
} catch (error) {
  console.error(error)
  fail('The site could not be built (see the messages above).')
}

// The content manager at /admin/, built on its own so that no page of the site shares its code;
// kept from the last build when nothing it is made of has changed.
let admin: 'built' | 'reused' = 'built'
try {
  admin = await buildAdmin(path.join(tempDir, 'client'), { cacheDir: buildCacheRoot() })
} catch (error) {
  console.error(error)
  fail('The content manager (/admin/) could not be built (see the messages above).')
}
times[admin === 'reused' ? 'content manager (/admin/, unchanged: kept)' : 'content manager (/admin/)'] = elapsed()

try {
  await finishSite(path.join(tempDir, 'client'), times)
} catch (error) {
  fail(`The site could not be finished: ${(error as Error).message}`)
}

fs.rmSync(oldDir, { recursive: true, force: true })
forgetOutput(finalDir)
if (fs.existsSync(finalDir)) fs.renameSync(finalDir, oldDir)
fs.mkdirSync(path.dirname(finalDir), { recursive: true })
move(tempDir, finalDir)
fs.rmSync(oldDir, { recursive: true, force: true })
recordOutput(finalDir, outputKey())
pageRecords?.records.save(pageRecords.reads)
const steps = Object.entries(times).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
console.log(`\nSite built in ${path.relative(root, finalDir) || '.'}/client in ${((performance.now() - started) / 1000).toFixed(1)} s: ${steps.join(', ')}.`)
if (process.env.SITE_BUILD_TIMES) fs.writeFileSync(process.env.SITE_BUILD_TIMES, JSON.stringify(times))
