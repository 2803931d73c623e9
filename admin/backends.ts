/**
 * Every backend Decap ships, wrapped where the content manager adds a rule of its own (a picture
 * still used cannot be deleted; the media library lists every folder). The configuration names
 * one backend (GitHub on the published site) and Decap switches to the local one of `npm run edit`
 * (`proxy`); wrapping them all covers whichever is used.
 */
import type { CMS } from 'decap-cms-core'

/** What the content manager's configuration says of where content and pictures are. */
export interface ContentPlaces {
  media_folder: string
  public_folder?: string
  collections: Array<{ folder?: string; extension?: string; nested?: { depth?: number }; files?: Array<{ file: string }> }>
}

/** One file as a backend reads it. */
export interface ImplementationEntry {
  data: string
  file: { path: string }
}

/** One file of the media library as a backend lists it. */
export interface MediaFile {
  id: string
  name: string
  path: string
  size?: number
  displayURL?: unknown
}

/** The parts of a backend the wrappers use. */
export interface Implementation {
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
  entriesByFolder(folder: string, extension: string, depth: number): Promise<ImplementationEntry[]>
  entriesByFiles(files: Array<{ path: string }>): Promise<ImplementationEntry[]>
  getMedia(folder?: string): Promise<MediaFile[]>
}

type Registry = { init: (config: ContentPlaces, options: unknown) => Implementation }

/** Every backend Decap ships (decap-cms-app), the local backend of `npm run edit` (`proxy`) among them. */
const DECAP_BACKENDS = ['github', 'gitlab', 'gitea', 'forgejo', 'bitbucket', 'azure', 'git-gateway', 'aws-cognito-github-proxy', 'proxy', 'test-repo']

/** Calls `wrap` on every backend as Decap starts it, with the configuration and the backend's name. */
export function wrapEveryBackend(cms: CMS, wrap: (implementation: Implementation, config: ContentPlaces, name: string) => void): void {
  for (const name of DECAP_BACKENDS) {
    const registered = (cms as unknown as { getBackend(name: string): Registry | undefined }).getBackend(name)
    if (!registered) continue
    const init = registered.init
    registered.init = (config, options) => {
      const implementation = init(config, options)
      wrap(implementation, config, name)
      return implementation
    }
  }
}
