/**
 * Generates the site's original artwork (no photos, no network, no third-party logos):
 *   content/media/art/**.png      abstract raster art (services, industries, case studies, home, blog, portfolio)
 *   content/media/logos/**.svg    tool monogram tiles, invented partner wordmarks, award medallions
 *   content/media/art/team/*.svg  abstract geometric portraits of the team (no photos)
 *   public/video/hero.{webm,mp4}  + content/media/art/home/hero-poster.jpg   (only with --video)
 *
 * What to draw comes from content: every /media/art/… and /media/logos/… path in a field of content/
 * (the front matter of the .md files, and the .yaml files). A picture with a composition of its own (compositions/) is
 * drawn each run; a picture content names that is not on disk gets a generic drawing of its folder's
 * kind, seeded by its path (a new post's picture, say); any other file on disk is an editor's and is left
 * alone. Every picture is an SVG string; the raster ones are painted over a navy backdrop computed in
 * floating point (backdrops.ts). Nothing is random between runs, so the output is identical.
 *
 * Run:  npm run art                                 (images and SVG logos)
 *       npm run art -- --video                      (also the looping hero video; needs ffmpeg on PATH)
 *       npm run art -- --only=services/rpa          (just the files whose path contains that)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import YAML from 'yaml'
import { splitFrontMatter } from '../../lib/content/frontMatter'
import { type Drawing, IH, IW, type Subject } from './primitives'
import { rasterize } from './backdrops'
import { blog } from './compositions/blog'
import { caseStudies } from './compositions/case-studies'
import { genericPicture } from './compositions/generic'
import { FPS, FRAMES, heroFrame, heroNodes, OUT_H, OUT_W, VH, VW } from './compositions/hero-video'
import { home } from './compositions/home'
import { industries } from './compositions/industries'
import { awards, partners, tools } from './compositions/logos'
import { portfolio } from './compositions/portfolio'
import { services } from './compositions/services'
import { team } from './compositions/team'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const CONTENT = path.join(ROOT, 'content')
const MEDIA = path.join(CONTENT, 'media')

// ---------------------------------------------------------------------------------------------
// The job list, from content
// ---------------------------------------------------------------------------------------------

/**
 * Who draws which folder, the first that fits a file's folder and type. The last two catch folders no
 * subject has: a raster picture of the blog's size, or a wordmark.
 */
const SUBJECTS: readonly Subject[] = [
  services,
  industries,
  caseStudies,
  home,
  blog,
  portfolio,
  team,
  tools,
  partners,
  awards,
  { folder: 'art', ext: '.png', own: new Map(), generic: (rel) => genericPicture(rel, IW, IH) },
  { folder: 'logos', ext: '.svg', own: new Map(), generic: partners.generic },
]

/** A picture content shows: its path under content/media (`art/blog/calm-software.png`) and the name beside it, if any. */
export interface Reference {
  rel: string
  title?: string
}

/** A file to draw: its path under content/media, whether it is a generic drawing for a missing file, and the drawing. */
export interface Job {
  rel: string
  generic: boolean
  draw: () => Drawing
}

/** A site path of a file under content/media/art or content/media/logos; no segment may be `.` or `..` (nothing is written outside them). */
const MEDIA_PATH = /^\/media\/((?:art|logos)(?:\/(?!\.\.?(?:\/|$))[^/\s?#]+)+)$/

/** Adds the media paths in a parsed YAML value; a path's title is the `title` or `name` of the object holding it. */
function collect(value: unknown, found: Map<string, Reference>, title?: string): void {
  if (typeof value === 'string') {
    const rel = MEDIA_PATH.exec(value)?.[1]
    if (rel && !found.has(rel)) found.set(rel, title === undefined ? { rel } : { rel, title })
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, found)
  } else if (value !== null && typeof value === 'object') {
    const fields = value as Record<string, unknown>
    const name = [fields.title, fields.name].find((field): field is string => typeof field === 'string')
    for (const field of Object.values(fields)) collect(field, found, name)
  }
}

/** Every /media/art/… and /media/logos/… path in the front matter of contentDir's .md files and in its .yaml files, once each. */
export function contentReferences(contentDir: string): Reference[] {
  const found = new Map<string, Reference>()
  const files = fs
    .readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') || file.endsWith('.yaml'))
    .sort()
  for (const file of files) {
    const source = fs.readFileSync(path.join(contentDir, file), 'utf8').replace(/^\uFEFF/, '')
    let yaml = source
    if (file.endsWith('.md')) {
      const split = splitFrontMatter(source)
      if (split.kind === 'refused') throw new Error(`${file}: ${split.message}`)
      if (split.kind === 'none') continue
      yaml = split.yaml
    }
    try {
      collect(YAML.parse(yaml), found)
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
  }
  return [...found.values()]
}

/**
 * The jobs for the pictures content shows: each one with a composition of its own, and each other one
 * that `exists` says is missing (a generic drawing of its folder's kind, seeded by its path). Files on
 * disk without a composition are left alone. Sorted by path.
 */
export function planJobs(refs: readonly Reference[], exists: (rel: string) => boolean): Job[] {
  const jobs: Job[] = []
  for (const { rel, title } of refs) {
    const subject = SUBJECTS.find((s) => rel.startsWith(`${s.folder}/`) && rel.endsWith(s.ext))
    if (!subject) continue
    const own = subject.own.get(rel.slice(subject.folder.length + 1, -subject.ext.length))
    if (own) jobs.push({ rel, generic: false, draw: own })
    else if (!exists(rel)) jobs.push({ rel, generic: true, draw: () => subject.generic(rel, title) })
  }
  return jobs.sort((a, b) => (a.rel < b.rel ? -1 : 1))
}

function inMedia(rel: string): boolean {
  return fs.existsSync(path.join(MEDIA, rel))
}

/**
 * The files this tool draws, as paths under content/media (`art/portfolio/….png`): tests of the
 * artwork compare these, not whatever else an editor has put beside them.
 */
export function drawnFiles(): string[] {
  return planJobs(contentReferences(CONTENT), inMedia).map((job) => job.rel)
}

// ---------------------------------------------------------------------------------------------
// Writing the files
// ---------------------------------------------------------------------------------------------

const PNG_LIMIT = 250_000

function kb(bytes: number): string {
  return `${bytes.toLocaleString('en-US')} B (${(bytes / 1024).toFixed(1)} KB)`
}

async function writeJob(job: Job): Promise<void> {
  const file = path.join(MEDIA, job.rel)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const drawing = job.draw()
  if (typeof drawing === 'string') {
    fs.writeFileSync(file, drawing)
  } else {
    const raw = await rasterize(drawing)
    await sharp(raw, { raw: { width: drawing.w, height: drawing.h, channels: 3 } })
      .png({ compressionLevel: 9, palette: false, adaptiveFiltering: true })
      .toFile(file)
  }
  const size = fs.statSync(file).size
  const warn = typeof drawing !== 'string' && size > PNG_LIMIT ? '   ⚠ over 250 KB' : ''
  const generic = job.generic ? '   (new: a generic drawing, until it has a composition of its own)' : ''
  console.log(`${path.relative(ROOT, file)}  ${kb(size)}${warn}${generic}`)
}

function run(cmd: string, args: readonly string[]): void {
  const res = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] })
  if (res.error) throw res.error
  if (res.status !== 0) throw new Error(`${cmd} exited with ${res.status}`)
}

/** Renders the hero video's frames, encodes them to VP9 (two passes) and H.264, and keeps the first frame as the poster. */
async function makeVideo(): Promise<void> {
  const check = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' })
  if (check.error || check.status !== 0) throw new Error('ffmpeg not found on PATH (apt-get install ffmpeg)')
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-frames-'))
  try {
    process.stderr.write(`hero video: rendering ${FRAMES} frames, then encoding VP9 and H.264 (a few minutes)…\n`)
    const nodes = heroNodes()
    const indices = Array.from({ length: FRAMES }, (_, i) => i)
    const workers = Math.max(1, Math.min(4, os.cpus().length))
    let next = 0
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < indices.length) {
          const i = next++
          const raw = await rasterize(heroFrame(i / FRAMES, nodes))
          await sharp(raw, { raw: { width: VW, height: VH, channels: 3 } })
            .png({ compressionLevel: 1 })
            .toFile(path.join(tmp, `f${String(i).padStart(4, '0')}.png`))
        }
      }),
    )
    const outDir = path.join(ROOT, 'public', 'video')
    fs.mkdirSync(outDir, { recursive: true })
    const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(tmp, 'f%04d.png'), '-vf', `scale=${OUT_W}:${OUT_H}:flags=lanczos`]
    const webm = path.join(outDir, 'hero.webm')
    const mp4 = path.join(outDir, 'hero.mp4')
    const log = path.join(tmp, 'vp9')
    const vp9 = [
      '-c:v',
      'libvpx-vp9',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      '320k',
      '-maxrate',
      '480k',
      '-minrate',
      '0',
      '-crf',
      '31',
      '-g',
      '96',
      '-row-mt',
      '1',
      '-an',
      '-passlogfile',
      log,
    ]
    run('ffmpeg', [...input, ...vp9, '-pass', '1', '-deadline', 'good', '-cpu-used', '4', '-f', 'webm', '/dev/null'])
    run('ffmpeg', [...input, ...vp9, '-pass', '2', '-deadline', 'good', '-cpu-used', '2', webm])
    run('ffmpeg', [
      ...input,
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '24',
      '-maxrate',
      '480k',
      '-bufsize',
      '960k',
      '-tune',
      'animation',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '96',
      '-movflags',
      '+faststart',
      '-an',
      mp4,
    ])
    const poster = path.join(MEDIA, 'art', 'home', 'hero-poster.jpg')
    fs.mkdirSync(path.dirname(poster), { recursive: true })
    await sharp(path.join(tmp, 'f0000.png')).jpeg({ quality: 70, mozjpeg: true }).toFile(poster)
    for (const f of [webm, mp4, poster]) console.log(`${path.relative(ROOT, f)}  ${kb(fs.statSync(f).size)}`)
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

// Run as a command (`npm run art`), not when a test imports drawnFiles.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
  const picked = (rel: string): boolean => !only || rel.includes(only)
  const refs = contentReferences(CONTENT)
  for (const job of planJobs(refs, inMedia).filter((job) => picked(job.rel))) await writeJob(job)
  if (process.argv.includes('--video')) await makeVideo()
  for (const { rel } of refs.filter((ref) => picked(ref.rel) && !inMedia(ref.rel))) {
    console.warn(`content/media/${rel}: content shows it, but it is missing and nothing here draws a file of its folder and type`)
  }
}
