import fs from 'node:fs'
import { parse } from 'yaml'
import type { AnalyticsSettings } from '../../lib/shared/consent'
import { analyticsOrigins } from '../../lib/securityHeaders'
import { e2eSettings } from './support/settings'
import { expect, test } from './fixtures'

const legalPages = [
  { path: '/terms-and-conditions/', title: 'Terms and Conditions', mustSay: ['non-exclusive', 'Romania'] },
  { path: '/privacy-policy/', title: 'Privacy Policy', mustSay: ['S.R.L.', 'J40/11872/2016', 'RO36419823', '+40 21 555 0142'] },
  { path: '/cookie-policy/', title: 'Cookie Policy', mustSay: ['session', 'persistent'] },
]

for (const legal of legalPages) {
  test(`${legal.title} page reads from Markdown with the details from site.yaml`, async ({ page }) => {
    const response = await page.goto(legal.path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(`Northwind Software | ${legal.title}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.northwind.example${legal.path}`)
    const main = page.getByRole('main')
    for (const text of legal.mustSay) await expect(main).toContainText(text)
    await expect(main.getByRole('link', { name: 'hello@northwind.example' }).first()).toHaveAttribute('href', 'mailto:hello@northwind.example')
    await expect(main).not.toContainText('{email}')
  })
}

test('a page answers with and without the trailing slash', async ({ request }) => {
  for (const path of ['/privacy-policy', '/privacy-policy/', '/cookie-policy', '/']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(await response.text()).toContain('<h1')
  }
})

test('an unknown path shows the not-found page with HTTP 404, and Back to Home leads home', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opps...! Page not found')
  await expect(page).toHaveTitle('Northwind Software | Page not found')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bigger Goals, Better Tech')
})

test('/404 is the not-found page too', async ({ page }) => {
  const response = await page.goto('/404')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Opps...! Page not found')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
})

test('the first landing page has the hero, GET STARTED and the menu anchors', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Northwind Software | The Software Incubator')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bigger Goals, Better Tech')
  for (const id of ['home', 'get-started', 'what-we-do', 'how-we-do', 'our-work']) {
    await expect(page.locator(`#${id}`)).toHaveCount(1)
  }
  await page.getByRole('link', { name: 'GET STARTED' }).click()
  await expect(page).toHaveURL(/#get-started$/)
  const booking = page.getByRole('link', { name: /Book a Free Consultation TODAY!/ })
  await expect(booking).toBeInViewport()
  await expect(booking).toHaveAttribute('target', '_blank')
  await expect(booking).toHaveAttribute('href', /^https:\/\//)
  await expect(page.getByRole('link', { name: "Captivated? We're just a message away!" })).toHaveAttribute('href', '/contact/')
})

test('every response carries the security headers @desktop', async ({ request }) => {
  const site = parse(fs.readFileSync(`${e2eSettings().fixtureContentDir}/site.en.yaml`, 'utf8')) as { analytics?: AnalyticsSettings }
  const analytics = analyticsOrigins(site.analytics ?? {})
  for (const path of ['/', '/privacy-policy/', '/missing-page']) {
    const response = await request.get(path)
    const headers = response.headers()
    expect(headers['content-security-policy'], path).toContain("script-src 'self'")
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy'], path).not.toContain('unsafe-inline')
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

test('the preview answers like a static host: its configuration files are not served and only GET and HEAD are allowed @desktop', async ({ request }) => {
  for (const path of ['/_headers', '/_redirects', '/_headers/', '/%5Fredirects']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain('Opps...! Page not found')
    expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'")
  }
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
    for (const path of ['/', '/contact/', '/missing-page']) {
      const response = await request.fetch(path, { method })
      expect(response.status(), `${method} ${path}`).toBe(405)
      expect(response.headers()['allow'], `${method} ${path}`).toBe('GET, HEAD')
      expect(response.headers()['x-content-type-options'], `${method} ${path}`).toBe('nosniff')
      expect(response.headers()['content-security-policy'], `${method} ${path}`).toContain("frame-ancestors 'none'")
    }
  }
  const head = await request.head('/contact/')
  expect(head.status()).toBe(200)
  expect(head.headers()['content-security-policy']).toContain("default-src 'self'")
  expect((await request.head('/missing-page')).status()).toBe(404)
})

test('sitemap.xml and robots.txt list the pages @desktop', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/', '/terms-and-conditions/', '/privacy-policy/', '/cookie-policy/']) {
    expect(sitemap).toContain(`<loc>https://www.northwind.example${path}</loc>`)
  }
  expect(sitemap).not.toContain('404')
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://www.northwind.example/sitemap.xml')
})
