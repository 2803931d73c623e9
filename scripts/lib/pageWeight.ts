/**
 * What a built page can make a browser download, worked out from the files alone (no browser, no
 * timing, so the same build always gives the same figures): the HTML, its stylesheets, and the
 * JavaScript of its entry script, of the cookie library (once a first visit answers the banner)
 * and of every island in the page with everything each island loads by itself. Used by
 * `npm run bench` for its table and by the end-to-end suite for the byte budgets.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** One chunk of Vite's build manifest (Vike keeps it as dist/assets.json). */
interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

export interface Bytes {
  raw: number
  gzip: number
}

export interface PageWeight {
  /** The page's address, e.g. /privacy-policy/. */
  path: string
  html: Bytes
  css: Bytes
  /** The islands in the page, by name. */
  islands: string[]
  /** The entry script every page loads, with its static imports. */
  entryJs: Bytes
  /** A first visit before any scrolling or tap: entry and the islands that start at once or when the browser is idle (the cookie banner is in the page's HTML and needs no more script to show). */
  initialJs: Bytes
  /** The most a first visit can load without sending or opening anything: entry, the cookie library (the banner answered), and every island (scrolled into view, or first used) with what it loads by itself. */
  firstVisitJs: Bytes
  /** The same once the visitor has made a cookie choice (no banner, no cookie library). */
  returningJs: Bytes
  /** Whether any of it is React. */
  react: boolean
}

/** Loaded only when a visitor does something: sending a form, opening a picture, analytics after consent. */
const ON_INTERACTION = [
  'components/islands/ContactForm/sendMessage.ts',
  'components/islands/ContactForm/Toasts.tsx',
  'node_modules/glightbox/',
  'components/Consent/analytics.ts',
  'node_modules/web-vitals/',
]

export class SiteWeigher {
  private readonly manifest: Manifest
  private readonly sizes = new Map<string, Bytes>()
  private readonly entryKey: string

  constructor(private readonly distDir: string) {
    const file = path.join(distDir, 'assets.json')
    if (!fs.existsSync(file)) throw new Error(`No build manifest at ${file}: build the site first.`)
    this.manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
    const entry = Object.keys(this.manifest).find((key) => key.startsWith('renderer/+client.'))
    if (!entry) throw new Error('The build manifest has no renderer/+client entry.')
    this.entryKey = entry
  }

  private bytes(publicFile: string): Bytes {
    let size = this.sizes.get(publicFile)
    if (!size) {
      const buffer = fs.readFileSync(path.join(this.distDir, 'client', publicFile.replace(/^\//, '')))
      size = { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length }
      this.sizes.set(publicFile, size)
    }
    return size
  }

  /** A chunk with its static imports, and with the dynamic ones it loads by itself (`follow`). */
  private closure(key: string, follow: boolean, into = new Set<string>()): Set<string> {
    if (into.has(key)) return into
    const chunk = this.manifest[key]
    if (!chunk) throw new Error(`"${key}" is not in the build manifest`)
    into.add(key)
    for (const dep of chunk.imports ?? []) this.closure(dep, follow, into)
    if (!follow) return into
    for (const dep of chunk.dynamicImports ?? []) if (!ON_INTERACTION.some((prefix) => dep.startsWith(prefix))) this.closure(dep, follow, into)
    return into
  }

  private total(keys: Iterable<string>): Bytes {
    const sum = { raw: 0, gzip: 0 }
    for (const key of keys) {
      const size = this.bytes(this.manifest[key]!.file)
      sum.raw += size.raw
      sum.gzip += size.gzip
    }
    return sum
  }

  /** An island's chunk: its plain-script starter (no React), or its React component. */
  private islandKey(name: string): string {
    const vanilla = `components/islands/${name}/enhance.ts`
    if (this.manifest[vanilla]) return vanilla
    const key = `components/islands/${name}/${name}.tsx`
    if (!this.manifest[key]) throw new Error(`The island "${name}" has no chunk (${key}) in the build manifest`)
    return key
  }

  /** Weighs one built page, given its address. */
  weigh(pagePath: string): PageWeight {
    const htmlFile = pagePath.endsWith('.html') ? pagePath : `${pagePath.replace(/\/?$/, '/')}index.html`
    const html = fs.readFileSync(path.join(this.distDir, 'client', htmlFile), 'utf8')
    const markers = [...html.matchAll(/data-island="([A-Za-z]+)" data-when="([a-z]+)"/g)].map((m) => ({ name: m[1]!, when: m[2]! }))
    const islands = [...new Set(markers.map((m) => m.name))].sort()
    const atOnce = [...new Set(markers.filter((m) => m.when === 'load').map((m) => m.name))]
    const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)

    const entry = this.closure(this.entryKey, false)
    const withIslands = (names: string[]) => {
      const keys = new Set(entry)
      if (names.length === 0) return keys
      this.closure('components/islands/hydrate.ts', false, keys)
      const chunks = names.map((name) => this.islandKey(name))
      if (chunks.some((key) => !key.endsWith('/enhance.ts'))) this.closure('node_modules/react-dom/client.js', true, keys)
      for (const key of chunks) this.closure(key, true, keys)
      return keys
    }
    const returning = withIslands(islands)
    const firstVisit = this.closure('components/Consent/library.ts', true, new Set(returning))
    const initial = withIslands(atOnce)
    const cssKeys = new Set<string>()
    for (const key of firstVisit) for (const css of this.manifest[key]!.css ?? []) cssKeys.add(`/${css}`)
    const css = { raw: 0, gzip: 0 }
    for (const file of new Set([...stylesheets, ...cssKeys])) {
      const size = this.bytes(file)
      css.raw += size.raw
      css.gzip += size.gzip
    }
    const htmlBuffer = Buffer.from(html)
    return {
      path: pagePath,
      html: { raw: htmlBuffer.length, gzip: gzipSync(htmlBuffer, { level: 9 }).length },
      css,
      islands,
      entryJs: this.total(entry),
      initialJs: this.total(initial),
      firstVisitJs: this.total(firstVisit),
      returningJs: this.total(returning),
      react: [...returning].some((key) => key.startsWith('node_modules/react')),
    }
  }
}

/**
 * Every page of the built site, listed in its sitemap or not (the layouts the site does not show
 * are still there for whoever has their address), plus the not-found page; not the content manager.
 */
export function sitePages(distDir: string): string[] {
  const client = path.join(distDir, 'client')
  const pages = fs
    .readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html' && file.split(path.sep)[0] !== 'admin')
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/'))
    .sort()
  return [...pages, '/404.html']
}
