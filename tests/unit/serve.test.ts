/**
 * `npm run preview` (scripts/serve.ts) answering as a static host does, on a tiny site of its own
 * (no build needed): byte ranges, the compressed copies, folders without their slash, the not-found
 * page per language, the host's own files, paths that try to leave dist/client, and hostile input
 * that must never stop the server. The server runs as its own process, as `npm run preview` does.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redirectsFile } from '../../lib/redirects'
import { headersFile } from '../../lib/securityHeaders'
import { freePort } from '../../scripts/lib/freePort'

const SECRET = 'a file outside the site: never served'
const HOME = '<!DOCTYPE html><html lang="en"><title>Home</title><h1>The home page</h1></html>\n'
const NOT_FOUND_EN = '<!DOCTYPE html><html lang="en"><title>Page not found</title><h1>Page not found</h1></html>\n'
const NOT_FOUND_RO = '<!DOCTYPE html><html lang="ro"><title>Pagina nu există</title><h1>Pagina nu există</h1></html>\n'
const ROBOTS = 'User-agent: *\nAllow: /\nSitemap: https://example.com/sitemap.xml\n'
// A slow, shared machine: starting the server (tsx compiles it) can take a while.
const START_TIMEOUT = 90_000

/** A built site in miniature, in a temporary folder, with files outside it that must stay private. */
function fakeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'))
  const client = path.join(root, 'dist', 'client')
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true })
    fs.writeFileSync(path.join(client, file), content)
  }
  const page = (title: string, lang = 'en') => `<!DOCTYPE html><html lang="${lang}"><title>${title}</title><h1>${title}</h1></html>\n`
  write('index.html', HOME)
  write('index.html.br', zlib.brotliCompressSync(HOME))
  write('index.html.gz', zlib.gzipSync(HOME))
  write('404.html', NOT_FOUND_EN)
  write('ro/404.html', NOT_FOUND_RO)
  write('ro/index.html', page('Acasă', 'ro'))
  write('about/index.html', page('About us'))
  write('contact/index.html', page('Contact'))
  write('ro/contact/index.html', page('Contact (ro)', 'ro'))
  write('admin/index.html', page('Content manager'))
  write('robots.txt', ROBOTS)
  write('sitemap.xml', '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n')
  write('favicon.ico', Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]))
  write('assets/app-1a2b3c.js', 'console.log("app")\n')
  // Files the fault injector (below) makes unreadable.
  write('fault-throw.txt', 'never read\n')
  write('fault-stream.txt', 'never read\n')
  write('_headers', headersFile({ analytics: {} }, 'https://api.emailjs.com'))
  write('_redirects', redirectsFile([{ from: '/old-page', to: '/about/' }]))
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET)
  fs.writeFileSync(path.join(root, 'dist', 'secret.txt'), SECRET)
  fs.mkdirSync(path.join(root, 'outside'))
  fs.writeFileSync(path.join(root, 'outside', 'index.html'), SECRET)
  // Links that lead out of the site, and one that stays inside it.
  fs.symlinkSync(path.join(root, 'secret.txt'), path.join(client, 'leak.txt'))
  fs.symlinkSync(path.join(root, 'outside'), path.join(client, 'leak-dir'))
  fs.symlinkSync(path.join(client, 'robots.txt'), path.join(client, 'robots-link.txt'))
  // A disk that fails: reading fault-throw.txt throws at once, fault-stream.txt fails once opened.
  fs.writeFileSync(
    path.join(root, 'fault.mjs'),
    `import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import { Readable } from 'node:stream'
const createReadStream = fs.createReadStream
fs.createReadStream = function (file, options) {
  if (String(file).includes('fault-throw')) throw new Error('injected: the disk failed')
  if (String(file).includes('fault-stream')) {
    const stream = new Readable({ read() {} })
    process.nextTick(() => stream.destroy(new Error('injected: the read failed')))
    return stream
  }
  return createReadStream.call(this, file, options)
}
syncBuiltinESMExports()
`,
  )
  return root
}

interface Preview {
  port: number
  child: ChildProcess
  /** What the server printed so far. */
  output: () => string
}

/** `npm run preview` on the fake site, once it says it is serving. */
async function startPreview(root: string, env: Record<string, string> = {}): Promise<Preview> {
  const port = await freePort()
  const fault = pathToFileURL(path.join(root, 'fault.mjs')).href
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', fault, 'scripts/serve.ts'], {
    env: { ...process.env, SITE_DIST_DIR: path.join(root, 'dist'), PORT: String(port), HOST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      clearInterval(poll)
      clearTimeout(timer)
      if (error) reject(error)
      else resolve()
    }
    const timer = setTimeout(() => settle(new Error(`the preview did not start:\n${output}`)), START_TIMEOUT - 5_000)
    const poll = setInterval(() => output.includes('Serving') && settle(), 50)
    child.once('exit', (code) => settle(new Error(`the preview exited with ${code}:\n${output}`)))
  })
  return { port, child, output: () => output }
}

async function stopPreview(preview: Preview | undefined): Promise<void> {
  if (!preview || preview.child.exitCode !== null) return
  const exited = new Promise((resolve) => preview.child.once('exit', resolve))
  preview.child.kill()
  await exited
}

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One request with exactly these headers (no Accept-Encoding unless given, nothing decoded, no redirect followed). */
function request(port: number, target: string, options: { method?: string; headers?: Record<string, string>; host?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: options.host ?? '127.0.0.1', port, path: target, method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer to ${target}`)))
    req.end()
  })
}

/** Bytes written on a socket as they are (however malformed) and everything that comes back until the server closes or `wait` ms pass. */
function rawExchange(port: number, bytes: string, wait = 5_000): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes, 'latin1'))
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(Buffer.concat(chunks).toString('latin1'))
    }
    const timer = setTimeout(done, wait)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('close', done)
    // A reset after the answer is fine: what came back is what counts.
    socket.on('error', () => {})
  })
}

/** The status line and header block of each answer in a raw exchange. */
function rawHeads(text: string): string[] {
  return [...text.matchAll(/(?:^|\n)(HTTP\/1\.[01] \d{3}[^\r\n]*\r\n(?:[^\r\n]+\r\n)*)\r\n/g)].map((match) => match[1]!)
}

const statusOf = (head: string | undefined) => Number(head?.slice(9, 12))

/** Whether anything accepts a connection on this address and port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host)
    socket.setTimeout(5_000, () => (socket.destroy(), resolve(false)))
    socket.on('connect', () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
  })
}

/** A small seeded generator (mulberry32), so a failing fuzz case can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * One hostile request. Most are well formed with hostile values (ranges of every wrong kind, odd
 * paths and codings), so they reach the server's own code; the rest break the syntax (methods,
 * versions, header lines, line ends, huge headers), which Node's parser refuses.
 */
function fuzzRequest(random: () => number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const count = (max: number) => Math.floor(random() * max)
  const chance = (p: number) => random() < p
  // Printable junk mostly (it reaches the server's code), any byte at all sometimes (the parser's).
  const garbage = (length: number, anyByte = chance(0.15)) => Array.from({ length }, () => String.fromCharCode(anyByte ? count(256) : 32 + count(95))).join('')
  const number = () => pick(['0', '1', '5', '9', '63', '64', '65', '99999999999999999999999', '-1', '-0', '1e3', '0x10', ' 3', '', String(count(200))])
  const rangeSpec = () => pick([`${number()}-${number()}`, `${number()}-${number()}`, `-${number()}`, `${number()}-`, '-', `${number()}`, garbage(count(12))])
  const range = () => (chance(0.8) ? 'bytes=' : pick(['BYTES=', 'items=', 'bytes = ', 'bytes:', ''])) + Array.from({ length: 1 + count(3) }, rangeSpec).join(pick([',', ', ', ';']))
  const method = chance(0.85)
    ? pick(['GET', 'GET', 'HEAD'])
    : pick(['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'CONNECT', 'PROPFIND', 'get', 'G ET', '', 'M'.repeat(count(300)), garbage(count(8))])
  const target = chance(0.9)
    ? pick([
        '/',
        '/',
        '/robots.txt',
        '/robots.txt',
        '/robots.txt',
        '/contact/',
        '/contact/',
        '/about',
        '/admin',
        '/favicon.ico',
        '/ro/404',
        '/missing',
        '/index.html.br',
        '/_headers',
        '/fault-stream.txt',
        '/%zz',
        '/../../../../etc/passwd',
        '/%2e%2e/%2e%2e/secret.txt',
        '/..%2f..%2fsecret.txt',
        '/leak.txt',
        '/a?b=%ff&c',
        '/' + encodeURIComponent(garbage(count(30))),
      ])
    : pick(['/%', '/%00', '//', '*', 'http://127.0.0.1/about/', '/' + garbage(count(30)), '/' + 'x/'.repeat(count(5000))])
  const version = chance(0.9) ? 'HTTP/1.1' : pick(['HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'HTTP/1', 'http/1.1', '', 'HTTP/1.1 extra'])
  const headers: string[] = []
  if (chance(0.95)) headers.push('Host: 127.0.0.1')
  if (chance(0.8)) headers.push(`Range: ${range()}`)
  if (chance(0.4)) headers.push(`Accept-Encoding: ${pick(['br', 'gzip', 'br;q=0, gzip', '*', 'identity', '*;q=0', 'br;q=abc', garbage(count(20))])}`)
  if (chance(0.2)) headers.push(`If-None-Match: ${pick(['*', '"x"', 'W/"1-2", "3-4"', garbage(count(20))])}`)
  if (chance(0.2)) headers.push(`If-Range: ${pick(['"x"', 'Thu, 01 Jan 1970 00:00:00 GMT', garbage(count(20))])}`)
  if (chance(0.2)) {
    headers.push(
      pick([
        'Bad Header: x',
        ': no name',
        'X-Nul: a\0b',
        'X-Control: a\x01b',
        'Content-Length: -1',
        'Content-Length: 5',
        'Content-Length: 1\r\nContent-Length: 2',
        'Transfer-Encoding: chunked',
        'Transfer-Encoding: gzip, chunked\r\nContent-Length: 3',
        'Expect: 100-continue',
        'Expect: something-else',
        'Upgrade: websocket\r\nConnection: Upgrade',
        ' folded: continuation line',
        `X-Huge: ${'a'.repeat(count(40_000))}`,
        Array.from({ length: count(3000) }, (_, i) => `X-Many-${i}: ${i}`).join('\r\n'),
        `${garbage(count(20))}: ${garbage(count(20))}`,
      ]),
    )
  }
  const eol = chance(0.95) ? '\r\n' : pick(['\n', '\r', '\r\r\n'])
  return `${method} ${target} ${version}${eol}${[...headers, 'Connection: close'].join(eol)}${eol}${eol}`
}

describe('npm run preview', () => {
  let root: string
  let preview: Preview
  let port: number
  const get = (target: string, options: { method?: string; headers?: Record<string, string> } = {}) => request(port, target, options)
  const robots = Buffer.from(ROBOTS)
  const expectAlive = async () => expect((await get('/')).status, 'the server still answers').toBe(200)

  beforeAll(async () => {
    root = fakeSite()
    preview = await startPreview(root)
    port = preview.port
  }, START_TIMEOUT)

  afterAll(async () => {
    await stopPreview(preview)
    if (root) fs.rmSync(root, { recursive: true, force: true })
  }, 30_000)

  it('answers a byte range with 206 and its Content-Range, a suffix range with the last bytes', async () => {
    const size = robots.length
    const cases: Array<[string, number, number]> = [
      ['bytes=0-4', 0, 4],
      ['bytes=5-', 5, size - 1],
      ['bytes=-10', size - 10, size - 1],
      ['bytes=3-100000', 3, size - 1],
      // A suffix longer than the file is the whole file (RFC 9110 §14.1.2).
      ['bytes=-100000', 0, size - 1],
    ]
    for (const [range, start, end] of cases) {
      const answer = await get('/robots.txt', { headers: { Range: range } })
      expect(answer.status, range).toBe(206)
      expect(answer.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`)
      expect(answer.headers['content-length'], range).toBe(String(end - start + 1))
      expect(answer.body.toString(), range).toBe(robots.subarray(start, end + 1).toString())
      expect(answer.headers['x-content-type-options'], range).toBe('nosniff')
    }
  })

  it('answers 416 with bytes */SIZE to a range it cannot satisfy, and stays up', async () => {
    const contact = fs.statSync(path.join(root, 'dist/client/contact/index.html')).size
    const cases: Array<[string, string, number]> = [
      ['/robots.txt', 'bytes=5-2', robots.length],
      ['/contact/', 'bytes=9-3', contact],
      ['/robots.txt', `bytes=${robots.length}-`, robots.length],
      ['/robots.txt', 'bytes=-0', robots.length],
    ]
    for (const [target, range, size] of cases) {
      const answer = await get(target, { headers: { Range: range } })
      expect(answer.status, `${target} ${range}`).toBe(416)
      expect(answer.headers['content-range'], `${target} ${range}`).toBe(`bytes */${size}`)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      await expectAlive()
    }
  })

  it('answers the whole file to a Range header it does not understand, or one asking for several ranges', async () => {
    for (const range of ['bytes=abc', 'bytes=1-2-3', 'items=0-5', 'bytes=0-1,5-6', 'bytes 0-5']) {
      const answer = await get('/robots.txt', { headers: { Range: range } })
      expect(answer.status, range).toBe(200)
      expect(answer.headers['content-range'], range).toBeUndefined()
      expect(answer.body.toString(), range).toBe(ROBOTS)
    }
    // A range asked of another version of the file (If-Range) gets the current one whole.
    const answer = await get('/robots.txt', { headers: { Range: 'bytes=0-4', 'If-Range': '"an-old-version"' } })
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe(ROBOTS)
  })

  it('answers 500 with the security headers when a file cannot be read, and stays up', async () => {
    for (const target of ['/fault-throw.txt', '/fault-stream.txt']) {
      const answer = await get(target)
      expect(answer.status, target).toBe(500)
      expect(answer.headers['x-content-type-options'], target).toBe('nosniff')
      expect(answer.headers['content-security-policy'], target).toContain("default-src 'self'")
      await expectAlive()
    }
  })

  it("answers the requests Node's parser refuses (400, 431) with the security headers, and stays up", async () => {
    const cases: Array<[string, number]> = [
      ['GET / HTTP/1.1\r\nHost: x\r\nBad Header: x\r\n\r\n', 400],
      ['GET / HTTP/1.1\r\nHost: x\r\nX-Nul: a\0b\r\n\r\n', 400],
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Huge: ${'a'.repeat(40_000)}\r\n\r\n`, 431],
      // HTTP/1.1 requires Host: Node answers that one itself unless told not to.
      ['GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
      ['CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n', 405],
      ['GET / HTTP/1.1\r\nHost: x\r\nExpect: something-else\r\nConnection: close\r\n\r\n', 417],
    ]
    for (const [bytes, status] of cases) {
      const [head, ...more] = rawHeads(await rawExchange(port, bytes))
      const label = JSON.stringify(bytes.slice(0, 60))
      expect(statusOf(head), label).toBe(status)
      expect(more, label).toEqual([])
      expect(head, label).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i)
      expect(head, label).toMatch(/\r\nContent-Security-Policy: /i)
      await expectAlive()
    }
    // A refused request after a good one on the same connection: the good one is answered whole first.
    const text = await rawExchange(port, 'GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\nBad Header: x\r\n\r\n')
    expect(rawHeads(text).map(statusOf)).toEqual([200, 400])
    for (const head of rawHeads(text)) expect(head).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i)
    expect(text).toContain(ROBOTS)
  })

  it(
    'listens on 127.0.0.1 unless HOST says otherwise, and prints where',
    async () => {
      expect(preview.output()).toContain(`http://127.0.0.1:${port}/`)
      expect(await accepts('::1', port), 'IPv6 loopback').toBe(false)
      const ipv6 = await startPreview(root, { HOST: '::1' })
      try {
        expect(ipv6.output()).toContain(`http://[::1]:${ipv6.port}/`)
        expect((await request(ipv6.port, '/', { host: '::1' })).status).toBe(200)
        expect(await accepts('127.0.0.1', ipv6.port)).toBe(false)
      } finally {
        await stopPreview(ipv6)
      }
    },
    START_TIMEOUT,
  )

  it('sends the .br and .gz copies only to clients that ask for them, and never on their own', async () => {
    const cases: Array<[string | undefined, string | undefined, string]> = [
      ['br, gzip', 'br', 'index.html.br'],
      ['gzip, deflate', 'gzip', 'index.html.gz'],
      ['br;q=0, gzip', 'gzip', 'index.html.gz'],
      ['gzip;q=0', undefined, 'index.html'],
      ['identity', undefined, 'index.html'],
      [undefined, undefined, 'index.html'],
    ]
    for (const [acceptEncoding, encoding, file] of cases) {
      const answer = await get('/', { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} })
      const label = String(acceptEncoding)
      expect(answer.status, label).toBe(200)
      expect(answer.headers['content-encoding'], label).toBe(encoding)
      expect(answer.headers.vary, label).toMatch(/accept-encoding/i)
      expect(answer.headers['content-type'], label).toMatch(/^text\/html/)
      expect(answer.body.equals(fs.readFileSync(path.join(root, 'dist/client', file))), label).toBe(true)
    }
    for (const target of ['/index.html.br', '/index.html.gz']) {
      for (const acceptEncoding of ['br, gzip', 'identity']) {
        const answer = await get(target, { headers: { 'Accept-Encoding': acceptEncoding } })
        expect(answer.status, target).toBe(404)
        expect(answer.headers['content-encoding'], target).toBeUndefined()
        expect(answer.body.toString(), target).toBe(NOT_FOUND_EN)
      }
    }
  })

  it('redirects a folder addressed without its slash to the slashed form, keeping the query string', async () => {
    const cases: Array<[string, string]> = [
      ['/admin', '/admin/'],
      ['/contact', '/contact/'],
      ['/contact?utm_source=mail&x=1', '/contact/?utm_source=mail&x=1'],
      ['/ro/contact', '/ro/contact/'],
      // Never a protocol-relative address (//admin/ would leave the site).
      ['//admin', '/admin/'],
    ]
    for (const [target, location] of cases) {
      const answer = await get(target)
      expect([301, 308], target).toContain(answer.status)
      expect(answer.headers.location, target).toBe(location)
      expect(answer.headers['x-content-type-options'], target).toBe('nosniff')
    }
    for (const target of ['/robots.txt', '/sitemap.xml']) expect((await get(target)).status, target).toBe(200)
    expect((await get('/robots.txt')).headers['content-type']).toMatch(/^text\/plain/)
  })

  it('gives /admin/ its own policy and every other answer the site-wide security headers', async () => {
    const admin = await get('/admin/')
    expect(admin.headers['content-security-policy']).toContain("'unsafe-eval'")
    expect(admin.headers['x-robots-tag']).toBe('noindex')
    for (const [target, method] of [
      ['/', 'GET'],
      ['/missing', 'GET'],
      ['/old-page', 'GET'],
      ['/', 'POST'],
    ] as const) {
      const answer = await get(target, { method })
      expect(answer.headers['content-security-policy'], `${method} ${target}`).not.toContain("'unsafe-eval'")
      expect(answer.headers['content-security-policy'], `${method} ${target}`).toContain("frame-ancestors 'none'")
      expect(answer.headers['x-content-type-options'], `${method} ${target}`).toBe('nosniff')
      expect(answer.headers['referrer-policy'], `${method} ${target}`).toBe('strict-origin-when-cross-origin')
    }
  })

  it('answers every address of the not-found page, and unknown paths, with 404 in their language', async () => {
    for (const target of ['/404', '/404/', '/404.html', '/missing', '/about/missing/']) {
      const answer = await get(target)
      expect(answer.status, target).toBe(404)
      expect(answer.body.toString(), target).toBe(NOT_FOUND_EN)
      expect(answer.headers['content-type'], target).toMatch(/^text\/html/)
    }
    for (const target of ['/ro/404', '/ro/404/', '/ro/404.html', '/ro/missing']) {
      const answer = await get(target)
      expect(answer.status, target).toBe(404)
      expect(answer.body.toString(), target).toBe(NOT_FOUND_RO)
    }
  })

  it("keeps a static host's behaviour: its own files, redirects, methods, caching, HEAD and types", async () => {
    for (const target of ['/_headers', '/_redirects', '/_headers/']) expect((await get(target)).status, target).toBe(404)
    for (const target of ['/old-page', '/old-page/']) {
      const answer = await get(target)
      expect(answer.status, target).toBe(301)
      expect(answer.headers.location, target).toBe('/about/')
    }
    // As Cloudflare Pages answers (tests/e2e/host.spec.ts): the query goes along with a redirect,
    // and a page's file named in full is sent to the page's address.
    expect((await get('/old-page?utm_source=mail')).headers.location).toBe('/about/?utm_source=mail')
    for (const [target, location] of [
      ['/index.html', '/'],
      ['/contact/index.html?x=1', '/contact/?x=1'],
      ['/ro/contact/index.html', '/ro/contact/'],
    ] as const) {
      const answer = await get(target)
      expect(answer.status, target).toBe(308)
      expect(answer.headers.location, target).toBe(location)
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await get('/', { method })
      expect(answer.status, method).toBe(405)
      expect(answer.headers.allow, method).toBe('GET, HEAD')
    }
    const home = await get('/')
    expect(home.headers['cache-control']).toBe('no-cache')
    expect(home.body.toString()).toBe(HOME)
    const etag = home.headers.etag
    expect(etag).toBeTruthy()
    const again = await get('/', { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers['x-content-type-options']).toBe('nosniff')
    const head = await get('/about/', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(String(fs.statSync(path.join(root, 'dist/client/about/index.html')).size))
    expect((await get('/favicon.ico')).headers['content-type']).toBe('image/x-icon')
    expect((await get('/assets/app-1a2b3c.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/%E0%A4%A')).status).toBe(404)
    expect((await get('/about/')).body.toString()).toContain('About us')
  })

  it('never serves a file outside dist/client, through .. or a symbolic link', async () => {
    const targets = [
      '/../secret.txt',
      '/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..%2f..%2fsecret.txt',
      '/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/about/..%2f..%2f..%2fsecret.txt',
      '/..%5c..%5csecret.txt',
      '/robots.txt%00.html',
      '/%00',
      '/leak.txt',
      '/leak-dir/',
      '/leak-dir',
      '/leak-dir/index.html',
      '/' + path.join(root, 'secret.txt'),
    ]
    for (const target of targets) {
      const text = await rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
      const [head] = rawHeads(text)
      expect([400, 404], target).toContain(statusOf(head))
      expect(text, target).not.toContain(SECRET)
    }
    // A link that stays inside the site is followed.
    expect((await get('/robots-link.txt')).body.toString()).toBe(ROBOTS)
  })

  it('survives a seeded fuzz of malformed requests, and every answer carries the security headers', async () => {
    // A fixed seed: a failure names its case, and the same run replays it.
    const seed = 20_260_101
    const random = seededRandom(seed)
    const cases = Array.from({ length: 500 }, () => fuzzRequest(random))
    const batch = 8
    for (let i = 0; i < cases.length; i += batch) {
      const texts = await Promise.all(cases.slice(i, i + batch).map((bytes) => rawExchange(port, bytes, 3_000)))
      texts.forEach((text, j) => {
        const label = `seed ${seed}, case ${i + j}: ${JSON.stringify(cases[i + j]!.slice(0, 200))}`
        for (const head of rawHeads(text)) expect(head, label).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i)
        // Whatever came back was an HTTP answer, not a crash dump or a stray byte.
        if (text) expect(text, label).toMatch(/^HTTP\/1\.1 \d{3} /)
      })
      if (i % 48 === 0) await expectAlive()
    }
    await expectAlive()
    expect(preview.child.exitCode).toBeNull()
  }, 120_000)
})
