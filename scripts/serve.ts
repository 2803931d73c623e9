/**
 * `npm run preview`: serves dist/client as a static host would. `/x` and `/x/` both answer, unknown
 * paths get the not-found page with HTTP 404, the host's own configuration files (`_headers`,
 * `_redirects`) are not served, methods other than GET and HEAD get 405, and every answer carries
 * the security headers.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sirv from 'sirv'
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

const port = Number(process.env.PORT || 3000)
// The headers the build wrote for static hosts, so the preview answers exactly as they would.
// Every block of it, as Cloudflare Pages applies them (the content manager at /admin/ has its own).
const headerRules = parseHeaderRules(fs.readFileSync(headersFile, 'utf8'))
const headers = headersForPath(headerRules, '/')
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
// A static host answers only reads.
const allowedMethods = ['GET', 'HEAD']

const assets = sirv(clientDir, {
  extensions: ['html'],
  // The .br and .gz copies the build wrote, chosen by the browser's Accept-Encoding.
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', 'no-cache')
    for (const [name, value] of Object.entries(headersForPath(headerRules, pathname))) res.setHeader(name, value)
    // sirv's type list has no .ico; static hosts send this one.
    if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon')
  },
})

function notFound(res: http.ServerResponse, pathname = '/'): void {
  res.statusCode = 404
  const html = localNotFound.get(splitLocale(pathname).locale) ?? notFoundHtml
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 'no-cache')
  res.end(html)
}

function methodNotAllowed(res: http.ServerResponse): void {
  res.writeHead(405, { ...headers, Allow: allowedMethods.join(', '), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
  res.end('Method Not Allowed\n')
}

const server = http.createServer((req, res) => {
  if (!allowedMethods.includes(req.method ?? '')) return methodNotAllowed(res)
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
  } catch {
    // A malformed escape such as /%E0%A4%A: no page has that address.
    return notFound(res)
  }
  if (pathname === '/404' || pathname === '/404/' || pathname === '/404.html' || hostFiles.has(pathname.replace(/\/+$/, ''))) return notFound(res, pathname)
  const target = redirects.get(redirectKey(pathname))
  if (target) {
    res.writeHead(301, { ...headers, Location: target })
    return res.end()
  }
  assets(req, res, () => notFound(res, pathname))
})

server.listen(port, () => {
  console.log(`Serving ${distDir}/client on http://localhost:${port}`)
})
