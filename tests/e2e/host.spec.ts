/**
 * What the host decides, not the pages: the headers of `_headers` (and /admin/'s own policy in
 * place of the site-wide one), the redirects of `_redirects`, the not-found page of each language,
 * trailing slashes, the host's own files and the methods it answers. Each test runs twice: on our
 * preview server (`desktop`, scripts/serve.ts) and on Cloudflare Pages' own runtime (`host`,
 * workerd through `wrangler pages dev`, scripts/host.ts), so a rule our server reads one way and the
 * host another fails here. Where the two differ on purpose, the test says so.
 */
import fs from 'node:fs'
import { parse } from 'yaml'
import type { APIResponse } from '@playwright/test'
import type { AnalyticsSettings } from '../../lib/shared/consent'
import { analyticsOrigins, MEDIA_POLICY } from '../../lib/securityHeaders'
import { e2eSettings } from '../../scripts/lib/testSites/settings'
import { expect, test } from './fixtures'

const onHost = () => test.info().project.name === 'host'
const noRedirect = { maxRedirects: 0 }
const header = (response: APIResponse, name: string) => response.headersArray().filter((h) => h.name.toLowerCase() === name)

test('every page answers at its address with the slash, and the address without it leads there @host', async ({ request }) => {
  for (const [path, slashed] of [
    ['/privacy-policy', '/privacy-policy/'],
    ['/cookie-policy', '/cookie-policy/'],
    ['/ro/faq', '/ro/faq/'],
    ['/ro', '/ro/'],
    ['/admin', '/admin/'],
    ['/faq?utm_source=mail', '/faq/?utm_source=mail'],
    // The page's file named in full is sent to the page's address.
    ['/faq/index.html', '/faq/'],
    ['/index.html', '/'],
  ]) {
    const redirect = await request.get(path!, noRedirect)
    expect(redirect.status(), path).toBe(308)
    expect(redirect.headers()['location'], path).toBe(slashed)
  }
  for (const path of ['/privacy-policy', '/privacy-policy/', '/cookie-policy', '/', '/ro/faq']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(await response.text(), path).toContain('<h1')
  }
})

test('every response carries the security headers @host', async ({ request }) => {
  const site = parse(fs.readFileSync(`${e2eSettings().fixtureContentDir}/site.en.yaml`, 'utf8')) as { analytics?: AnalyticsSettings }
  const analytics = analyticsOrigins(site.analytics ?? {})
  for (const path of ['/', '/privacy-policy/', '/ro/', '/missing-page', '/ro/missing-page/', '/services/3', '/faq']) {
    const response = await request.get(path, noRedirect)
    const headers = response.headers()
    // One policy, not two: a browser would enforce both.
    expect(header(response, 'content-security-policy'), path).toHaveLength(1)
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy'], path).not.toContain('unsafe-inline')
    expect(headers['content-security-policy'], path).not.toContain("'unsafe-eval'")
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d{8,}/)
    expect(headers['permissions-policy'], path).toContain('camera=()')
    // The page may talk to itself, the e-mail service it was built for and the analytics services
    // site.yaml names (it ships with none); nothing else.
    const csp = headers['content-security-policy']!
    expect(/connect-src ([^;]+)/.exec(csp)![1]!.split(' '), path).toEqual(["'self'", e2eSettings().emailEnv.VITE_EMAILJS_ORIGIN, ...analytics.connect])
    expect(/script-src ([^;]+)/.exec(csp)![1]!.split(' '), path).toEqual(["'self'", "'wasm-unsafe-eval'", "'inline-speculation-rules'", ...analytics.script])
  }
})

test("the content manager's own policy replaces the site-wide one under /admin/, and it is not indexed @host", async ({ request }) => {
  for (const path of ['/admin/', '/admin/config.yml']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const policies = header(response, 'content-security-policy')
    expect(policies, path).toHaveLength(1)
    expect(policies[0]!.value, path).toContain("'unsafe-eval'")
    expect(policies[0]!.value, path).toContain("style-src 'self' 'unsafe-inline'")
    // The GitHub sign-in window answers it through window.opener, which same-origin would cut.
    expect(
      header(response, 'cross-origin-opener-policy').map((h) => h.value),
      path,
    ).toEqual(['same-origin-allow-popups'])
    expect(response.headers()['x-robots-tag'], path).toBe('noindex')
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
  }
  // A path that only starts like it keeps the site's policy.
  for (const path of ['/administration', '/']) expect((await request.get(path)).headers()['content-security-policy'], path).not.toContain("'unsafe-eval'")
})

test('the files of content/media, and the pictures made from them, are served with a policy that runs nothing @host', async ({ request }) => {
  // A picture variant the build made, as a page names it.
  const home = await (await request.get('/')).text()
  const variant = /\/_img\/[^\s"',)]+\.webp/.exec(home)?.[0]
  expect(variant, 'a picture variant on the home page').toBeTruthy()
  for (const path of ['/media/iso-27001-badge.svg', '/media/share/default.png', variant!]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    // Only this policy: the pages' own would allow the site's scripts.
    expect(
      header(response, 'content-security-policy').map((h) => h.value),
      path,
    ).toEqual([MEDIA_POLICY])
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
  }
  expect((await request.get('/media/iso-27001-badge.svg')).headers()['content-type']).toMatch(/^image\/svg\+xml/)
  // A page keeps its own policy.
  expect((await request.get('/mediation/', noRedirect)).headers()['content-security-policy']).toContain("script-src 'self'")
})

test('every redirect of _redirects answers 301 with its target, and the query goes along @host', async ({ request }) => {
  const rules = fs
    .readFileSync(`${e2eSettings().distDir}/client/_redirects`, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/))
  // The spec's old addresses, in both languages, each with and without the slash.
  expect(rules.length).toBeGreaterThanOrEqual(8)
  for (const [from, to, status] of rules) {
    const response = await request.get(from!, noRedirect)
    expect(response.status(), from).toBe(Number(status))
    expect(response.headers()['location'], from).toBe(to)
  }
  expect((await request.get('/services/3?utm_source=old-site', noRedirect)).headers()['location']).toBe('/services/it-consulting/?utm_source=old-site')
  const followed = await request.get('/ro/services/3')
  expect(followed.status()).toBe(200)
  expect(await followed.text()).toContain('<html lang="ro">')
})

test('an unknown address answers 404 with the not-found page of its language @host', async ({ request }) => {
  for (const [path, lang] of [
    ['/no-such-page/', 'en'],
    ['/services/no-such-service/', 'en'],
    ['/ro/no-such-page/', 'ro'],
    ['/ro/services/no-such-service', 'ro'],
  ]) {
    const response = await request.get(path!)
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(html, path).toContain(`<html lang="${lang}">`)
    expect(html, path).toContain('<meta name="robots" content="noindex')
    expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'")
  }
  expect(await (await request.get('/no-such-page/')).text()).toContain('Opps...! Page not found')
})

test("the host's own files are not served, and only GET and HEAD are answered @host", async ({ request }) => {
  for (const path of ['/_headers', '/_redirects', '/%5Fredirects']) {
    const response = await request.get(path)
    // Ours answers the not-found page; wrangler's local runtime fails the request (502), as the
    // files are never uploaded to the real host at all. Either way, the rules are not shown.
    expect(response.status(), path).toBe(onHost() ? 502 : 404)
    const text = await response.text()
    expect(text, path).not.toContain('Content-Security-Policy:')
    expect(text, path).not.toContain('/services/3 ')
  }
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    for (const path of ['/', '/contact/', '/missing-page']) {
      const response = await request.fetch(path, { method })
      expect(response.status(), `${method} ${path}`).toBe(405)
      expect(response.headers()['x-content-type-options'], `${method} ${path}`).toBe('nosniff')
      expect(response.headers()['content-security-policy'], `${method} ${path}`).toContain("frame-ancestors 'none'")
      // Ours says which methods it answers; Cloudflare's answer does not.
      if (!onHost()) expect(response.headers()['allow'], `${method} ${path}`).toBe('GET, HEAD')
    }
  }
  const head = await request.head('/contact/')
  expect(head.status()).toBe(200)
  expect(head.headers()['content-security-policy']).toContain("default-src 'self'")
  expect((await request.head('/missing-page')).status()).toBe(404)
})
