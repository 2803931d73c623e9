/**
 * The pages of the last build, kept in the build cache with what each read (lib/pageReads.ts), so
 * that a build renders only the pages whose reads changed and takes the others' HTML from here.
 * One place per content folder and settings, so npm test's builds of the fixture site and of the
 * real content do not replace each other's pages.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { buildCacheDir } from '../../lib/cacheKey'
import { buildMoment } from '../../lib/content/schedule'
import type { ReadsSession } from '../../lib/pageReads'
import { buildSettings, hashFiles } from './buildCache'

interface RecordsFile {
  /** The code, settings, day and media files the pages were rendered with (renderKey). */
  key: string
  /** Every read of every page, once; a page's reads are places in this list. */
  reads: string[]
  pages: Record<string, { digest: string; reads: number[] }>
  /** The addresses Vike found by the pages' folders (ReadsSession.statics). */
  statics: string[]
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * What a page's HTML depends on besides the content it reads: the bundles' code (`bundleKey`), the
 * settings, today (what is published), the year (the footer's) and the media files (their sizes
 * are read from them). A change to any of these renders every page again.
 */
export function renderKey(contentRoot: string, today: string, bundleKey: string): string {
  const hash = createHash('sha256').update(`${bundleKey}\0${buildSettings()}\0${today}\0${new Date(buildMoment()).getFullYear()}\0${contentRoot}\0`)
  return hashFiles(hash, contentRoot, ['media']).digest('hex')
}

export class PageRecords {
  private readonly dir: string
  private readonly htmlDir: string
  /** The previous build's pages rendered with the same key, whose HTML is still here. */
  readonly previous: ReadsSession['previous'] = new Map()
  /**
   * The addresses of the pages Vike found by their folders when it prerendered with this code and
   * settings; with them, the server entry renders what changed without Vike's prerender.
   */
  statics: string[] | undefined

  constructor(
    contentRoot: string,
    private readonly key: string,
  ) {
    this.dir = path.join(buildCacheDir('pages'), sha(`${contentRoot}\0${buildSettings()}`).slice(0, 16))
    this.htmlDir = path.join(this.dir, 'html')
    let file: RecordsFile
    try {
      file = JSON.parse(fs.readFileSync(path.join(this.dir, 'records.json'), 'utf8')) as RecordsFile
    } catch {
      return
    }
    if (file.key !== key || !Array.isArray(file.statics)) return
    this.statics = file.statics
    for (const [url, record] of Object.entries(file.pages)) {
      if (!fs.existsSync(this.htmlFile(url, record.digest))) continue
      this.previous.set(url, { digest: record.digest, reads: record.reads.map((i) => file.reads[i]!) })
    }
  }

  /** Named by the key too: a build that fails after writing its pages leaves the last build's pages as they were. */
  private htmlFile(url: string, digest: string): string {
    return path.join(this.htmlDir, `${sha(`${this.key}\0${url}\0${digest}`).slice(0, 32)}.html`)
  }

  /**
   * After the prerender: the kept pages' HTML is copied into `clientDir`, and the HTML of the pages
   * just rendered is kept here for the next build. Returns how many were rendered and kept.
   */
  takeAndKeep(session: ReadsSession, clientDir: string): { rendered: number; kept: number } {
    fs.mkdirSync(this.htmlDir, { recursive: true })
    let rendered = 0
    for (const [url, { file }] of session.pages) {
      const out = path.join(clientDir, file)
      if (session.kept.has(url)) {
        fs.mkdirSync(path.dirname(out), { recursive: true })
        fs.copyFileSync(this.htmlFile(url, this.previous.get(url)!.digest), out)
        continue
      }
      const digest = session.digests.get(url)
      if (!digest) throw new Error(`The page ${url} was not rendered to ${file} (lib/pageReads.ts has no record of its render).`)
      fs.copyFileSync(out, this.htmlFile(url, digest))
      rendered++
    }
    return { rendered, kept: session.kept.size }
  }

  /** Once the build has succeeded: the records of this build's pages, and only their HTML, are what the next build finds. */
  save(session: ReadsSession): void {
    const reads: string[] = []
    const places = new Map<string, number>()
    const place = (read: string) => {
      let at = places.get(read)
      if (at === undefined) places.set(read, (at = reads.push(read) - 1))
      return at
    }
    const pages: RecordsFile['pages'] = {}
    for (const url of session.pages.keys()) {
      const before = session.kept.has(url) ? this.previous.get(url) : undefined
      const digest = before ? before.digest : session.digests.get(url)!
      pages[url] = { digest, reads: (before ? before.reads : [...(session.reads.get(url) ?? [])]).map(place) }
    }
    const file: RecordsFile = { key: this.key, reads, pages, statics: session.statics }
    const temp = path.join(this.dir, `records.json.${process.pid}`)
    fs.writeFileSync(temp, JSON.stringify(file))
    fs.renameSync(temp, path.join(this.dir, 'records.json'))
    const wanted = new Set(Object.entries(pages).map(([url, { digest }]) => path.basename(this.htmlFile(url, digest))))
    for (const name of fs.readdirSync(this.htmlDir)) if (!wanted.has(name)) fs.rmSync(path.join(this.htmlDir, name), { force: true })
  }
}
