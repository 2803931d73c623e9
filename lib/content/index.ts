import fs from 'node:fs'
import path from 'node:path'
import { DEFAULT_LOCALE, type Locale } from '../shared/locales'
import { defaultContentRoot, loadLocalizedContent, type Content, type LocalizedContent } from './load'

export { loadContent, loadLocalizedContent, type Content, type DataEntry, type Entry, type LocalizedContent, type SourceFile } from './load'
export { ContentError, formatProblem, type ContentProblem } from './problems'
export { untranslatedLanguage } from './untranslated'
export type * from './schemas'

let cached: { signature: string; content: LocalizedContent } | undefined

/**
 * Where the build hands its checked content to the code Vike prerenders with: the same process,
 * but the prerender runs a bundled copy of this module, so a module variable would not reach it.
 */
const PROVIDED = Symbol.for('northwind-site.content')
type WithContent = typeof globalThis & { [PROVIDED]?: LocalizedContent }

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
export function provideContent(content: LocalizedContent): void {
  ;(globalThis as WithContent)[PROVIDED] = content
}

/**
 * The site's content in a language (English by default): in a build, the content the build checked and handed over (provideContent),
 * loaded once; in the dev server, loaded from content/ (or SITE_CONTENT_DIR) and loaded again when
 * a file under it changes.
 */
export function getContent(locale: Locale = DEFAULT_LOCALE): Content {
  return getLocalizedContent()[locale]
}

/** The site's content in every language (see getContent). */
export function getLocalizedContent(): LocalizedContent {
  const provided = (globalThis as WithContent)[PROVIDED]
  if (provided) return provided
  const root = defaultContentRoot()
  const sig = signature(root)
  if (!cached || cached.signature !== sig) cached = { signature: sig, content: loadLocalizedContent({ root }) }
  return cached.content
}
