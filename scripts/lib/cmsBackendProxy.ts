/**
 * The way from the content manager to decap-server (`npm run edit`): the development server
 * answers the content manager's requests at `localBackendPath(token)` of its own origin, checks
 * them (`judgeRequestHead`, `judgeRequestBody`), and passes those it accepts on to decap-server,
 * which listens on a Unix socket only this user can open (cmsBackendServer.ts). In the end-to-end
 * tests, Playwright forwards the same requests at LOCAL_BACKEND_PATH of the built site
 * (cmsLocalBackend.ts), with the same correction.
 *
 * decap-server has no sign-in and writes wherever it is told in the repository (`package.json`,
 * `.git/hooks/…`), so the proxy is the lock: a request is passed on only when it comes from this
 * computer, to this server under a name of this computer (not a rebound DNS name), from a page of
 * this server's own origin, with the session's token (which only the content manager's own
 * configuration, /admin/config.yml, carries: no other origin can read it), as JSON, and when every
 * path it names is a file or folder inside `content/`. Anything else is refused with the reason,
 * and nothing reaches decap-server.
 *
 * The correction: when an entry's pull request changes one language's file only (the site's writer
 * leaves an unchanged translation byte for byte as it was, lib/content/canonical.ts), Decap still
 * reads the other language's file of the `cms/…` branch, without a blob id (`id: ''`): GitHub reads
 * it by its path, and decap-server's git mode reads it by its path too, but decap-server's request
 * check refuses an empty id (422), and Decap then opens the entry without that language. The
 * request is passed on with an id that names the file's path instead, which decap-server reads as
 * it would.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

/** Where Playwright's forwarding (cmsLocalBackend.ts) puts the local backend on the built site's origin. */
export const LOCAL_BACKEND_PATH = '/__cms-backend/api/v1'

/** Every address under this prefix is the proxy's: answered by it, never by the site. */
export const BACKEND_PATH_PREFIX = '/__cms-backend'

/** The address of the local backend of one `npm run edit` session, on the development server. */
export function localBackendPath(token: string): string {
  return `${BACKEND_PATH_PREFIX}/${token}/api/v1`
}

/** The only folder of the repository the content manager may read or write. */
export const CONTENT_FOLDER = 'content'

/** What `npm run edit` tells the development server (in its environment) about the local backend. */
export interface BackendSession {
  /** The secret of the session, part of the local backend's address. */
  token: string
  /** decap-server's Unix socket. */
  socket: string
  /** The folder decap-server works in: the project, or the worktree of `--workflow`. */
  repo: string
}

const SESSION_ENV = { token: 'CMS_BACKEND_TOKEN', socket: 'CMS_BACKEND_SOCKET', repo: 'CMS_BACKEND_REPO' } as const

/** A new session token: 256 random bits, fit for a URL. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The environment that gives a development server `session`. */
export function sessionEnv(session: BackendSession): Record<string, string> {
  return { [SESSION_ENV.token]: session.token, [SESSION_ENV.socket]: session.socket, [SESSION_ENV.repo]: session.repo }
}

/** The session of `npm run edit`, or none (`npm run dev`: the content manager cannot save). */
export function sessionFromEnv(env: NodeJS.ProcessEnv = process.env): BackendSession | undefined {
  const token = env[SESSION_ENV.token]
  const socket = env[SESSION_ENV.socket]
  const repo = env[SESSION_ENV.repo]
  if (!token || !socket || !repo || !/^[\w-]{32,}$/.test(token)) return undefined
  return { token, socket, repo }
}

/** What the checks read of a request: its first line, its headers, and who sent it where (`req.socket`). */
export interface RequestHead {
  method: string | undefined
  url: string | undefined
  headers: http.IncomingHttpHeaders
  remoteAddress: string | undefined
  localPort: number | undefined
}

export function requestHead(req: http.IncomingMessage): RequestHead {
  return { method: req.method, url: req.url, headers: req.headers, remoteAddress: req.socket.remoteAddress, localPort: req.socket.localPort }
}

export type Refusal = { ok: false; status: number; error: string }
const refuse = (status: number, error: string): Refusal => ({ ok: false, status, error })

const LOOPBACK_PEER = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/
const LOOPBACK_NAME = /^(localhost|127\.0\.0\.1|\[::1\])(?::(\d+))?$/i

/**
 * This server's origin as the request names it, when the request comes from this computer and
 * names this server by a name of this computer, with the port it reached: anything else is another
 * machine, or a page whose DNS name was rebound to 127.0.0.1.
 */
export function localOrigin(head: RequestHead): { ok: true; origin: string } | Refusal {
  if (!LOOPBACK_PEER.test(head.remoteAddress ?? ''))
    return refuse(403, `The content manager's local backend answers this computer only, not ${head.remoteAddress ?? 'an unknown address'}.`)
  const host = head.headers.host ?? ''
  const match = LOOPBACK_NAME.exec(host)
  const port = match && Number(match[2] ?? 80)
  if (!match || port !== head.localPort)
    return refuse(403, `The Host header "${host}" does not name this server on this computer (localhost, 127.0.0.1 or [::1] with port ${head.localPort ?? '?'}).`)
  return { ok: true, origin: `http://${host.toLowerCase()}` }
}

function sameSecret(given: string, token: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Whether a request to the proxy (any address under BACKEND_PATH_PREFIX) may be passed on, by its
 * head alone: decided before its body is read. Pure.
 */
export function judgeRequestHead(head: RequestHead, token: string): { ok: true } | Refusal {
  if (head.method !== 'POST') return refuse(405, `The content manager's local backend takes POST requests only, not ${head.method ?? 'none'}.`)
  const local = localOrigin(head)
  if (!local.ok) return local
  const origin = head.headers.origin
  if (origin !== local.origin)
    return refuse(
      403,
      origin
        ? `Requests from ${origin} are refused: only the content manager's own page (${local.origin}) may use its local backend.`
        : "A request without an Origin header is refused: only the content manager's own page may use its local backend.",
    )
  const site = head.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin') return refuse(403, `A ${site} request is refused: only the content manager's own page may use its local backend.`)
  const given = /^\/__cms-backend\/([^/?#]+)\/api\/v1(?:\?.*)?$/.exec(head.url ?? '')?.[1]
  if (!given || !sameSecret(given, token))
    return refuse(403, `${given ? 'Wrong' : 'No'} session token in the address: open the content manager again from the address npm run edit printed.`)
  const type = String(head.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()
  if (type !== 'application/json') return refuse(415, `The content manager's local backend takes application/json, not ${type || 'a body without a type'}.`)
  return { ok: true }
}

type Params = Record<string, unknown>
type Slot = [name: string, value: unknown]

const at = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Params)[key] : undefined)

/** The items of a list parameter; anything else given there is checked as if it were one item. */
function items(name: string, value: unknown, each: (item: unknown, name: string) => Slot[]): Slot[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value.flatMap((item, i) => each(item, `${name}[${i}]`)) : each(value, name)
}

const entrySlots = (entry: unknown, name: string): Slot[] => [
  [`${name}.path`, at(entry, 'path')],
  ...(at(entry, 'newPath') === undefined ? [] : [[`${name}.newPath`, at(entry, 'newPath')] as Slot]),
]

/**
 * Every action decap-server knows (its request schema), with the parameters that name a file or a
 * folder of the repository. An action missing here is refused.
 */
const PATH_PARAMETERS: Record<string, (params: Params) => Slot[]> = {
  info: () => [],
  entriesByFolder: (p) => [['params.folder', p.folder]],
  entriesByFiles: (p) => items('params.files', p.files, (file, name) => [[`${name}.path`, at(file, 'path')]]),
  getEntry: (p) => [['params.path', p.path]],
  unpublishedEntries: () => [],
  unpublishedEntry: () => [],
  unpublishedEntryDataFile: (p) => [['params.path', p.path]],
  unpublishedEntryMediaFile: (p) => [['params.path', p.path]],
  deleteUnpublishedEntry: () => [],
  persistEntry: (p) => [
    ...(p.entry === undefined ? [] : entrySlots(p.entry, 'params.entry')),
    ...items('params.dataFiles', p.dataFiles, entrySlots),
    ...items('params.assets', p.assets, (asset, name) => [[`${name}.path`, at(asset, 'path')]]),
  ],
  updateUnpublishedEntryStatus: () => [],
  publishUnpublishedEntry: () => [],
  getMedia: (p) => [['params.mediaFolder', p.mediaFolder]],
  getMediaFile: (p) => [['params.path', p.path]],
  persistMedia: (p) => [['params.asset.path', at(p.asset, 'path')]],
  deleteFile: (p) => [['params.path', p.path]],
  deleteFiles: (p) => items('params.paths', p.paths, (value, name) => [[name, value]]),
  getDeployPreview: () => [],
  // The proxy's own (OWN_ACTIONS), never passed on.
  mediaFolders: (p) => [['params.mediaFolder', p.mediaFolder]],
}

/**
 * The folders of the media library: `folder` and every folder below it, read from the disk of
 * `repo` (decap-server lists the files of one folder only, so the media library would show the
 * pictures at the root of content/media and none of the folders below it). Symbolic links are
 * not followed, and hidden folders are left out.
 */
export function mediaFoldersBelow(repo: string, folder: string): string[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(path.join(repo, folder), { withFileTypes: true })
  } catch {
    return []
  }
  const below = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
    .flatMap((name) => mediaFoldersBelow(repo, `${folder}/${name}`))
  return [folder, ...below]
}

/**
 * What the proxy answers itself, for an action of its own (the media library's folders), or
 * nothing for an action decap-server answers. The request was judged (`judgeRequestBody`) first.
 */
export function ownAnswer(action: string, params: unknown, repo: string): { status: number; body: object } | undefined {
  if (action !== 'mediaFolders') return undefined
  const folder = String(at(params, 'mediaFolder')).replace(/\/$/, '')
  return { status: 200, body: mediaFoldersBelow(repo, folder) }
}

/**
 * Why `value`, a path of the repository `repo` as decap-server takes it, is not a file or folder
 * inside content/; nothing when it is. Read from the disk: the part of the path that exists must
 * stay inside content/ once its symbolic links are followed.
 */
export function contentPathProblem(repo: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return 'is not a path'
  if (/[\0\\]/.test(value)) return 'has a character no path of content/ has'
  if (path.posix.isAbsolute(value) || /^[a-z]:/i.test(value)) return 'is not a path of the repository'
  const segments = value.replace(/\/$/, '').split('/')
  if (segments.some((segment) => segment === '..' || segment === '.' || segment === '')) return 'is not a plain path (it has "..", "." or "//")'
  if (segments[0] !== CONTENT_FOLDER || segments.length < 2) return `is outside ${CONTENT_FOLDER}/`
  let base: string
  try {
    base = fs.realpathSync.native(path.join(repo, CONTENT_FOLDER))
  } catch {
    return `is in a ${CONTENT_FOLDER}/ folder that does not exist`
  }
  // The longest part of the path that exists (a link included, a broken one too).
  let existing = path.join(repo, ...segments)
  for (;;) {
    try {
      fs.lstatSync(existing)
      break
    } catch {
      existing = path.dirname(existing)
    }
  }
  let real: string
  try {
    real = fs.realpathSync.native(existing)
  } catch {
    return 'goes through a symbolic link that leads nowhere'
  }
  if (real !== base && !real.startsWith(base + path.sep)) return `leads out of ${CONTENT_FOLDER}/ through a symbolic link`
  return undefined
}

/**
 * Whether the body of an accepted head may be passed on to decap-server working in `repo`: an
 * action it knows, and only paths inside content/. The body to pass on, corrected, when it may.
 */
export function judgeRequestBody(body: string, repo: string): { ok: true; body: string; action: string } | Refusal {
  let request: { action?: unknown; params?: unknown }
  try {
    request = JSON.parse(body) as typeof request
  } catch {
    return refuse(400, 'The request is not JSON.')
  }
  const action = at(request, 'action')
  if (typeof action !== 'string' || !Object.hasOwn(PATH_PARAMETERS, action)) return refuse(403, `${JSON.stringify(action) ?? 'No action'} is not an action of the content manager.`)
  const slotsOf = PATH_PARAMETERS[action]!
  const params = at(request, 'params')
  for (const [name, value] of slotsOf(params && typeof params === 'object' ? (params as Params) : {})) {
    const problem = contentPathProblem(repo, value)
    if (problem)
      return refuse(403, `${action}: ${name} ${JSON.stringify(value) ?? String(value)} ${problem}: the content manager reads and writes only files in ${CONTENT_FOLDER}/.`)
  }
  return { ok: true, body: backendRequestBody(body), action }
}

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

interface BackendAnswer {
  status: number
  contentType: string
  body: Buffer
}

/** Asks decap-server on its socket. */
export function askBackend(socketPath: string, body: string): Promise<BackendAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath, path: '/api/v1', method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => resolve({ status: response.statusCode ?? 502, contentType: response.headers['content-type'] ?? 'application/json', body: Buffer.concat(chunks) }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** decap-server takes up to 50 MB (a picture, in base64); the proxy reads no more. */
const MAX_BODY_BYTES = 50 * 1024 * 1024

export interface ProxyOptions {
  /** The session of `npm run edit`; without one every request is answered that there is no backend. */
  session: BackendSession | undefined
  /**
   * Before a request is passed on: a reason to refuse it (409, said in the browser), or nothing
   * (the editorial workflow refuses a publish that could not reach the editor's folder).
   */
  beforeAsk?: (action: string, params: unknown) => string | undefined
  /**
   * After decap-server answered, before the content manager hears it (a save is committed, a
   * published entry merged): a problem to tell the content manager instead of its answer, or nothing.
   */
  onAnswer?: (action: string, status: number, params: unknown) => string | undefined
}

type Next = (error?: unknown) => void

/** The proxy, as a middleware of the development server (connect's signature). */
export function cmsBackendProxy({ session, beforeAsk, onAnswer }: ProxyOptions): (req: http.IncomingMessage, res: http.ServerResponse, next: Next) => void {
  const answer = (res: http.ServerResponse, status: number, body: object, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers })
    res.end(JSON.stringify(body))
  }
  return (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    if (pathname !== BACKEND_PATH_PREFIX && !pathname.startsWith(`${BACKEND_PATH_PREFIX}/`)) return next()
    if (!session) return answer(res, 503, { error: 'The content manager can save only when the site runs with npm run edit.' })
    const head = judgeRequestHead(requestHead(req), session.token)
    if (!head.ok) {
      req.resume()
      return answer(res, head.status, { error: head.error }, head.status === 405 ? { Allow: 'POST' } : {})
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    req.on('error', next)
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return answer(res, 413, { error: 'The request is larger than the local backend takes (50 MB).' })
      const verdict = judgeRequestBody(Buffer.concat(chunks).toString('utf8'), session.repo)
      if (!verdict.ok) return answer(res, verdict.status, { error: verdict.error })
      const { body, action } = verdict
      const params = at(JSON.parse(body), 'params')
      const refusal = beforeAsk?.(action, params)
      if (refusal) return answer(res, 409, { error: refusal })
      const own = ownAnswer(action, params, session.repo)
      if (own) return answer(res, own.status, own.body)
      // A read decap-server gave up on while busy is asked again (askAgain).
      const askUntilAnswered = async (attempt = 0): Promise<BackendAnswer> => {
        const answered = await askBackend(session.socket, body)
        if (attempt >= 2 || !askAgain(body, answered.status)) return answered
        await new Promise((resolve) => setTimeout(resolve, 500))
        return askUntilAnswered(attempt + 1)
      }
      askUntilAnswered()
        .then((answered) => {
          const problem = onAnswer?.(action, answered.status, params)
          if (problem) return answer(res, 500, { error: problem })
          res.writeHead(answered.status, { 'Content-Type': answered.contentType, 'Cache-Control': 'no-store' })
          res.end(answered.body)
        })
        .catch((error: unknown) => {
          if (res.headersSent) return next(error)
          answer(res, 502, { error: 'The local backend (decap-server) does not answer: stop npm run edit and start it again.' })
        })
    })
  }
}
