/**
 * A picture still used by a page cannot be deleted from the media library: the check would then
 * refuse every file that shows it ("no picture at /media/…"), and the editor who deleted it would
 * never see why. Before any backend deletes a file of the media folder (GitHub on the published
 * site, the local backend of `npm run edit`), the content manager reads every content file as that
 * backend has it now and refuses the deletion, naming each file and field that uses the picture,
 * as the check would name them. Every backend is wrapped, so whichever the configuration names (and
 * the local backend Decap switches to) is covered.
 */
import type { CMS } from 'decap-cms-core'
import YAML from 'yaml'
import { wrapEveryBackend, type ContentPlaces, type Implementation, type ImplementationEntry } from './backends'
import { splitFrontMatter } from '../lib/content/frontMatter'
import { readableField } from '../lib/content/problems'
import { refuse } from './refusals'

/** What the check of a deletion reads: the content files. */
type ContentReader = Pick<Implementation, 'entriesByFolder' | 'entriesByFiles'>

/** A picture's path on the site (`/media/art/blog/x.png`), or nothing for a file outside the media folder. */
export function publicPathOf(places: ContentPlaces, file: string): string | undefined {
  const folder = places.media_folder.replace(/^\/+|\/+$/g, '')
  if (!file.startsWith(`${folder}/`)) return undefined
  const base = (places.public_folder ?? `/${folder}`).replace(/\/+$/, '')
  return `${base}${file.slice(folder.length)}`
}

/** Every field of a parsed file whose text names `address` (whole, not as the start of a longer name). */
function fieldsNaming(value: unknown, address: string, path: Array<string | number> = []): string[] {
  if (typeof value === 'string') {
    const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return new RegExp(`${escaped}(?![\\w./-])`).test(value)
      ? [
          path
            .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
            .join('')
            .replace(/^\./, ''),
        ]
      : []
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsNaming(item, address, [...path, i]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => fieldsNaming(item, address, [...path, key]))
  return []
}

/** The fields of one file's text (front matter and text, or YAML) that name `address`, as `file › field`. */
export function usesIn(file: string, text: string, address: string): string[] {
  if (!text.includes(address)) return []
  const split = splitFrontMatter(text)
  let data: unknown
  try {
    data = split.kind === 'yaml' ? { ...(YAML.parse(split.yaml) as object), text: split.body } : YAML.parse(text)
  } catch {
    // A file the check refuses anyway: named without its field.
    return [file]
  }
  const fields = fieldsNaming(data, address)
  return fields.map((field) => (field ? `${file} › ${readableField(field)}` : file))
}

/** Every content file of the configuration, as `implementation` reads it now. */
async function contentFiles(implementation: ContentReader, places: ContentPlaces): Promise<ImplementationEntry[]> {
  const lists = await Promise.all(
    places.collections.map((c) =>
      c.folder
        ? implementation.entriesByFolder(c.folder, c.extension ?? 'md', c.nested?.depth ?? 1)
        : implementation.entriesByFiles((c.files ?? []).map((f) => ({ path: f.file }))),
    ),
  )
  return lists.flat()
}

/** Why deleting `paths` is refused (the pictures among them still used), or nothing. */
export async function deletionRefusal(implementation: ContentReader, places: ContentPlaces, paths: string[]): Promise<string | undefined> {
  const pictures = paths.flatMap((file) => publicPathOf(places, file) ?? [])
  if (pictures.length === 0) return undefined
  const files = await contentFiles(implementation, places)
  const reasons = pictures.flatMap((picture) => {
    const uses = files.flatMap((entry) => usesIn(entry.file.path, entry.data, picture))
    return uses.length === 0 ? [] : [`${picture} is still shown by ${uses.join('; ')}`]
  })
  if (reasons.length === 0) return undefined
  return `${reasons.join('. ')}. Choose another picture there (or remove it), save, and then delete this one.`
}

/** Wraps the deletion of every backend Decap ships. */
export function registerInUseCheck(cms: CMS): void {
  wrapEveryBackend(cms, (implementation, config) => {
    const deleteFiles = implementation.deleteFiles.bind(implementation)
    implementation.deleteFiles = async (paths, commitMessage) => {
      const refusal = await deletionRefusal(implementation, config, paths)
      if (refusal) refuse(refusal)
      return deleteFiles(paths, commitMessage)
    }
  })
}
