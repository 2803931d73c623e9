/**
 * The resolve stage, once every file of the language has loaded: every field marked
 * `reference(kind)` is looked up among what the modules declare `referable` (an industry's file, an
 * author of the blog…), and every module's own cross-checks run. Looked up here, never when a page
 * renders: `npm run check` and the build stop on the same names. A kind whose own file has a
 * mistake is not looked up (that file's problem is reported instead).
 */
import type { z } from 'zod'
import { COLLECTIONS, PAGE_MODULES, type ReferenceKind } from '../registry'
import { findReferences, resolveReferences, type ReferenceTarget } from '../references'
import { PAGE_FILES, type PagesData } from '../schemas'
import type { CrossCheckInput } from '../types/define'
import type { LoadRun } from './run'

/** What the earlier stages loaded, for the references and cross-checks of the whole content. */
export interface LoadedFiles {
  /** The entries of each collection that loaded without a problem, by its key. */
  collections: Record<string, ReadonlyArray<{ id: string; file: string; data: unknown }>>
  /** The files of content/pages that loaded without a problem, by their key. */
  pages: Partial<PagesData>
  /** The file each file of content/pages was read from. */
  sources: Partial<Record<string, { file: string }>>
  /** The id of every file found in each collection's folder, valid or not. */
  found: ReadonlyMap<string, ReadonlySet<string>>
  /** The ids of the drafts a build without drafts leaves out, by folder. */
  drafts: ReadonlyMap<string, ReadonlySet<string>>
  /** The ids of the entries dated after today a build without them leaves out, with their dates, by folder. */
  scheduled: ReadonlyMap<string, ReadonlyMap<string, string>>
  /** Every loaded file's fields with its schema, to find the references in. */
  references: ReadonlyArray<{ file: string; schema: z.ZodType; data: unknown }>
}

const NONE: ReadonlySet<string> = new Set()

export function resolve(run: LoadRun, loaded: LoadedFiles): void {
  const fileOf = (key: string) => loaded.sources[key]?.file ?? `content/${PAGE_FILES[key as keyof PagesData]}`
  const idsIn = (folder: string) => loaded.found.get(folder) ?? NONE

  const declared = new Set<string>()
  const targets: Partial<Record<ReferenceKind, ReferenceTarget>> = {}
  for (const type of COLLECTIONS) {
    if (!type.referable) continue
    declared.add(type.referable.kind)
    const published = new Set((loaded.collections[type.key] ?? []).map((e) => e.id))
    const drafts = loaded.drafts.get(type.folder) ?? NONE
    const scheduled = loaded.scheduled.get(type.folder) ?? new Map<string, string>()
    const broken = new Set([...idsIn(type.folder)].filter((id) => !published.has(id) && !drafts.has(id) && !scheduled.has(id)))
    targets[type.referable.kind as ReferenceKind] = { published, drafts: new Set(drafts), scheduled, broken, noun: type.referable.noun }
  }
  for (const module of PAGE_MODULES) {
    const data = loaded.pages[module.key]
    for (const item of ('referable' in module ? module.referable : undefined) ?? []) {
      declared.add(item.kind)
      if (data === undefined) continue
      const names = (item.names as (data: unknown) => string[])(data)
      targets[item.kind as ReferenceKind] = { published: new Set(names), noun: item.noun, source: `${item.what} in ${fileOf(module.key)}` }
    }
  }

  for (const { file, schema, data } of loaded.references) {
    const found = findReferences(schema, data)
    for (const ref of found) {
      // A schema naming a kind no module declares is the code's mistake, not the editor's.
      if (!declared.has(ref.kind)) throw new Error(`${file} › ${ref.field}: the schema marks it reference('${ref.kind}'), but no content type declares "${ref.kind}" as referable`)
    }
    run.problems.push(
      ...resolveReferences(
        file,
        found.filter((ref) => targets[ref.kind]),
        targets as Record<ReferenceKind, ReferenceTarget>,
      ),
    )
  }

  const input: CrossCheckInput = { entries: (key) => loaded.collections[key] ?? [], idsIn, page: (key) => loaded.pages[key as keyof PagesData], fileOf }
  for (const type of COLLECTIONS) if (type.checks) run.problems.push(...type.checks(input))
  for (const module of PAGE_MODULES) if ('checks' in module && module.checks) run.problems.push(...module.checks(input))
}
