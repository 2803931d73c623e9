import fs from 'node:fs'
import path from 'node:path'
import { defaultContentRoot, loadContent, type Content } from './load'

export { loadContent, type Content, type DataEntry, type Entry } from './load'
export { ContentError, formatProblem, type ContentProblem } from './problems'
export type * from './schemas'

let cached: { signature: string; content: Content } | undefined

/**
 * Where the build hands its checked content to the code Vike prerenders with: the same process,
 * but the prerender runs a bundled copy of this module, so a module variable would not reach it.
 */
const PROVIDED = Symbol.for('northwind-site.content')
type WithContent = typeof globalThis & { [PROVIDED]?: Content }

/** A fingerprint of every file under content/, so an edit is picked up without a restart. */
function signature(dir: string): string {
  const parts: string[] = []
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const abs = path.join(d, entry.name)
      if (entry.isDirectory()) walk(abs)
      else {
        const stat = fs.statSync(abs)
        parts.push(`${abs}:${stat.mtimeMs}:${stat.size}`)
      }
    }
  }
  walk(dir)
  return parts.join('|')
}

/**
 * Hands content that was just loaded and checked to getContent(), so the build's prerender and
 * finishing steps use it instead of reading it again.
 */
export function provideContent(content: Content): void {
  ;(globalThis as WithContent)[PROVIDED] = content
}

/**
 * The site's content: in a build, the content the build checked and handed over (provideContent),
 * loaded once; in the dev server, loaded from content/ (or SITE_CONTENT_DIR) and loaded again when
 * a file under it changes.
 */
export function getContent(): Content {
  const provided = (globalThis as WithContent)[PROVIDED]
  if (provided) return provided
  const root = defaultContentRoot()
  const sig = signature(root)
  if (!cached || cached.signature !== sig) cached = { signature: sig, content: loadContent({ root }) }
  return cached.content
}
