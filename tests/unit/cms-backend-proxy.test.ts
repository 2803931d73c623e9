import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { committedRepo } from './helpers'
import {
  cmsBackendProxy,
  contentPathProblem,
  judgeRequestHead,
  LOCAL_BACKEND_PATH,
  localBackendPath,
  newSessionToken,
  sessionEnv,
  sessionFromEnv,
  type BackendSession,
  type RequestHead,
} from '../../scripts/lib/cmsBackendProxy'
import { startDecapBackend, type DecapBackend } from '../../scripts/lib/cmsBackendServer'
import { sendRequest } from './sendRequest'

/**
 * The local backend of `npm run edit` as an attacker meets it: the real decap-server (its own
 * middlewares, local file system mode) on its socket, over a repository of a test, behind the
 * development server's proxy on a port of 127.0.0.1. A page of another origin, another localhost
 * port, a rebound DNS name, a request without the session's token, and a request for a file
 * outside content/ (the repository's code, its git hooks, through a symbolic link) are all refused,
 * and nothing on the disk changes; the content manager's own save is written.
 */

/** Every file, folder and link under `dir`, with what it holds, links not followed. */
function snapshot(dir: string): Record<string, string> {
  const found: Record<string, string> = {}
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const file = path.join(at, entry.name)
      const name = path.relative(dir, file)
      if (entry.isSymbolicLink()) found[name] = `link → ${fs.readlinkSync(file)}`
      else if (entry.isDirectory()) {
        found[name] = 'folder'
        walk(file)
      } else found[name] = createHash('sha256').update(fs.readFileSync(file)).digest('hex')
    }
  }
  walk(dir)
  return found
}

const save = (entryPath: string, raw = '---\ntitle: Hacked\n---\n') => ({
  action: 'persistEntry',
  params: { branch: 'main', entry: { slug: 'x', path: entryPath, raw }, assets: [], options: { commitMessage: 'x', useWorkflow: false, status: 'draft', collectionName: 'blog' } },
})

describe('the local backend of npm run edit, behind the development server’s proxy', () => {
  let work: string
  let repo: string
  let outside: string
  let backend: DecapBackend
  let proxy: http.Server
  let origin: string
  let host: string
  let session: BackendSession

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-proxy-'))
    repo = path.join(work, 'site')
    outside = path.join(work, 'outside')
    fs.mkdirSync(path.join(repo, 'content/blog'), { recursive: true })
    fs.mkdirSync(path.join(repo, 'content/media'), { recursive: true })
    fs.mkdirSync(path.join(repo, 'scripts'), { recursive: true })
    fs.mkdirSync(path.join(repo, '.git/hooks'), { recursive: true })
    fs.mkdirSync(outside)
    fs.writeFileSync(path.join(repo, 'content/blog/old.en.md'), '---\ntitle: Old\n---\n\nOld text.\n')
    fs.writeFileSync(path.join(repo, 'package.json'), '{"name":"site"}\n')
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'not for the content manager\n')
    // Links under content/ that lead out of it: to a folder outside, to the repository's own code,
    // and to a file outside that does not exist yet (a write would create it there).
    fs.symlinkSync(outside, path.join(repo, 'content/escape'))
    fs.symlinkSync('../package.json', path.join(repo, 'content/leak.md'))
    fs.symlinkSync(path.join(outside, 'ghost.md'), path.join(repo, 'content/ghost.md'))

    backend = await startDecapBackend({ mode: 'fs', repo, logLevel: 'error' })
    session = { token: newSessionToken(), socket: backend.socket, repo }
    const middleware = cmsBackendProxy({ session })
    proxy = http.createServer((req, res) =>
      middleware(req, res, () => {
        res.writeHead(404)
        res.end()
      }),
    )
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`
    origin = `http://${host}`
  }, 60_000)

  afterAll(async () => {
    proxy?.closeAllConnections()
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)))
    await backend?.close()
    if (work) fs.rmSync(work, { recursive: true, force: true })
  })

  /** A request as the content manager's own page sends it, with `change` made to it. */
  const ask = (body: unknown, change: { url?: string; method?: string; headers?: Record<string, string | undefined> } = {}) => {
    const headers = { Host: host, Origin: origin, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json; charset=utf-8', ...change.headers }
    const sent = Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined))
    return sendRequest(change.url ?? `${origin}${localBackendPath(session.token)}`, {
      method: change.method ?? 'POST',
      headers: sent,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  }

  it('runs decap-server on a socket in a folder only this user can open', () => {
    expect(fs.statSync(backend.socket).isSocket()).toBe(true)
    expect(fs.statSync(path.dirname(backend.socket)).mode & 0o777).toBe(0o700)
  })

  const refused: Array<[string, () => Promise<Awaited<ReturnType<typeof ask>>>, number, RegExp]> = [
    [
      'a page of another site (the probe: Origin https://evil.example)',
      () => ask(save('content/blog/x.en.md'), { headers: { Origin: 'https://evil.example' } }),
      403,
      /evil\.example/,
    ],
    ['a page on another localhost port', () => ask(save('content/blog/x.en.md'), { headers: { Origin: 'http://localhost:5555' } }), 403, /localhost:5555/],
    ['a request without an Origin', () => ask(save('content/blog/x.en.md'), { headers: { Origin: undefined } }), 403, /without an Origin/],
    ['a cross-site request (Sec-Fetch-Site)', () => ask(save('content/blog/x.en.md'), { headers: { 'Sec-Fetch-Site': 'cross-site' } }), 403, /cross-site/],
    ['no token (the old address)', () => ask(save('content/blog/x.en.md'), { url: `${origin}${LOCAL_BACKEND_PATH}` }), 403, /No session token/],
    ['a wrong token', () => ask(save('content/blog/x.en.md'), { url: `${origin}${localBackendPath(newSessionToken())}` }), 403, /Wrong session token/],
    ['text/plain (the probe: a "simple" request)', () => ask(save('content/blog/x.en.md'), { headers: { 'Content-Type': 'text/plain' } }), 415, /application\/json/],
    ['GET', () => ask(save('content/blog/x.en.md'), { method: 'GET' }), 405, /POST/],
    [
      'a rebound DNS name (Host evil.example)',
      () => ask(save('content/blog/x.en.md'), { headers: { Host: `evil.example:${host.split(':')[1]}`, Origin: `http://evil.example:${host.split(':')[1]}` } }),
      403,
      /Host header/,
    ],
    ['another port in the Host header', () => ask(save('content/blog/x.en.md'), { headers: { Host: '127.0.0.1:1', Origin: 'http://127.0.0.1:1' } }), 403, /Host header/],
    ['a write to package.json', () => ask(save('package.json')), 403, /params\.entry\.path "package\.json" is outside content\//],
    [
      'a write to scripts/x.txt (a picture upload)',
      () => ask({ action: 'persistMedia', params: { branch: 'main', asset: { path: 'scripts/x.txt', content: 'eA==', encoding: 'base64' }, options: { commitMessage: 'x' } } }),
      403,
      /params\.asset\.path "scripts\/x\.txt"/,
    ],
    [
      'a write to .git/hooks/pre-commit (a second language file)',
      () =>
        ask({
          action: 'persistEntry',
          params: {
            branch: 'main',
            dataFiles: [
              { slug: 'x', path: 'content/blog/x.en.md', raw: 'x' },
              { slug: 'x', path: '.git/hooks/pre-commit', raw: '#!/bin/sh\necho owned\n' },
            ],
            assets: [],
            options: { commitMessage: 'x' },
          },
        }),
      403,
      /params\.dataFiles\[1\]\.path "\.git\/hooks\/pre-commit"/,
    ],
    ['content/../x', () => ask(save('content/../x')), 403, /"content\/\.\.\/x" is not a plain path/],
    ['an absolute path', () => ask(save(path.join(outside, 'x.md'))), 403, /is not a path of the repository/],
    ['a link under content/ to a folder outside', () => ask(save('content/escape/x.md')), 403, /leads out of content\/ through a symbolic link/],
    ['a link under content/ to the repository’s code', () => ask(save('content/leak.md')), 403, /leads out of content\/ through a symbolic link/],
    ['a link under content/ to a file outside that does not exist yet', () => ask(save('content/ghost.md')), 403, /symbolic link/],
    [
      'a move out of content/ (newPath)',
      () => ask({ ...save('content/blog/old.en.md'), params: { ...save('').params, entry: { slug: 'old', path: 'content/blog/old.en.md', newPath: 'scripts/old.md', raw: 'x' } } }),
      403,
      /newPath "scripts\/old\.md"/,
    ],
    [
      'deleting package.json',
      () => ask({ action: 'deleteFile', params: { branch: 'main', path: 'package.json', options: { commitMessage: 'x' } } }),
      403,
      /params\.path "package\.json"/,
    ],
    [
      'deleting files, one of them outside',
      () => ask({ action: 'deleteFiles', params: { branch: 'main', paths: ['content/blog/old.en.md', 'package.json'], options: { commitMessage: 'x' } } }),
      403,
      /params\.paths\[1\]/,
    ],
    [
      'a list given as one path',
      () => ask({ action: 'deleteFiles', params: { branch: 'main', paths: 'package.json', options: { commitMessage: 'x' } } }),
      403,
      /params\.paths "package\.json"/,
    ],
    ['reading package.json', () => ask({ action: 'getEntry', params: { branch: 'main', path: 'package.json' } }), 403, /getEntry/],
    ['reading a file outside through a link', () => ask({ action: 'getMediaFile', params: { branch: 'main', path: 'content/escape/secret.txt' } }), 403, /symbolic link/],
    ['listing the whole repository', () => ask({ action: 'entriesByFolder', params: { branch: 'main', folder: '.', extension: 'json', depth: 1 } }), 403, /params\.folder/],
    ['listing .git', () => ask({ action: 'getMedia', params: { branch: 'main', mediaFolder: '.git/hooks' } }), 403, /params\.mediaFolder/],
    [
      'listing the folders of .git (the proxy’s own action)',
      () => ask({ action: 'mediaFolders', params: { branch: 'main', mediaFolder: '.git' } }),
      403,
      /params\.mediaFolder ".git"/,
    ],
    ['an action decap-server does not have', () => ask({ action: 'runCommand', params: {} }), 403, /not an action/],
    ['a body that is not JSON', () => ask('action=persistEntry'), 400, /not JSON/],
  ]

  it.each(refused)('refuses %s, and nothing on the disk changes', async (_what, send, status, why) => {
    const before = { repo: snapshot(repo), outside: snapshot(outside) }
    const answer = await send()
    expect(answer.status, answer.text).toBe(status)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect((JSON.parse(answer.text) as { error: string }).error).toMatch(why)
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    expect({ repo: snapshot(repo), outside: snapshot(outside) }).toEqual(before)
  })

  it('passes the content manager’s own requests on: a save into content/ is written, and read back', async () => {
    const raw = '---\ntitle: Hello\n---\n\nA new post.\n'
    const saved = await ask(save('content/blog/hello.en.md', raw))
    expect(saved.status, saved.text).toBe(200)
    expect(JSON.parse(saved.text)).toEqual({ message: 'entry persisted' })
    expect(fs.readFileSync(path.join(repo, 'content/blog/hello.en.md'), 'utf8')).toBe(raw)

    const read = await ask({ action: 'getEntry', params: { branch: 'main', path: 'content/blog/hello.en.md' } })
    expect(read.status).toBe(200)
    expect((JSON.parse(read.text) as { data: string }).data).toBe(raw)
    const listed = await ask({ action: 'entriesByFolder', params: { branch: 'main', folder: 'content/blog', extension: 'md', depth: 1 } })
    expect((JSON.parse(listed.text) as Array<{ file: { path: string } }>).map((entry) => entry.file.path).sort()).toEqual(['content/blog/hello.en.md', 'content/blog/old.en.md'])
    // The content manager's own picture upload, into a folder not made yet.
    const uploaded = await ask({
      action: 'persistMedia',
      params: { branch: 'main', asset: { path: 'content/media/blog/dot.png', content: 'iVBORw0KGgo=', encoding: 'base64' }, options: { commitMessage: 'x' } },
    })
    expect(uploaded.status, uploaded.text).toBe(200)
    expect(fs.existsSync(path.join(repo, 'content/media/blog/dot.png'))).toBe(true)
  })

  it('names every folder of the media library, which decap-server lists one at a time, and no link out of it', async () => {
    fs.mkdirSync(path.join(repo, 'content/media/art/case-studies/erp'), { recursive: true })
    fs.mkdirSync(path.join(repo, 'content/media/.hidden'))
    fs.symlinkSync(outside, path.join(repo, 'content/media/away'))
    try {
      const folders = await ask({ action: 'mediaFolders', params: { branch: 'main', mediaFolder: 'content/media' } })
      expect(folders.status, folders.text).toBe(200)
      const named = JSON.parse(folders.text) as string[]
      expect(named).toEqual(expect.arrayContaining(['content/media', 'content/media/art', 'content/media/art/case-studies', 'content/media/art/case-studies/erp']))
      expect(named.filter((folder) => /away|hidden/.test(folder))).toEqual([])
      // decap-server then lists the pictures of each.
      fs.writeFileSync(path.join(repo, 'content/media/art/case-studies/erp/hero.png'), 'x')
      const listed = await ask({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'content/media/art/case-studies/erp' } })
      expect((JSON.parse(listed.text) as Array<{ path: string }>).map((file) => file.path)).toEqual(['content/media/art/case-studies/erp/hero.png'])
    } finally {
      fs.rmSync(path.join(repo, 'content/media/art'), { recursive: true })
      fs.rmSync(path.join(repo, 'content/media/.hidden'), { recursive: true })
      fs.unlinkSync(path.join(repo, 'content/media/away'))
    }
  })

  it('accepts the content manager at localhost and [::1] as well as 127.0.0.1', async () => {
    const port = host.split(':')[1]
    for (const name of ['localhost', '[::1]']) {
      const answer = await ask({ action: 'info' }, { headers: { Host: `${name}:${port}`, Origin: `http://${name}:${port}` } })
      expect(answer.status, `${name}: ${answer.text}`).toBe(200)
      expect(JSON.parse(answer.text)).toMatchObject({ type: 'local_fs' })
    }
  })
})

describe('what the proxy decides', () => {
  const token = newSessionToken()
  const head = (change: Partial<RequestHead> & { headers?: Record<string, string | undefined> } = {}): RequestHead => ({
    method: 'POST',
    url: localBackendPath(token),
    remoteAddress: '127.0.0.1',
    localPort: 3000,
    ...change,
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json', ...change.headers },
  })

  it('takes the content manager’s own request, and refuses another machine whatever it claims', () => {
    expect(judgeRequestHead(head(), token)).toEqual({ ok: true })
    expect(judgeRequestHead(head({ remoteAddress: '::ffff:127.0.0.1' }), token)).toEqual({ ok: true })
    expect(judgeRequestHead(head({ remoteAddress: '::1', headers: { host: '[::1]:3000', origin: 'http://[::1]:3000' } }), token)).toEqual({ ok: true })
    // HOST=0.0.0.0 shares the site; a machine of the network that names this one as localhost is still refused.
    expect(judgeRequestHead(head({ remoteAddress: '192.168.1.20' }), token)).toMatchObject({ ok: false, status: 403, error: expect.stringMatching(/this computer only/) })
    expect(judgeRequestHead(head({ method: 'OPTIONS' }), token)).toMatchObject({ ok: false, status: 405 })
  })

  it('reads a session only as npm run edit gives it', () => {
    const session = { token, socket: '/tmp/x/decap.sock', repo: '/tmp/site' }
    expect(sessionFromEnv(sessionEnv(session))).toEqual(session)
    expect(sessionFromEnv({})).toBeUndefined()
    expect(sessionFromEnv({ ...sessionEnv(session), CMS_BACKEND_TOKEN: 'short' })).toBeUndefined()
  })

  it('answers that there is no backend when the site runs with npm run dev', async () => {
    const server = http.createServer((req, res) => cmsBackendProxy({ session: undefined })(req, res, () => res.end('site')))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const answer = await sendRequest(`${base}${LOCAL_BACKEND_PATH}`, { headers: { 'Content-Type': 'application/json' }, body: '{"action":"info"}' })
      expect(answer.status).toBe(503)
      expect(answer.text).toMatch(/npm run edit/)
      expect((await sendRequest(`${base}/blog/`, { method: 'GET' })).text).toBe('site')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('finds the paths of content/ and nothing else', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-paths-'))
    try {
      fs.mkdirSync(path.join(repo, 'content/blog'), { recursive: true })
      fs.symlinkSync('blog', path.join(repo, 'content/posts'))
      for (const inside of ['content/blog/a.en.md', 'content/blog', 'content/blog/', 'content/new/folder/b.md', 'content/posts/a.md'])
        expect(contentPathProblem(repo, inside), inside).toBeUndefined()
      for (const outside of [
        'content',
        'package.json',
        'contents/a.md',
        'Content/a.md',
        'content/./a.md',
        'content//a.md',
        'content\\..\\a.md',
        '/content/a.md',
        'C:/content/a.md',
        'content/a\0.md',
        42,
      ])
        expect(contentPathProblem(repo, outside), String(outside)).toBeDefined()
    } finally {
      fs.rmSync(repo, { recursive: true, force: true })
    }
  })
})

describe('the local backend of npm run edit -- --workflow (git mode), behind the proxy', () => {
  let repo: string
  let backend: DecapBackend
  let proxy: http.Server
  let origin: string
  let session: BackendSession
  const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim()

  beforeAll(async () => {
    repo = committedRepo('cms-proxy-git-', { 'content/blog/old.en.md': '---\ntitle: Old\n---\n' })
    backend = await startDecapBackend({ mode: 'git', repo, logLevel: 'error' })
    session = { token: newSessionToken(), socket: backend.socket, repo }
    const middleware = cmsBackendProxy({ session })
    proxy = http.createServer((req, res) => middleware(req, res, () => res.end()))
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  }, 60_000)

  afterAll(async () => {
    proxy?.closeAllConnections()
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)))
    await backend?.close()
    if (repo) fs.rmSync(repo, { recursive: true, force: true })
  })

  const ask = (body: unknown) =>
    sendRequest(`${origin}${localBackendPath(session.token)}`, {
      headers: { Host: origin.slice('http://'.length), Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const workflowSave = (entryPath: string) => ({
    action: 'persistEntry',
    params: {
      branch: 'main',
      entry: { slug: 'hello', path: entryPath, raw: '#!/bin/sh\n' },
      assets: [],
      options: { commitMessage: 'Create post “hello”', useWorkflow: true, status: 'draft', collectionName: 'blog' },
    },
  })

  it('saves an entry as a cms/ branch, and refuses a git hook', async () => {
    const refused = await ask(workflowSave('.git/hooks/pre-commit'))
    expect(refused.status, refused.text).toBe(403)
    expect(fs.existsSync(path.join(repo, '.git/hooks/pre-commit'))).toBe(false)
    expect(git('branch', '--list', 'cms/*')).toBe('')

    const saved = await ask(workflowSave('content/blog/hello.en.md'))
    expect(saved.status, saved.text).toBe(200)
    expect(git('branch', '--list', '--format=%(refname:short)', 'cms/*')).toBe('cms/blog/hello')
    expect(git('show', 'cms/blog/hello:content/blog/hello.en.md')).toBe('#!/bin/sh')
    expect(git('symbolic-ref', '--short', 'HEAD')).toBe('main')
  })
})
