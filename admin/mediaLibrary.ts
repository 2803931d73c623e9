/**
 * The Media tab shows every picture of content/media, in every folder below it, each named by its
 * place ("art/blog/calm-software.png"): searching "blog" shows a folder, sorting by name keeps a
 * folder's pictures together. Decap's backends list one folder only (GitHub's tree of the folder,
 * decap-server's `listRepoFiles` at depth 1), so the tab would show the two files at the root and
 * none of the art. An entry's own library (the pictures of its collection's folder) is left as
 * Decap lists it; only the Media tab, which asks for the whole library, is widened.
 */
import type { CMS } from 'decap-cms-core'
import { wrapEveryBackend, type Implementation, type MediaFile } from './backends'

/** A folder as Decap names it, without slashes at either end. */
const trimmed = (folder: string) => folder.replace(/^\/+|\/+$/g, '')

/** The file's place below the media folder `root`, as the library shows it. */
export function placeInLibrary(root: string, file: string): string {
  const base = `${trimmed(root)}/`
  return file.startsWith(base) ? file.slice(base.length) : file
}

/** GitHub's API lists a folder's whole tree at once (`recursive=1`); this many levels deep. */
const DEEPEST = 32

interface GitHubApi {
  listFiles(path: string, options: { depth: number }): Promise<Array<{ id: string; name: string; path: string; size: number }>>
}
interface ProxyBackend {
  branch?: string
  request(body: { action: string; params: Record<string, unknown> }): Promise<unknown>
}

/**
 * Every file of the media library below `root`, as `implementation` (the backend `name`) lists
 * them; `getMedia` lists one folder, as the backend itself does.
 */
export async function everyMediaFile(implementation: Implementation, getMedia: (folder: string) => Promise<MediaFile[]>, name: string, root: string): Promise<MediaFile[]> {
  if (name === 'github') {
    const api = (implementation as unknown as { api?: GitHubApi }).api
    if (api) {
      const files = await api.listFiles(root, { depth: DEEPEST })
      // As GitHub's backend lists them: the picture itself is fetched when it is shown.
      return files.map(({ id, name: fileName, size, path }) => ({ id, name: fileName, size, displayURL: { id, path }, path }))
    }
  }
  if (name === 'proxy') {
    // The local backend of `npm run edit`: the development server names the folders (its own
    // action, scripts/lib/cmsBackendProxy.ts › ownAnswer) and decap-server lists each.
    const proxy = implementation as unknown as ProxyBackend
    const folders = await proxy.request({ action: 'mediaFolders', params: { branch: proxy.branch, mediaFolder: root } })
    if (Array.isArray(folders) && folders.every((folder) => typeof folder === 'string')) {
      // One folder after another: decap-server's git mode answers one request at a time, and
      // gives up on one that waited more than 3 s for its turn.
      const files: MediaFile[] = []
      for (const folder of folders as string[]) files.push(...(await getMedia(folder)))
      return files
    }
  }
  return getMedia(root)
}

/** Widens the Media tab of every backend to the whole of the media folder. */
export function registerWholeMediaLibrary(cms: CMS): void {
  wrapEveryBackend(cms, (implementation, config, name) => {
    const getMedia = implementation.getMedia.bind(implementation)
    implementation.getMedia = async (folder?: string) => {
      // An entry's library names its folder; the Media tab asks without one.
      if (folder !== undefined) return getMedia(folder)
      const root = trimmed(config.media_folder)
      const files = await everyMediaFile(implementation, getMedia, name, root)
      return files.map((file) => ({ ...file, name: placeInLibrary(root, file.path) })).sort((a, b) => a.name.localeCompare(b.name))
    }
  })
}
