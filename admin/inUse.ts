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
import { splitFrontMatter } from '../lib/content/frontMatter'
import { readableField } from '../lib/content/problems'
import { refuse } from './refusals'

/** One file as a backend reads it. */
interface ImplementationEntry {
  data: string
  file: { path: string }
}
interface Implementation {
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
  entriesByFolder(folder: string, extension: string, depth: number): Promise<ImplementationEntry[]>
  entriesByFiles(files: Array<{ path: string }>): Promise<ImplementationEntry[]>
}

/** What the content manager's configuration says of where content and pictures are. */
export interface ContentPlaces {
  media_folder: string
  public_folder?: string
  collections: Array<{ folder?: string; extension?: string; nested?: { depth?: number }; files?: Array<{ file: string }> }>
}

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
async function contentFiles(implementation: Implementation, places: ContentPlaces): Promise<ImplementationEntry[]> {
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
export async function deletionRefusal(implementation: Implementation, places: ContentPlaces, paths: string[]): Promise<string | undefined> {
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

type Registry = { init: (config: ContentPlaces, options: unknown) => Implementation }

/** Every backend Decap ships (decap-cms-app), the local backend of `npm run edit` (`proxy`) among them. */
const DECAP_BACKENDS = ['github', 'gitlab', 'gitea', 'forgejo', 'bitbucket', 'azure', 'git-gateway', 'aws-cognito-github-proxy', 'proxy', 'test-repo']

/** Wraps the deletion of every backend Decap ships. */
export function registerInUseCheck(cms: CMS): void {
  for (const name of DECAP_BACKENDS) {
    const registered = (cms as unknown as { getBackend(name: string): Registry | undefined }).getBackend(name)
    if (!registered) continue
    const init = registered.init
    registered.init = (config, options) => {
      const implementation = init(config, options)
      const deleteFiles = implementation.deleteFiles.bind(implementation)
      implementation.deleteFiles = async (paths, commitMessage) => {
        const refusal = await deletionRefusal(implementation, config, paths)
        if (refusal) refuse(refusal)
        return deleteFiles(paths, commitMessage)
      }
      return implementation
    }
  }
}
