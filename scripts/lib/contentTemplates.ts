/** The collections editors add files to, and the starting file `npm run new` writes for each (its module's `scaffold`). */
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { splitFrontMatter } from '../../lib/content/frontMatter'
import { COLLECTIONS, type CollectionType } from '../../lib/content/registry'
import { schemas } from '../../lib/content/schemas'
import { wordsWithDefault } from '../../lib/content/translation'

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
  const fields = template.fields(ctx)
  // Every text the schema writes in English when a file leaves it out is written out, so the editor
  // (and the translator, who must write each of them) sees it.
  const defaults = wordsWithDefault(schemas[collection.schema]).filter((w) => !(w.field in fields))
  const data = { ...fields, ...Object.fromEntries(defaults.map((w) => [w.field, w.value])), draft: true }
  // No line folding: an editor should see each text on one line.
  const yaml = YAML.stringify(data, { lineWidth: 0 })
  if (collection.format === 'yaml') return yaml
  return `---\n${yaml}---\n\n## ${PLACEHOLDER} heading\n\n${template.body ?? ''}\n`
}

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
