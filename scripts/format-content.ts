/**
 * `npm run format` (after Prettier): every file of content/ in the one form the content manager
 * also writes (lib/content/canonical.ts), its fields in the order its schema declares them, so that
 * a later change, by hand or in the content manager, changes that change's lines only. Values and
 * comments are never changed. `--check` lists the files that are not in that form, and fails.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { z } from 'zod'
import { BODY, canonicalMarkdown, canonicalYaml } from '../lib/content/canonical'
import { defaultContentRoot } from '../lib/content/load'
import { COLLECTIONS, extensionOf } from '../lib/content/registry'
import { PAGE_FILES, schemas } from '../lib/content/schemas'
import { shapeOf } from '../lib/content/zodSchema'

/** The order of a file's fields, by the path of the file in content/ (`services/rpa.en.md`). */
export function fieldOrder(rel: string): readonly string[] | undefined {
  const order = (schema: z.ZodType) => Object.keys(shapeOf(schema)).filter((key) => key !== BODY)
  const base = rel.replace(/\.[a-z]{2}(\.(md|yaml))$/, '$1')
  if (base === 'site.yaml') return order(schemas.site)
  for (const [name, file] of Object.entries(PAGE_FILES)) if (base === file) return order(schemas.pages[name as keyof typeof PAGE_FILES])
  const type = COLLECTIONS.find((c) => base.startsWith(`${c.folder}/`) && base.endsWith(extensionOf(c)))
  return type ? order(schemas[type.schema] as z.ZodType) : undefined
}

/** Every content file (not its pictures) with its text in the site's form. */
export function formatContent(root: string): Array<{ file: string; before: string; after: string }> {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name)
      if (entry.isDirectory() && !(dir === root && entry.name === 'media')) walk(abs)
      else if (entry.isFile() && /\.(md|yaml)$/.test(entry.name)) files.push(abs)
    }
  }
  walk(root)
  return files.map((abs) => {
    const rel = path.relative(root, abs).split(path.sep).join('/')
    const before = fs.readFileSync(abs, 'utf8')
    const order = fieldOrder(rel)
    const after = abs.endsWith('.md') ? canonicalMarkdown(before, order) : canonicalYaml(before, order)
    return { file: path.join(root, rel), before, after }
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = defaultContentRoot()
  const check = process.argv.includes('--check')
  const changed = formatContent(root).filter((f) => f.before !== f.after)
  const shown = (file: string) => path.relative(process.cwd(), file)
  if (check) {
    if (changed.length > 0) {
      console.error(`${changed.length} content file${changed.length === 1 ? ' is' : 's are'} not in the site's form (run npm run format, then commit):`)
      for (const f of changed) console.error(`  ${shown(f.file)}`)
      process.exit(1)
    }
  } else {
    for (const f of changed) fs.writeFileSync(f.file, f.after)
    console.log(changed.length > 0 ? `Wrote ${changed.length} content file${changed.length === 1 ? '' : 's'} in the site's form.` : "Every content file is in the site's form.")
  }
}
