/**
 * How the production build grows with the number of blog posts: for each size N, a copy of content/
 * with N generated posts is built cold, again with nothing changed, warm (the cache kept, the output
 * removed) and after a one-post edit, timing each build and
 * sampling the memory of its whole process tree. Figures, not assertions.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import YAML from 'yaml'
import { BLOG_CATEGORIES } from '../../lib/content/schemas'

export interface BenchScaleOptions {
  /** Numbers of generated posts; a baseline with none is always added. */
  sizes?: number[]
  /** Builds of each kind per size; the median is reported. */
  runs?: number
  /** The repository: the build runs there, on a copy of its content/. */
  root?: string
  /** Where bench/scale.json goes; `<root>/bench/scale.json` when left out, nothing written when null. */
  outFile?: string | null
  /** Progress lines. */
  log?: (line: string) => void
}

/** One build: wall time and the largest memory of its process tree at any sample. */
export interface BuildMeasure {
  ms: number
  /** CPU time of the whole process tree (user + system): steadier than wall time on a busy machine. */
  cpuMs: number
  /** The machine's 1-minute load average when the build started. */
  loadAverage: number
  /** Sum of VmRSS over the build script and every process below it (shared pages count once per process). */
  peakMb: number
  /** Which processes made up that peak, MB by name. */
  peakParts: Record<string, number>
  /** The build's own timing of its steps (ms), when it reports them through SITE_BUILD_TIMES. */
  steps?: Record<string, number>
}

export interface ScaleRow {
  /** Generated posts added to the site's own. */
  posts: number
  /** HTML documents the build wrote (index.html files and 404.html). */
  htmlPages: number
  coldMs: number
  warmMs: number
  /** A build with nothing changed since the last one. */
  noChangeMs: number
  onePostMs: number
  /** CPU time of the cold, warm and one-post builds. */
  coldCpuMs: number
  warmCpuMs: number
  onePostCpuMs: number
  /** Largest of the three kinds of build. */
  peakMb: number
  /** (cold(N) − cold(0)) / N; null for the baseline. */
  extraMsPerPage: number | null
  /** The same from CPU time. */
  extraCpuMsPerPage: number | null
  runs: { cold: BuildMeasure[]; noChange: BuildMeasure[]; warm: BuildMeasure[]; onePost: BuildMeasure[] }
}

export interface ScaleReport {
  date: string
  node: string
  cpus: number
  /** Words in each generated post's body. */
  wordsPerPost: number
  /** The build cache, emptied before every cold build. */
  clearedCache: string
  rows: ScaleRow[]
}

/**
 * The build's cache (lib/cacheKey.ts's buildCacheRoot: the bundles, rendered Markdown, picture
 * variants, compressed files and the record of each output) takes its folder from SITE_CACHE_DIR:
 * each size gets its own, emptied before every cold build, so the project's is left alone. The
 * build does not read node_modules/.vite (the dev server's dependency cache and vitest's). tsx's
 * transpile cache in the temp folder is shared with every other tsx process: cold builds are run
 * with TSX_DISABLE_CACHE=1 instead of deleting it. The bundle of the build's scripts
 * (scripts/run.mjs) is removed before each cold build, as a fresh checkout has none.
 */
const SCRIPTS_BUNDLES = path.join('node_modules', '.cache', 'site-scripts')
/** Site paths that are pages of their own (pages/), not content, so a link to them always resolves. */
const SITE_PATHS = ['/contact/', '/about-us/', '/faq/', '/pricing/', '/team/', '/blog-grid/', '/case-studies/']

const WORDS = (
  'software team release client project design review deploy feature backlog sprint database query index cache server browser layout ' +
  'screen form button test build pipeline branch commit merge issue ticket support user editor content page article schema field value ' +
  'report metric budget estimate plan meeting workshop prototype spreadsheet invoice contract energy clinic school warehouse retail ' +
  'calm careful quick simple steady honest small clear useful shared local remote weekly daily first last better slower faster'
).split(' ')

const TAGS = ['Product Design', 'Engineering', 'Testing', 'Accessibility', 'Process', 'Databases', 'Teamwork', 'Performance']

const WORDS_PER_POST = 640
const FIRST_DATE = Date.UTC(1990, 0, 1)
const DAY_MS = 86_400_000

/** Small deterministic generator (mulberry32), so post i is the same file in every run and every size. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const postSlug = (index: number) => `bench-post-${String(index).padStart(5, '0')}`

/** One generated post: front matter valid for the blog post schema and about 640 words of Markdown. */
export function syntheticPost(index: number, ctx: { authors: string[]; images: string[] }): string {
  const rnd = random(0x5eed + index * 7919)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
  const phrase = (min: number, max: number) => Array.from({ length: min + Math.floor(rnd() * (max - min + 1)) }, () => pick(WORDS))
  let words = 0
  const sentence = () => {
    const w = phrase(8, 16)
    words += w.length
    const at = Math.floor(rnd() * w.length)
    const kind = rnd()
    // Some inline markup in about half the sentences, as real posts have.
    if (kind < 0.15) w[at] = `**${w[at]}**`
    else if (kind < 0.3) w[at] = `\`${w[at]}\``
    else if (kind < 0.45) w[at] = `[${w[at]}](${pick(SITE_PATHS)})`
    else if (kind < 0.5 && index > 1) w[at] = `[${w[at]}](/blog/${postSlug(index - 1)}/)`
    return `${capital(w.join(' '))}.`
  }
  const paragraph = () => Array.from({ length: 4 + Math.floor(rnd() * 3) }, sentence).join(' ')

  const blocks: string[] = [paragraph()]
  let section = 0
  while (words < WORDS_PER_POST) {
    section++
    const heading = phrase(2, 5)
    words += heading.length
    blocks.push(`## ${capital(heading.join(' '))}`, paragraph())
    if (section === 2) {
      blocks.push(
        Array.from({ length: 4 }, () => {
          const item = phrase(4, 9)
          words += item.length
          return `- ${capital(item.join(' '))}`
        }).join('\n'),
      )
    }
    if (words < WORDS_PER_POST) blocks.push(paragraph())
  }

  const title = `${capital(phrase(4, 7).join(' '))} ${index}`
  const frontMatter = {
    title,
    date: new Date(FIRST_DATE + index * DAY_MS).toISOString().slice(0, 10),
    category: pick(BLOG_CATEGORIES),
    author: pick(ctx.authors),
    summary: `${capital(phrase(12, 20).join(' '))}.`,
    ...(ctx.images.length > 0 ? { image: pick(ctx.images) } : {}),
    tags: [pick(TAGS), pick(TAGS)].filter((t, i, all) => all.indexOf(t) === i),
    views: Math.floor(rnd() * 5000),
  }
  return `---\n${YAML.stringify(frontMatter, { lineWidth: 0 })}---\n\n${blocks.join('\n\n')}\n`
}

/** Writes posts 1…count into `<contentDir>/blog`, with authors and pictures taken from that content. */
export function writeSyntheticPosts(contentDir: string, count: number): string[] {
  const blogYaml = YAML.parse(fs.readFileSync(path.join(contentDir, 'pages/blog.en.yaml'), 'utf8')) as { authors: Array<{ name: string }> }
  const authors = blogYaml.authors.map((a) => a.name)
  const blogDir = path.join(contentDir, 'blog')
  // The pictures the site's own posts use: real files, so the picture code runs as it does for them.
  const images = [
    ...new Set(
      fs
        .readdirSync(blogDir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => /^image: (\/media\/\S+)$/m.exec(fs.readFileSync(path.join(blogDir, name), 'utf8'))?.[1])
        .filter((src): src is string => src !== undefined && fs.existsSync(path.join(contentDir, src.slice(1)))),
    ),
  ].sort()
  const files: string[] = []
  for (let i = 1; i <= count; i++) {
    const file = path.join(blogDir, `${postSlug(i)}.md`)
    fs.writeFileSync(file, syntheticPost(i, { authors, images }))
    files.push(file)
  }
  return files
}

/** VmRSS of a process in kB, or 0 when it has ended. */
function rssKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

/** A short name for a process: the script it runs (build.ts, vike/bin.js) or its command. */
function processName(pid: number): string {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    const script = args.slice(1).find((a) => /\.(m?[jt]s)$/.test(a))
    if (script) return script.split('/').slice(-2).join('/')
    return path.basename(args[0] ?? String(pid))
  } catch {
    return String(pid)
  }
}

interface ProcessInfo {
  pid: number
  ppid: number
  /** CPU time used so far (user + system), in clock ticks. */
  ticks: number
  /** Start time in ticks since boot: with the pid, names one process even when pids are reused. */
  start: string
}

/** Linux's USER_HZ: /proc reports CPU times in hundredths of a second on every common platform. */
const TICKS_PER_SECOND = 100

/** The process and all its descendants, found through the parent pid in /proc/<pid>/stat. */
function processTree(rootPid: number): ProcessInfo[] {
  const all = new Map<number, ProcessInfo[]>()
  let root: ProcessInfo | undefined
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    let stat: string
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
    } catch {
      continue
    }
    // "pid (comm) state ppid … utime stime … starttime": comm may hold spaces and parentheses, so count after the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const info = { pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), start: fields[19] ?? '' }
    if (info.pid === rootPid) root = info
    const siblings = all.get(info.ppid)
    if (siblings) siblings.push(info)
    else all.set(info.ppid, [info])
  }
  if (!root) return []
  const tree = [root]
  for (let i = 0; i < tree.length; i++) tree.push(...(all.get(tree[i]!.pid) ?? []))
  return tree
}

export class BuildFailed extends Error {
  override readonly name = 'BuildFailed'
}

/** Runs `scripts/build.ts` as `npm run build` does, sampling the memory of its process tree every 20 ms. */
export function measureBuild(root: string, env: NodeJS.ProcessEnv): Promise<BuildMeasure> {
  return measureCommand(process.execPath, ['scripts/run.mjs', 'scripts/build.ts'], { cwd: root, env })
}

/** Runs a command, sampling the memory of its process tree every 20 ms; its steps come from SITE_BUILD_TIMES when it writes them. */
export function measureCommand(command: string, args: readonly string[], { cwd, env }: { cwd: string; env: NodeJS.ProcessEnv }): Promise<BuildMeasure> {
  return new Promise((resolve, reject) => {
    // Other work on the machine stretches wall times; the load average says how busy it was.
    const loadAverage = Math.round(os.loadavg()[0]! * 10) / 10
    const timesFile = path.join(os.tmpdir(), `site-bench-times-${process.pid}-${Date.now()}.json`)
    const started = performance.now()
    const child = spawn(command, args, {
      cwd,
      env: { ...env, SITE_BUILD_TIMES: timesFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // Vite lists every file it writes; only the end of the output is kept, for a failure report.
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-20_000)))
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-50_000)))
    let peakKb = 0
    let peakParts: Record<string, number> = {}
    // The last CPU time seen of every process of the tree (the last ~20 ms of each is not seen).
    const ticks = new Map<string, number>()
    const names = new Map<string, string>()
    const sample = () => {
      if (child.pid === undefined) return
      const parts: Record<string, number> = {}
      let total = 0
      for (const proc of processTree(child.pid)) {
        const key = `${proc.pid}@${proc.start}`
        ticks.set(key, proc.ticks)
        const kb = rssKb(proc.pid)
        if (kb === 0) continue
        total += kb
        if (!names.has(key)) names.set(key, processName(proc.pid))
        const name = names.get(key)!
        parts[name] = (parts[name] ?? 0) + kb
      }
      if (total > peakKb) {
        peakKb = total
        peakParts = parts
      }
    }
    const timer = setInterval(sample, 20)
    sample()
    child.on('error', (error) => {
      clearInterval(timer)
      reject(error)
    })
    child.on('close', (code, signal) => {
      clearInterval(timer)
      const ms = Math.round(performance.now() - started)
      if (code !== 0) {
        fs.rmSync(timesFile, { force: true })
        const output = stderr.trim() || stdout.trim().split('\n').slice(-40).join('\n')
        reject(new BuildFailed(`The build failed (${signal ?? `exit code ${code}`}) after ${(ms / 1000).toFixed(1)} s:\n${output}`))
        return
      }
      const mb = (kb: number) => Math.round(kb / 102.4) / 10
      let steps: Record<string, number> | undefined
      try {
        steps = JSON.parse(fs.readFileSync(timesFile, 'utf8')) as Record<string, number>
        fs.rmSync(timesFile, { force: true })
      } catch {
        // A build that does not time its steps.
      }
      const cpuMs = Math.round(([...ticks.values()].reduce((sum, t) => sum + t, 0) * 1000) / TICKS_PER_SECOND)
      resolve({
        ms,
        cpuMs,
        loadAverage,
        peakMb: mb(peakKb),
        peakParts: Object.fromEntries(Object.entries(peakParts).map(([name, kb]) => [name, mb(kb)])),
        ...(steps ? { steps } : {}),
      })
    })
  })
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2)
}

function countHtml(clientDir: string): number {
  return fs.readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && (e.name === 'index.html' || e.name === '404.html')).length
}

/** Builds the site with 0 and each of `sizes` generated posts; returns the figures and writes bench/scale.json. */
export async function benchScale(options: BenchScaleOptions = {}): Promise<ScaleReport> {
  const root = path.resolve(options.root ?? process.cwd())
  const sizes = [0, ...new Set((options.sizes ?? [100, 1000, 5000]).filter((n) => n > 0))].sort((a, b) => a - b)
  const runs = Math.max(1, options.runs ?? 1)
  const log = options.log ?? ((line: string) => console.log(line))
  const outFile = options.outFile === undefined ? path.join(root, 'bench/scale.json') : options.outFile

  // The content copy goes to the temp folder; the output must stay inside the project, where Vike
  // finds its own manifest (an outDir outside the root makes `vike build` fail).
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-scale-'))
  fs.mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true })
  const out = fs.mkdtempSync(path.join(root, 'node_modules/.cache/bench-scale-'))
  const cleanUp = () => {
    fs.rmSync(work, { recursive: true, force: true })
    fs.rmSync(out, { recursive: true, force: true })
  }
  const onSignal = (signal: NodeJS.Signals) => {
    cleanUp()
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  const rows: ScaleRow[] = []
  try {
    for (const size of sizes) {
      const contentDir = path.join(work, `content-${size}`)
      const distDir = path.join(out, `dist-${size}`)
      // A full copy: with content/media as a symlink, finishSite's fs.cpSync would copy the link
      // itself into the output and its precompression would skip the media files.
      fs.cpSync(path.join(root, 'content'), contentDir, { recursive: true })
      const files = writeSyntheticPosts(contentDir, size)
      const cacheDir = path.join(out, `cache-${size}`)
      const env = { ...process.env, SITE_CONTENT_DIR: contentDir, SITE_DIST_DIR: distDir, SITE_CACHE_DIR: cacheDir }
      // The post edited between builds: a generated one, or for the baseline the first of the site's own.
      const blogDir = path.join(contentDir, 'blog')
      const edited = files[Math.floor(files.length / 2)] ?? path.join(blogDir, fs.readdirSync(blogDir).filter((n) => n.endsWith('.md'))[0]!)

      const measured: ScaleRow['runs'] = { cold: [], noChange: [], warm: [], onePost: [] }
      for (let run = 1; run <= runs; run++) {
        fs.rmSync(cacheDir, { recursive: true, force: true })
        fs.rmSync(distDir, { recursive: true, force: true })
        const step = async (kind: keyof ScaleRow['runs'], buildEnv: NodeJS.ProcessEnv) => {
          log(`  ${size} posts, run ${run}/${runs}: ${kind} build…`)
          const result = await measureBuild(root, buildEnv)
          log(`    ${(result.ms / 1000).toFixed(1)} s (CPU ${(result.cpuMs / 1000).toFixed(1)} s, load ${result.loadAverage}), peak ${result.peakMb.toFixed(0)} MB`)
          measured[kind].push(result)
        }
        fs.rmSync(path.join(root, SCRIPTS_BUNDLES), { recursive: true, force: true })
        await step('cold', { ...env, TSX_DISABLE_CACHE: '1' })
        await step('noChange', env)
        // Everything is rendered again, from what the cache kept.
        fs.rmSync(distDir, { recursive: true, force: true })
        await step('warm', env)
        fs.appendFileSync(edited, `\nOne more sentence, added for the one-post build of run ${run}.\n`)
        await step('onePost', env)
      }

      const cold = median(measured.cold.map((m) => m.ms))
      const coldCpu = median(measured.cold.map((m) => m.cpuMs))
      const perPage = (value: number, baseline: number | undefined) => (size > 0 && baseline !== undefined ? Math.round(((value - baseline) / size) * 10) / 10 : null)
      rows.push({
        posts: size,
        htmlPages: countHtml(path.join(distDir, 'client')),
        coldMs: cold,
        warmMs: median(measured.warm.map((m) => m.ms)),
        noChangeMs: median(measured.noChange.map((m) => m.ms)),
        onePostMs: median(measured.onePost.map((m) => m.ms)),
        coldCpuMs: coldCpu,
        warmCpuMs: median(measured.warm.map((m) => m.cpuMs)),
        onePostCpuMs: median(measured.onePost.map((m) => m.cpuMs)),
        peakMb: Math.max(...[...measured.cold, ...measured.noChange, ...measured.warm, ...measured.onePost].map((m) => m.peakMb)),
        extraMsPerPage: perPage(cold, rows[0]?.coldMs),
        extraCpuMsPerPage: perPage(coldCpu, rows[0]?.coldCpuMs),
        runs: measured,
      })
      // Each size's copy and output go as soon as they are measured: 5000 posts are ~1 GB of output.
      fs.rmSync(contentDir, { recursive: true, force: true })
      fs.rmSync(distDir, { recursive: true, force: true })
      fs.rmSync(cacheDir, { recursive: true, force: true })
    }
  } finally {
    cleanUp()
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }

  const report: ScaleReport = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.availableParallelism(),
    wordsPerPost: WORDS_PER_POST,
    clearedCache: 'SITE_CACHE_DIR, one per size',
    rows,
  }
  if (outFile) {
    fs.mkdirSync(path.dirname(outFile), { recursive: true })
    fs.writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`)
  }
  return report
}

/** The figures as console.table rows. */
export function scaleTable(report: ScaleReport): Array<Record<string, string | number>> {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  return report.rows.map((row) => ({
    posts: row.posts,
    'HTML pages': row.htmlPages,
    cold: s(row.coldMs),
    warm: s(row.warmMs),
    'nothing changed': s(row.noChangeMs),
    'one-post edit': s(row.onePostMs),
    'peak MB': Math.round(row.peakMb),
    'extra ms per page': row.extraMsPerPage ?? '–',
    'cold CPU': s(row.coldCpuMs),
    'warm CPU': s(row.warmCpuMs),
    'one-post CPU': s(row.onePostCpuMs),
    'extra CPU ms per page': row.extraCpuMsPerPage ?? '–',
  }))
}
