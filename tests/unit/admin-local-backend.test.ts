import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { adminHeaders, headersFile, headersForPath, parseHeaderRules } from '../../lib/securityHeaders'
import { CONFIG_FILE, renderConfig } from '../../scripts/cms-config'
import { generateCmsConfig, LOCAL_BACKEND_PATH, withLocalBackend } from '../../scripts/lib/cmsConfig'
import { localBackendPath, newSessionToken, sessionEnv } from '../../scripts/lib/cmsBackendProxy'
import { sendRequest } from './sendRequest'

/**
 * The content manager's local backend (decap-server, `npm run edit`) belongs to the development
 * server: the configuration and `_headers` the build publishes never point the CMS at the editor's
 * machine, and the development server adds the backend, at an address of its own origin with the
 * session's token, which no other origin can read.
 */
const LOCAL = /localhost|127\.0\.0\.1|\[::1\]|local_backend/

const connectSrc = (csp: string) =>
  csp
    .split(';')
    .find((d) => d.trim().startsWith('connect-src '))!
    .trim()
    .split(/\s+/)
    .slice(1)

describe('the published content manager', () => {
  it('has no local backend in its configuration, with a GitHub repository or without one', () => {
    const committed = fs.readFileSync(CONFIG_FILE, 'utf8')
    expect(committed).not.toMatch(LOCAL)
    expect(YAML.parse(committed)).not.toHaveProperty('local_backend')
    for (const site of [{ url: 'https://www.example.com', repository: { url: 'https://github.com/acme/site' } }, { url: 'https://www.example.com' }, {}]) {
      const text = renderConfig(generateCmsConfig({ site }))
      expect(text, JSON.stringify(site)).not.toMatch(LOCAL)
      expect(YAML.parse(text)).not.toHaveProperty('local_backend')
    }
    // Three whole configurations from the schemas: seconds on a busy machine.
  }, 60_000)

  it('allows no address on this machine in the _headers of the build', () => {
    for (const repository of [undefined, { cmsAuthUrl: 'https://auth.example.com' }]) {
      const file = headersFile({ analytics: {}, repository }, 'https://api.emailjs.com')
      expect(file).not.toMatch(LOCAL)
      const csp = headersForPath(parseHeaderRules(file), '/admin/')['Content-Security-Policy']!
      expect(connectSrc(csp)).toEqual(["'self'", 'blob:', 'https://api.github.com', ...(repository ? ['https://auth.example.com'] : [])])
    }
    expect(adminHeaders()['Content-Security-Policy']).not.toMatch(LOCAL)
  })
})

describe('the content manager of the development server', () => {
  it('is given the local backend of npm run edit, and nothing else changes', () => {
    const committed = fs.readFileSync(CONFIG_FILE, 'utf8')
    const dev = YAML.parse(withLocalBackend(committed)) as Record<string, unknown>
    // On the development server's own origin, which passes the requests on to decap-server.
    expect(dev.local_backend).toEqual({ url: LOCAL_BACKEND_PATH })
    const { local_backend: _added, ...rest } = dev
    expect(rest).toEqual(YAML.parse(committed))
  }, 30_000)

  describe('as the development server of npm run edit serves it', () => {
    let server: ViteDevServer
    let base: string
    let port: number
    let folder: string
    let decap: http.Server
    const token = newSessionToken()
    const backend = () => `${base}${localBackendPath(token)}`
    /** What the stand-in for decap-server was asked. */
    const received: string[] = []
    const saved: Record<string, string | undefined> = {}

    beforeAll(async () => {
      // A stand-in for decap-server on its socket, recording what it is asked.
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-cms-'))
      const socket = path.join(folder, 'decap.sock')
      decap = http.createServer((req, res) => {
        let body = ''
        req.on('data', (chunk: Buffer) => (body += chunk.toString()))
        req.on('end', () => {
          received.push(body)
          res.writeHead(200, { 'Content-Type': 'application/json' })
          res.end('{"data":"---\\ntitle: A\\n---\\n"}')
        })
      })
      await new Promise<void>((resolve) => decap.listen(socket, resolve))
      // What npm run edit gives the development server; HOST unset, as an editor starts it.
      const env = { ...sessionEnv({ token, socket, repo: process.cwd() }), HOST: undefined }
      for (const [name, value] of Object.entries(env)) {
        saved[name] = process.env[name]
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
      server = await createServer({ configFile: path.resolve('vite.config.ts'), logLevel: 'silent', server: { port: 0, hmr: false } })
      await server.listen()
      port = (server.httpServer!.address() as AddressInfo).port
      base = `http://127.0.0.1:${port}`
    }, 120_000)

    afterAll(async () => {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
      await server?.close()
      await new Promise((resolve) => (decap ? decap.close(resolve) : resolve(undefined)))
      if (folder) fs.rmSync(folder, { recursive: true, force: true })
    })

    it('listens on 127.0.0.1 only, and lets no other origin read it', () => {
      expect((server.httpServer!.address() as AddressInfo).address).toBe('127.0.0.1')
      expect(server.config.server.cors).toBe(false)
    })

    it('/admin/config.yml has the local backend, at an address with the session’s token', async () => {
      const response = await fetch(`${base}/admin/config.yml`)
      expect(response.status).toBe(200)
      const config = YAML.parse(await response.text()) as Record<string, unknown>
      // A whole address on this server's own origin: Decap refuses a path alone as "not a valid URL"
      // and shows GitHub's sign-in instead (npm run edit was unusable so).
      expect(config.local_backend).toEqual({ url: backend() })
      expect(config.collections).toEqual((YAML.parse(fs.readFileSync(CONFIG_FILE, 'utf8')) as Record<string, unknown>).collections)
      // On the origin the editor's browser named.
      const named = await sendRequest(`${base}/admin/config.yml`, { method: 'GET', headers: { Host: `localhost:${port}` } })
      expect(YAML.parse(named.text)).toMatchObject({ local_backend: { url: `http://localhost:${port}${localBackendPath(token)}` } })
    }, 60_000)

    it('lets no other origin read /admin/ or its configuration, and gives the token to no rebound DNS name', async () => {
      for (const [url, method] of [
        ['/admin/config.yml', 'GET'],
        ['/admin/', 'GET'],
        ['/admin/config.yml', 'OPTIONS'],
        [localBackendPath(token), 'OPTIONS'],
      ] as const) {
        for (const origin of ['https://evil.example', `http://localhost:${port + 1}`, 'http://127.0.0.1:5555']) {
          const answer = await sendRequest(`${base}${url}`, {
            method,
            headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
          })
          expect(answer.headers['access-control-allow-origin'], `${method} ${url} from ${origin}`).toBeUndefined()
        }
      }
      const rebound = await sendRequest(`${base}/admin/config.yml`, { method: 'GET', headers: { Host: `evil.example:${port}` } })
      expect(rebound.status).toBe(403)
      expect(rebound.text).not.toContain(token)
    }, 60_000)

    it('/admin/ has the published policy: the local backend is on its own origin', async () => {
      const response = await fetch(`${base}/admin/`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('cms-config-url')
      expect(html).not.toContain(token)
      expect(response.headers.get('content-security-policy')).toBe(adminHeaders()['Content-Security-Policy'])
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
    }, 60_000)

    it('passes what the content manager asks of the local backend on to decap-server, with a blob-less read given an id', async () => {
      const headers = { Origin: base, 'Content-Type': 'application/json; charset=utf-8', 'Sec-Fetch-Site': 'same-origin' }
      const read = { action: 'unpublishedEntryDataFile', params: { branch: 'main', collection: 'services', slug: 'rpa', path: 'content/services/rpa.ro.md', id: '' } }
      const response = await sendRequest(backend(), { headers, body: JSON.stringify(read) })
      expect(response.status, response.text).toBe(200)
      expect(JSON.parse(response.text)).toEqual({ data: '---\ntitle: A\n---\n' })
      expect(JSON.parse(received.at(-1)!)).toEqual({ ...read, params: { ...read.params, id: 'path:content/services/rpa.ro.md' } })
      const info = JSON.stringify({ action: 'info' })
      expect((await sendRequest(backend(), { headers, body: info })).status).toBe(200)
      expect(received.at(-1)).toBe(info)
    }, 60_000)

    it('passes nothing on from another origin, without the token, or as text/plain (the probe that wrote into the repository)', async () => {
      const before = received.length
      const body = JSON.stringify({
        action: 'persistEntry',
        params: { branch: 'main', entry: { slug: 'x', path: 'content/blog/x.en.md', raw: 'x' }, assets: [], options: { commitMessage: 'x' } },
      })
      const probe = await sendRequest(backend(), { headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' }, body })
      expect(probe.status).toBe(403)
      expect(JSON.parse(probe.text)).toMatchObject({ error: expect.stringMatching(/evil\.example/) })
      expect((await sendRequest(`${base}${LOCAL_BACKEND_PATH}`, { headers: { Origin: base, 'Content-Type': 'application/json' }, body })).status).toBe(403)
      expect((await sendRequest(backend(), { headers: { Origin: base, 'Content-Type': 'text/plain' }, body })).status).toBe(415)
      expect(received.length).toBe(before)
    }, 60_000)
  })
})
