/**
 * The build's Markdown pass on every core: the bodies of all Markdown files are rendered in worker
 * threads into the content-hash cache (lib/content/markdownCache.ts), so that loading the content
 * afterwards, in the build and in the prerender, only reads the cache. Markdown parsing is the
 * largest cost of building a big blog; one thread per core divides it.
 *
 * Small sites skip it: starting a thread (and the Markdown pipeline in it) costs more than it saves.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import YAML from 'yaml'
import { localeFileName, markdownOptions, siteTokens } from '../../lib/content/load'
import { splitFrontMatter } from '../../lib/content/frontMatter'
import { DEFAULT_LOCALE } from '../../lib/shared/locales'
import type { MarkdownOptions } from '../../lib/content/markdown'
import { isCached } from '../../lib/content/markdownCache'
import { COLLECTIONS } from '../../lib/content/registry'
import { schemas } from '../../lib/content/schemas'

/** Below this many texts to render, one thread does the work in less time than starting others takes. */
const MIN_FILES = 150

interface Job {
  markdown: string
  options: MarkdownOptions
}

/** A worker thread running a TypeScript module: tsx's loader is registered in the thread first. */
function tsWorker(file: URL, workerData: unknown): Worker {
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'))
  const api = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href
  const boot = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}) })`
  return new Worker(boot, { eval: true, workerData })
}

/** Renders every Markdown body of the content folder into the cache; returns the files and threads used. */
export async function renderMarkdownInParallel(root: string, threads = os.availableParallelism()): Promise<{ files: number; threads: number }> {
  let site
  try {
    const file = [localeFileName('site.yaml', DEFAULT_LOCALE), 'site.yaml'].map((f) => path.join(root, f)).find((f) => fs.existsSync(f)) ?? path.join(root, 'site.yaml')
    site = schemas.site.safeParse(YAML.parse(fs.readFileSync(file, 'utf8')))
  } catch {
    return { files: 0, threads: 0 }
  }
  // A broken site.yaml is reported by the content check; the bodies are then rendered there.
  if (!site.success) return { files: 0, threads: 0 }
  const tokens = siteTokens(site.data)
  const jobs: Job[] = []
  for (const { folder: dir } of COLLECTIONS) {
    const abs = path.join(root, dir)
    if (!fs.existsSync(abs)) continue
    for (const name of fs.readdirSync(abs)) {
      if (!name.endsWith('.md') || name.startsWith('_') || name.startsWith('.')) continue
      const source = fs.readFileSync(path.join(abs, name), 'utf8').replace(/^\uFEFF/, '')
      const split = splitFrontMatter(source)
      if (split.kind !== 'yaml') continue
      const job = { markdown: split.body, options: markdownOptions(site.data, tokens, split.bodyLine) }
      // A rebuild sends only the texts that changed.
      if (!isCached(job.markdown, job.options)) jobs.push(job)
    }
  }
  if (jobs.length < MIN_FILES || threads < 2) return { files: 0, threads: 0 }
  const shares = Array.from({ length: threads }, (_, t) => jobs.filter((_, i) => i % threads === t))
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          const worker = tsWorker(new URL('./markdownWorker.ts', import.meta.url), { jobs: share })
          worker.once('message', () => resolve())
          worker.once('error', reject)
          worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A Markdown thread stopped with code ${code}`))))
        }),
    ),
  )
  return { files: jobs.length, threads }
}
