/**
 * One stylesheet request instead of fifteen. Vike links every CSS module a page uses as a file of
 * its own (fifteen to twenty per page), and each one blocks the first paint: on a phone network
 * every extra round trip shows. This step replaces each page's run of stylesheet links with links
 * to the concatenation of those files, in the same order, so the cascade is unchanged. Pages of one
 * kind share the same combined file, named by its content hash like every other asset (and cached
 * as immutable by the host).
 *
 * The stylesheets of client-side islands stay separate links: the island's script checks whether
 * its stylesheet is already linked before adding it, and would otherwise load it a second time.
 * A run is cut around them, so their place in the cascade does not change either.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** A run of stylesheet links (with the whitespace between them), as Vike writes them into the head. */
const LINK_RUN = /(?:[ \t]*<link rel="stylesheet"[^>]*>\s*)+/
const HREF = /<link rel="stylesheet"[^>]*?href="([^"]+)"[^>]*>/g
const LOCAL_CSS = /^\/assets\/[^?#]+\.css$/

interface ViteManifestChunk {
  isEntry?: boolean
  css?: string[]
}

export class StyleCombiner {
  /** Stylesheets a client script may add by itself (site paths). */
  private readonly standalone: Set<string>
  /** Combined file (site path) for each list of stylesheets, joined by newlines. */
  private readonly combined = new Map<string, string>()
  private readonly sources = new Map<string, string | undefined>()

  /** `clientDir` is the built site; `manifest` Vite's client manifest (dist/assets.json). */
  constructor(
    private readonly clientDir: string,
    manifest: Record<string, ViteManifestChunk>,
  ) {
    // Page entries list the page's own stylesheets; every other chunk is a script loaded later,
    // whose stylesheets Vite's loader links when the chunk loads.
    this.standalone = new Set(
      Object.values(manifest)
        .filter((chunk) => !chunk.isEntry)
        .flatMap((chunk) => chunk.css ?? [])
        .map((file) => `/${file}`),
    )
  }

  static fromBuild(clientDir: string): StyleCombiner {
    const manifestFile = path.join(clientDir, '..', 'assets.json')
    const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ViteManifestChunk>) : {}
    return new StyleCombiner(clientDir, manifest)
  }

  /** The page with its first run of stylesheet links combined; the page itself when there is nothing to combine. */
  rewrite(html: string): string {
    const run = LINK_RUN.exec(html)
    if (!run) return html
    const hrefs = [...run[0].matchAll(HREF)].map((m) => m[1]!)
    if (hrefs.length < 2 || !hrefs.every((href) => LOCAL_CSS.test(href) && this.source(href) !== undefined)) return html
    const indent = /^[ \t]*/.exec(run[0])![0]
    const links: string[] = []
    let group: string[] = []
    const flush = () => {
      if (group.length > 0) links.push(this.link(group.length === 1 ? group[0]! : this.combine(group)))
      group = []
    }
    for (const href of hrefs) {
      if (this.standalone.has(href)) {
        flush()
        links.push(this.link(href))
      } else group.push(href)
    }
    flush()
    const trailing = /\s*$/.exec(run[0])![0]
    return html.slice(0, run.index) + links.map((link) => indent + link).join('\n') + trailing + html.slice(run.index + run[0].length)
  }

  private link(href: string): string {
    return `<link rel="stylesheet" href="${href}">`
  }

  private file(href: string): string {
    return path.join(this.clientDir, href)
  }

  /** Writes the concatenation of `hrefs` once and returns its site path. */
  private combine(hrefs: string[]): string {
    const key = hrefs.join('\n')
    let href = this.combined.get(key)
    if (href) return href
    const css = hrefs.map((h) => this.source(h)!).join('\n')
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10)
    href = `/assets/static/styles.${hash}.css`
    fs.writeFileSync(this.file(href), css)
    this.combined.set(key, href)
    return href
  }

  /** A built stylesheet's text, read once; undefined when there is no such file. */
  private source(href: string): string | undefined {
    if (!this.sources.has(href)) {
      const file = this.file(href)
      // Each file ends with a newline or not; the join adds one either way.
      this.sources.set(href, fs.existsSync(file) ? fs.readFileSync(file, 'utf8').replace(/\n+$/, '') : undefined)
    }
    return this.sources.get(href)
  }
}
