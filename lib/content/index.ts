import fs from 'node:fs'
import path from 'node:path'
import { defaultContentRoot, loadContent, type Content } from './load'

export { loadContent, type Content, type Entry } from './load'
export { ContentError, formatProblem, type ContentProblem } from './problems'
export type * from './schemas'

let cached: { signature: string; content: Content } | undefined

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
 * Hands content that was just loaded and checked to getContent(), so a production build's later
 * steps use it instead of reading it again.
 */
export function primeContent(content: Content): void {
  cached = { signature: 'primed', content }
}

/**
 * The site's content, loaded once and reloaded only when a file under content/ changes. A
 * production build loads it once: nothing changes during a build, and checking every file on
 * each page's render would make a build of n pages cost n × n file checks.
 */
export function getContent(): Content {
  if (cached && process.env.NODE_ENV === 'production') return cached.content
  // The build has loaded and checked the content already and hands it over as plain JSON, so the
  // prerender does not read, parse and validate every file a second time.
  const snapshot = process.env.SITE_CONTENT_SNAPSHOT
  if (snapshot && process.env.NODE_ENV === 'production') {
    cached = { signature: 'snapshot', content: JSON.parse(fs.readFileSync(snapshot, 'utf8')) as Content }
    return cached.content
  }
  const root = defaultContentRoot()
  const sig = signature(root)
  if (!cached || cached.signature !== sig) cached = { signature: sig, content: loadContent({ root }) }
  return cached.content
}
