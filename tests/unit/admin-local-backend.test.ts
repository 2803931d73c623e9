import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { adminHeaders, headersFile, headersForPath, parseHeaderRules } from '../../lib/securityHeaders'
import { CONFIG_FILE, renderConfig } from '../../scripts/cms-config'
import { generateCmsConfig, LOCAL_BACKEND, LOCAL_BACKEND_PATH, LOCAL_BACKEND_URL, withLocalBackend } from '../../scripts/lib/cmsConfig'

/**
 * The content manager's local backend (decap-server, `npm run edit`) belongs to the development
 * server: the configuration and `_headers` the build publishes never point the CMS at the editor's
 * machine, and the development server adds both the backend and its address in the policy.
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

  it('may talk to it', () => {
    const csp = adminHeaders(undefined, { localBackend: LOCAL_BACKEND_URL })['Content-Security-Policy']!
    expect(connectSrc(csp)).toEqual(["'self'", 'blob:', 'https://api.github.com', `http://${LOCAL_BACKEND.host}:${LOCAL_BACKEND.port}`])
  })

  describe('as the development server serves it', () => {
    let server: ViteDevServer
    let base: string

    beforeAll(async () => {
      server = await createServer({ configFile: path.resolve('vite.config.ts'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1', hmr: false } })
      await server.listen()
      base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`
    }, 120_000)

    afterAll(async () => {
      await server?.close()
    })

    it('/admin/config.yml has the local backend', async () => {
      const response = await fetch(`${base}/admin/config.yml`)
      expect(response.status).toBe(200)
      const config = YAML.parse(await response.text()) as Record<string, unknown>
      // A whole address on this server's own origin: Decap refuses a path alone as "not a valid URL"
      // and shows GitHub's sign-in instead (npm run edit was unusable so).
      expect(config.local_backend).toEqual({ url: `${base}${LOCAL_BACKEND_PATH}` })
      expect(new URL((config.local_backend as { url: string }).url).origin).toBe(base)
      expect(config.collections).toEqual((YAML.parse(fs.readFileSync(CONFIG_FILE, 'utf8')) as Record<string, unknown>).collections)
    }, 60_000)

    it('/admin/ has the published policy: the local backend is on its own origin', async () => {
      const response = await fetch(`${base}/admin/`)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('cms-config-url')
      expect(response.headers.get('content-security-policy')).toBe(adminHeaders()['Content-Security-Policy'])
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
    }, 60_000)

    it('passes what the content manager asks of the local backend on to decap-server, with a blob-less read given an id', async () => {
      // A stand-in for decap-server on its port, recording what it is asked.
      const received: string[] = []
      const decap = http.createServer((req, res) => {
        let body = ''
        req.on('data', (chunk: Buffer) => (body += chunk.toString()))
        req.on('end', () => {
          received.push(body)
          res.writeHead(200, { 'Content-Type': 'application/json' })
          res.end('{"data":"---\\ntitle: A\\n---\\n"}')
        })
      })
      const listening = await new Promise<boolean>((resolve) => {
        decap.once('error', () => resolve(false))
        decap.listen(LOCAL_BACKEND.port, LOCAL_BACKEND.host, () => resolve(true))
      })
      expect(listening, `port ${LOCAL_BACKEND.port} is free for a stand-in decap-server (stop npm run edit)`).toBe(true)
      try {
        const read = { action: 'unpublishedEntryDataFile', params: { branch: 'main', collection: 'services', slug: 'rpa', path: 'content/services/rpa.ro.md', id: '' } }
        const response = await fetch(`${base}${LOCAL_BACKEND_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(read) })
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({ data: '---\ntitle: A\n---\n' })
        expect(JSON.parse(received[0]!)).toEqual({ ...read, params: { ...read.params, id: 'path:content/services/rpa.ro.md' } })
        const info = JSON.stringify({ action: 'info' })
        await fetch(`${base}${LOCAL_BACKEND_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: info })
        expect(received[1]).toBe(info)
      } finally {
        await new Promise((resolve) => decap.close(resolve))
      }
    }, 60_000)
  })
})
