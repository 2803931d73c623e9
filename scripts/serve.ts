/**
 * `npm run preview`: serves dist/client as a static host (Cloudflare Pages, Netlify) would. `/x/`
 * answers with x/index.html and `/x` is redirected there, unknown paths get the not-found page of
 * their language with HTTP 404, the host's own configuration files (`_headers`, `_redirects`) and
 * the build's .br/.gz copies are not served as files, methods other than GET and HEAD get 405,
 * byte ranges and conditional requests are answered as hosts answer them, and every answer, the
 * refusals of Node's own HTTP parser included, carries the security headers of `_headers`. A
 * request can fail (500) but never stops the server. It listens on 127.0.0.1 unless HOST says
 * otherwise.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { Duplex } from 'node:stream'
import { pipeline } from 'node:stream'
import { lookup } from 'mrmime'
import parseRange from 'range-parser'
import { parseRedirectsFile, redirectKey } from '../lib/redirects'
import { headersForPath, parseHeaderRules } from '../lib/securityHeaders'
import { DEFAULT_LOCALE, LOCALES, splitLocale } from '../lib/shared/locales'

// SITE_DIST_DIR lets the tests serve a second build (the one without e-mail settings).
const distDir = process.env.SITE_DIST_DIR || 'dist'
const clientDir = path.resolve(distDir, 'client')
const notFoundFile = path.join(clientDir, '404.html')
const headersFile = path.join(clientDir, '_headers')
if (!fs.existsSync(notFoundFile) || !fs.existsSync(headersFile)) {
  console.error(`${distDir}/client is missing or incomplete: run \`npm run build\` first (or \`npm start\`, which builds and serves).`)
  process.exit(1)
}
// Files are checked against the real folder, so no symbolic link leads out of it.
const realClientDir = fs.realpathSync(clientDir)

const port = Number(process.env.PORT || 3000)
// A preview is for this machine; HOST=0.0.0.0 (or an address) shares it on the network.
const host = process.env.HOST || '127.0.0.1'
// The headers the build wrote for static hosts, so the preview answers exactly as they would.
// Every block of it, as Cloudflare Pages applies them (the content manager at /admin/ has its own).
const headerRules = parseHeaderRules(fs.readFileSync(headersFile, 'utf8'))
const siteHeaders = headersForPath(headerRules, '/')
const notFoundHtml = fs.readFileSync(notFoundFile)
// Each language's own not-found page (ro/404.html for /ro/…), as Cloudflare Pages serves the
// nearest 404.html; English everywhere else.
const localNotFound = new Map(
  LOCALES.filter((l) => l !== DEFAULT_LOCALE)
    .map((l) => [l, path.join(clientDir, l, '404.html')] as const)
    .filter(([, file]) => fs.existsSync(file))
    .map(([l, file]) => [l, fs.readFileSync(file)] as const),
)
const redirectsPath = path.join(clientDir, '_redirects')
const redirects = fs.existsSync(redirectsPath) ? parseRedirectsFile(fs.readFileSync(redirectsPath, 'utf8')) : new Map<string, string>()

// Static hosts read these files as their configuration and never serve them.
const hostFiles = new Set(['/_headers', '/_redirects'])
// The not-found page answers 404 at every address it has (after the language prefix).
const notFoundPaths = new Set(['/404', '/404/', '/404.html'])
// A static host answers only reads.
const allowedMethods = ['GET', 'HEAD']
// The copies the build wrote beside a file, best first; sent only to clients that take them.
const precompressed = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
]
// What Node's parser refusals mean as HTTP statuses (anything else is a bad request).
const clientErrorStatus: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 }

type Headers = Record<string, string | number>
type Entry = { file: string; stats: fs.Stats }

/** An answer with a small body (none for HEAD, 304 or when empty); Content-Length keeps the connection usable. */
function answer(res: http.ServerResponse, status: number, headers: Headers, body: string | Buffer = ''): void {
  res.writeHead(status, { 'Cache-Control': 'no-cache', ...headers, ...(status === 304 ? {} : { 'Content-Length': Buffer.byteLength(body) }) })
  res.end(body)
}

function notFound(res: http.ServerResponse, pathname = '/'): void {
  const html = localNotFound.get(splitLocale(pathname).locale) ?? notFoundHtml
  answer(res, 404, { ...siteHeaders, 'Content-Type': 'text/html; charset=utf-8' }, html)
}

/** 500 while the status can still be sent; a connection cut short once the answer has begun, so the client sees it failed. */
function failed(res: http.ServerResponse, error: unknown): void {
  if (res.headersSent) return void res.destroy()
  console.error(`${res.req.method} ${res.req.url}: ${error instanceof Error ? error.message : String(error)}`)
  try {
    answer(res, 500, { ...siteHeaders, 'Content-Type': 'text/plain; charset=utf-8' }, 'Internal Server Error\n')
  } catch {
    res.destroy()
  }
}

/**
 * An answer written on the socket itself, for what never reaches a request handler (a request
 * Node's parser refused, CONNECT): the security headers too, then the connection closes.
 */
function rawAnswer(socket: Duplex, status: number, extra: Record<string, string> = {}): void {
  const headers = { ...siteHeaders, 'Cache-Control': 'no-cache', ...extra, 'Content-Length': '0', Connection: 'close' }
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join('')}\r\n`, () => socket.destroy())
}

/** The path of a request target, decoded and without `.` or `..`; undefined when it names no file (a bad escape, a NUL byte). */
function targetPath(target: string): { pathname: string; search: string } | undefined {
  let raw = target
  // The absolute form (`GET http://host/x`) names the same path as `/x`; `*` and the like name none.
  if (!raw.startsWith('/')) {
    if (!/^https?:\/\//i.test(raw)) return undefined
    try {
      const url = new URL(raw)
      raw = url.pathname + url.search
    } catch {
      return undefined
    }
  }
  const query = raw.indexOf('?')
  let decoded: string
  try {
    decoded = decodeURIComponent(query === -1 ? raw : raw.slice(0, query))
  } catch {
    return undefined
  }
  if (decoded.includes('\0')) return undefined
  // Escapes too (`%2e%2e`, `%2f`) are resolved before normalizing, so nothing climbs out of the site;
  // normalizing also merges `//`, so a redirect never points at another host.
  const search = query === -1 ? '' : raw.slice(query).replace(/[^\x21-\x7e]/g, encodeURIComponent)
  return { pathname: path.posix.normalize(decoded), search }
}

/** A file or folder of the site at this path, followed through symbolic links only while they stay inside dist/client. */
function siteEntry(pathname: string): Entry | undefined {
  try {
    const file = fs.realpathSync(path.join(clientDir, pathname))
    if (file !== realClientDir && !file.startsWith(realClientDir + path.sep)) return undefined
    return { file, stats: fs.statSync(file) }
  } catch {
    // Missing, too long a name, a file used as a folder: not a page either way.
    return undefined
  }
}

const siteFile = (pathname: string) => {
  const entry = siteEntry(pathname)
  return entry?.stats.isFile() ? entry : undefined
}

/** What a path names: a file (with the name whose type it has), a folder to add the slash to, or nothing. */
function findTarget(pathname: string): { name: string; entry: Entry } | { folder: string } | undefined {
  if (pathname.endsWith('/')) {
    const entry = siteFile(`${pathname}index.html`)
    return entry && { name: `${pathname}index.html`, entry }
  }
  const entry = siteEntry(pathname)
  if (entry?.stats.isFile()) {
    // The .br/.gz copies are how this server compresses, not files of the site.
    const copy = precompressed.find(({ suffix }) => pathname.endsWith(suffix))
    return copy && siteFile(pathname.slice(0, -copy.suffix.length)) ? undefined : { name: pathname, entry }
  }
  if (entry?.stats.isDirectory()) return siteFile(`${pathname}/index.html`) ? { folder: `${pathname}/` } : undefined
  // `/x` answered by x.html, as hosts do.
  const html = siteFile(`${pathname}.html`)
  return html && { name: `${pathname}.html`, entry: html }
}

/** Whether the client takes this content coding (RFC 9110 §12.5.3): named with q > 0, or left to `*`. */
function acceptsCoding(header: string | undefined, coding: string): boolean {
  let star = false
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim())
    const q = params.find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (name === coding) return weight > 0
    if (name === '*') star = weight > 0
  }
  return star
}

function contentType(name: string): string {
  // mrmime knows no .ico type; static hosts send this one.
  if (name.endsWith('.ico')) return 'image/x-icon'
  const type = lookup(name) ?? 'application/octet-stream'
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type
}

/** Whether the client's copy is current (If-None-Match, else If-Modified-Since): then it gets 304. */
function isFresh(req: http.IncomingMessage, etag: string, modified: Date): boolean {
  const match = req.headers['if-none-match']
  if (match) return match.trim() === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  const since = Date.parse(req.headers['if-modified-since'] ?? '')
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since
}

/**
 * The part of a file of `size` bytes a Range header asks for, read by range-parser (what Express
 * uses): one range, `all` (no header, another unit, a header it cannot read, an If-Range naming
 * another version, or several ranges, which hosts may answer whole) or `unsatisfiable` (416).
 */
function requestedRange(req: http.IncomingMessage, size: number, validators: string[]): { start: number; end: number } | 'all' | 'unsatisfiable' {
  const header = req.headers.range?.trim()
  if (!header || !/^bytes=/i.test(header)) return 'all'
  const ifRange = req.headers['if-range']
  if (ifRange !== undefined && !validators.includes(String(ifRange).trim())) return 'all'
  // RFC 9110 §14.1.2: a suffix longer than the file is the whole file; range-parser calls it unsatisfiable.
  const spec = `bytes=${header.slice(6)}`.replace(/([=,]\s*)-(\d+)(?=\s*(,|$))/g, (whole, lead: string, length: string) =>
    size > 0 && Number(length) > size ? `${lead}-${size}` : whole,
  )
  const ranges = parseRange(size, spec, { combine: true })
  if (ranges === -1) return 'unsatisfiable'
  if (ranges === -2 || ranges.length !== 1) return 'all'
  return ranges[0]!
}

/** A file of the site, in the coding the client takes, whole or the range it asked for. */
function sendFile(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, name: string, original: Entry): void {
  const copy = precompressed
    .filter(({ coding }) => acceptsCoding(req.headers['accept-encoding'], coding))
    .map(({ coding, suffix }) => ({ coding, entry: siteFile(name + suffix) }))
    .find(({ entry }) => entry)
  const { file, stats } = copy?.entry ?? original
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`
  const modified = stats.mtime.toUTCString()
  const headers: Headers = {
    'Content-Type': contentType(name),
    'Cache-Control': 'no-cache',
    // Last, so `_headers` can set a longer cache for hashed files.
    ...headersForPath(headerRules, pathname),
    ETag: etag,
    'Last-Modified': modified,
    'Accept-Ranges': 'bytes',
    // The same address answers differently by Accept-Encoding, which caches must know.
    Vary: 'Accept-Encoding',
    ...(copy && { 'Content-Encoding': copy.coding }),
  }
  if (isFresh(req, etag, stats.mtime)) return answer(res, 304, headers)
  const range = requestedRange(req, stats.size, [etag, modified])
  if (range === 'unsatisfiable') return answer(res, 416, { ...headers, 'Content-Range': `bytes */${stats.size}` })
  const part = range === 'all' ? undefined : range
  const status = part ? 206 : 200
  const length = part ? part.end - part.start + 1 : stats.size
  const head: Headers = { ...headers, 'Content-Length': length, ...(part && { 'Content-Range': `bytes ${part.start}-${part.end}/${stats.size}` }) }
  if (req.method === 'HEAD') {
    res.writeHead(status, head)
    return void res.end()
  }
  // The status is sent only once the file is open, so a file that cannot be read still gets 500.
  const stream = fs.createReadStream(file, part)
  stream.once('error', (error) => failed(res, error))
  stream.once('ready', () => {
    try {
      res.writeHead(status, head)
      pipeline(stream, res, (error) => error && failed(res, error))
    } catch (error) {
      stream.destroy()
      failed(res, error)
    }
  })
}

function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!allowedMethods.includes(req.method ?? '')) {
    return answer(res, 405, { ...siteHeaders, Allow: allowedMethods.join(', '), 'Content-Type': 'text/plain; charset=utf-8' }, 'Method Not Allowed\n')
  }
  // HTTP/1.1 requires Host; Node would refuse it without the security headers, so this server does.
  if (req.httpVersion === '1.1' && req.headers.host === undefined) return answer(res, 400, siteHeaders)
  const target = targetPath(req.url ?? '/')
  if (!target) return notFound(res)
  const { pathname, search } = target
  if (notFoundPaths.has(splitLocale(pathname).path) || hostFiles.has(redirectKey(pathname))) return notFound(res, pathname)
  const redirect = redirects.get(redirectKey(pathname))
  // The query goes along, as Cloudflare Pages sends it (an old link's campaign tags reach the new page).
  if (redirect) return answer(res, 301, { ...headersForPath(headerRules, pathname), Location: redirect.includes('?') ? redirect : redirect + search })
  // A page's file named in full (`/faq/index.html`) is sent to the page's own address, as the host does.
  if (pathname.endsWith('/index.html') && siteFile(pathname)) {
    const folder = pathname.slice(0, -'index.html'.length)
    return answer(res, 308, { ...headersForPath(headerRules, folder), Location: folder.split('/').map(encodeURIComponent).join('/') + search })
  }
  const found = findTarget(pathname)
  if (!found) return notFound(res, pathname)
  if ('folder' in found) {
    // As Cloudflare Pages: the folder's own address is the one with the slash (and its own headers, /admin/'s policy).
    const location = found.folder.split('/').map(encodeURIComponent).join('/') + search
    return answer(res, 308, { ...headersForPath(headerRules, found.folder), Location: location })
  }
  sendFile(req, res, pathname, found.name, found.entry)
}

// The answers under way on each connection: a parser error in a later (pipelined) request there
// is answered once they are sent, never in the middle of one.
const answering = new WeakMap<object, { count: number; then?: () => void }>()

function onRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
  const socket = req.socket
  const state = answering.get(socket) ?? { count: 0 }
  answering.set(socket, state)
  state.count++
  res.once('close', () => {
    state.count--
    if (state.count === 0) state.then?.()
  })
  // A client that goes away mid-answer is not an error of the server.
  res.on('error', () => res.destroy())
  try {
    handle(req, res)
  } catch (error) {
    failed(res, error)
  }
}

// Node would otherwise answer Host-less HTTP/1.1 requests itself, without the security headers (see handle).
const server = http.createServer({ requireHostHeader: false }, onRequest)
// Node closes an idle kept-alive connection after 5 s; a client that sends its next request on it
// at that moment gets a reset (a busy machine widens the moment: the tests saw "socket hang up").
// Hosts keep idle connections far longer; so does this server, as load balancers' backends do.
server.keepAliveTimeout = 65_000
// Expect: 100-continue needs no 100: a GET or HEAD has no body to wait for, and anything else gets 405.
server.on('checkContinue', onRequest)
server.on('checkExpectation', (_req: http.IncomingMessage, res: http.ServerResponse) => answer(res, 417, siteHeaders))
server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => {
  socket.on('error', () => socket.destroy())
  rawAnswer(socket, 405, { Allow: allowedMethods.join(', ') })
})
server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
  const refuse = () => (socket.writable ? rawAnswer(socket, clientErrorStatus[error.code ?? ''] ?? 400) : socket.destroy())
  if (error.code === 'ECONNRESET') return void socket.destroy()
  const state = answering.get(socket)
  if (state?.count) state.then = refuse
  else refuse()
})
server.on('error', (error) => {
  console.error(`Cannot serve on ${host}:${port}: ${error.message}`)
  process.exit(1)
})

server.listen(port, host, () => {
  const address = server.address()
  if (!address || typeof address === 'string') return
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const alias = address.address === '127.0.0.1' ? ` (http://localhost:${address.port}/ on this machine)` : ''
  console.log(`Serving ${distDir}/client on http://${shown}:${address.port}/${alias}`)
})
