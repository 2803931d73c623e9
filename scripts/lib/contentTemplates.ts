/** The collections editors add files to, and the starting file `npm run new` writes for each (its module's `scaffold`). */
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { splitFrontMatter } from '../../lib/content/frontMatter'
import { COLLECTIONS, type CollectionType } from '../../lib/content/registry'

/** The collections come from the content registry (lib/content/registry.ts). */
export type { SchemaKey } from '../../lib/content/registry'
/** A collection, as the scaffolder and the guide see it: the registry's entry. */
export type Collection = CollectionType
export { COLLECTIONS }

export function findCollection(name: string): Collection | undefined {
  const wanted = name.trim().toLowerCase()
  return COLLECTIONS.find((c) => c.name === wanted || c.aliases.includes(wanted))
}

export { PLACEHOLDER, titleFromSlug } from '../../lib/content/scaffold'
import { PLACEHOLDER } from '../../lib/content/scaffold'
export type { ScaffoldContext as TemplateContext } from '../../lib/content/types/define'
import type { ScaffoldContext } from '../../lib/content/types/define'

/** The text of a new, valid file with `draft: true`: front matter and a short body, or the fields of a YAML file. */
export function renderTemplate(collection: Collection, ctx: ScaffoldContext): string {
  const template = collection.scaffold
  const data = { ...template.fields(ctx), draft: true }
  // No line folding: an editor should see each text on one line.
  const fields = YAML.stringify(data, { lineWidth: 0 })
  if (collection.format === 'yaml') return fields
  return `---\n${fields}---\n\n## ${PLACEHOLDER} heading\n\n${template.body ?? ''}\n`
}

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i

/** Front matter of the collection's Markdown files (or the fields of its YAML files), in file-name order; unreadable files are skipped. */
export function readFrontMatters(folder: string, extension = '.md'): Record<string, unknown>[] {
  if (!fs.existsSync(folder)) return []
  const out: Record<string, unknown>[] = []
  for (const name of fs.readdirSync(folder).sort()) {
    if (!name.endsWith(extension) || name.startsWith('_') || name.startsWith('.')) continue
    const source = fs.readFileSync(path.join(folder, name), 'utf8').replace(/^\uFEFF/, '')
    const split = extension === '.md' ? splitFrontMatter(source) : undefined
    const match = split ? (split.kind === 'yaml' ? split.yaml : undefined) : source
    if (match === undefined) continue
    try {
      const value: unknown = YAML.parse(match)
      if (value && typeof value === 'object' && !Array.isArray(value)) out.push(value as Record<string, unknown>)
    } catch {
      // A broken file is the check's business, not this tool's.
    }
  }
  return out
}

/** The `order` after the largest one used in the folder (1 when there is none). */
export function nextOrder(frontMatters: Record<string, unknown>[]): number {
  const orders = frontMatters.map((fm) => fm.order).filter((o): o is number => typeof o === 'number' && Number.isInteger(o))
  return orders.length ? Math.max(...orders) + 1 : 1
}

function imagePathsOf(fm: Record<string, unknown>): string[] {
  const found: string[] = []
  for (const key of ['image', 'mainImage']) {
    const value = fm[key]
    if (typeof value === 'string') found.push(value)
    else if (value && typeof value === 'object' && typeof (value as { src?: unknown }).src === 'string') found.push((value as { src: string }).src)
  }
  return found
}

function imagesUnder(dir: string, mediaRoot: string): string[] {
  if (!fs.existsSync(dir)) return []
  const files: string[] = []
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = path.join(d, entry.name)
      if (entry.isDirectory()) walk(abs)
      else if (IMAGE_FILE.test(entry.name)) files.push(`/media/${path.relative(mediaRoot, abs).split(path.sep).join('/')}`)
    }
  }
  walk(dir)
  return files
}

/**
 * A picture that exists: the first one the collection's files already use, else one from
 * content/media/art/<folder>/, else any picture in content/media.
 */
export function pickImage(root: string, folder: string, frontMatters: Record<string, unknown>[]): string | undefined {
  const mediaRoot = path.join(root, 'media')
  const exists = (p: string) => p.startsWith('/media/') && !p.includes('..') && fs.existsSync(path.join(mediaRoot, p.slice('/media/'.length)))
  const used = frontMatters.flatMap(imagePathsOf).find((p) => IMAGE_FILE.test(p) && exists(p))
  return used ?? imagesUnder(path.join(mediaRoot, 'art', folder), mediaRoot)[0] ?? imagesUnder(mediaRoot, mediaRoot)[0]
}
