/**
 * The way from the content manager to decap-server (`npm run edit`), through the development
 * server at LOCAL_BACKEND_PATH (and, in the end-to-end tests, through Playwright at the same path of
 * the built site), with one correction on the way.
 *
 * When an entry's pull request changes one language's file only (the site's writer leaves an
 * unchanged translation byte for byte as it was, lib/content/canonical.ts), Decap still reads the
 * other language's file of the `cms/…` branch, without a blob id (`id: ''`): GitHub reads it by
 * its path, and decap-server's git mode reads it by its path too, but decap-server's request check
 * refuses an empty id (422), and Decap then opens the entry without that language. The request is
 * passed on with an id that names the file's path instead, which decap-server reads as it would.
 */

/** decap-server of `npm run edit`, on this machine only. */
export const LOCAL_BACKEND = { host: '127.0.0.1', port: 8081 } as const
export const LOCAL_BACKEND_URL = `http://${LOCAL_BACKEND.host}:${LOCAL_BACKEND.port}/api/v1`

/** Where the content manager of the development server finds its local backend: on the site's own origin. */
export const LOCAL_BACKEND_PATH = '/__cms-backend/api/v1'

/**
 * What decap-server only reads. Its git mode serves one request at a time and gives up on one that
 * waited more than 3 s for its turn ("Unknown error", 500), which happens on a busy machine while
 * the content manager loads an entry (several requests at once); such a read is asked again.
 */
const READS = new Set([
  'info',
  'entriesByFolder',
  'entriesByFiles',
  'getEntry',
  'unpublishedEntries',
  'unpublishedEntry',
  'unpublishedEntryDataFile',
  'unpublishedEntryMediaFile',
  'getMedia',
  'getMediaFile',
  'getDeployPreview',
])

/** Whether an answer of `status` to `body` is worth asking for again (up to twice, a moment later). */
export function askAgain(body: string, status: number): boolean {
  return status >= 500 && READS.has(String(actionOf(body)))
}

/** The `action` a request body asks decap-server for, if it names one. */
export function actionOf(body: string): unknown {
  try {
    return (JSON.parse(body) as { action?: unknown }).action
  } catch {
    return undefined
  }
}

/** A request body for decap-server, corrected as above; any other body as it is. */
export function backendRequestBody(body: string): string {
  let request: { action?: unknown; params?: { id?: unknown; path?: unknown } }
  try {
    request = JSON.parse(body) as typeof request
  } catch {
    return body
  }
  if (request.action !== 'unpublishedEntryDataFile' || !request.params || request.params.id !== '' || typeof request.params.path !== 'string') return body
  return JSON.stringify({ ...request, params: { ...request.params, id: `path:${request.params.path}` } })
}
