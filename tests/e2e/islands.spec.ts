import { gzipSync } from 'node:zlib'
import { expect, pageReady, test } from './fixtures'

test('a legal page ships no React, no page code and no page content as script', async ({ page }) => {
  const scripts = new Map<string, string>()
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.text())
  })
  await page.goto('/privacy-policy/')
  await pageReady(page)
  await page.waitForLoadState('networkidle')
  // Its header, menu and back-to-top button work without React: only the small entry script loads.
  expect(await page.locator('[data-island]').count()).toBe(0)

  const html = await page.content()
  // The page's data is not serialised into the HTML for a client runtime.
  expect(html).not.toContain('vike_pageContext')
  const allJs = [...scripts.values()].join('\n')
  expect(scripts.size).toBeGreaterThan(0)
  // Neither the page component nor the Markdown content reaches the browser as JavaScript.
  for (const pageOnly of ['Last updated', 'ANSPDCP', 'data subjects', 'LegalPage', 'rehype', 'react.production', 'hydrateRoot']) {
    expect(allJs, `"${pageOnly}" found in the page's JavaScript`).not.toContain(pageOnly)
  }
  expect([...scripts.keys()].some((url) => /pages_legal/.test(url))).toBe(false)

  const gzipBytes = [...scripts.values()].reduce((sum, js) => sum + gzipSync(js).length, 0)
  test.info().annotations.push({ type: 'js-gzip-bytes', description: String(gzipBytes) })
  console.log(`JS on /privacy-policy/: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${scripts.size} files`)
})

test('the header is plain HTML: the menu links exist before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/privacy-policy/')
  await expect(page.getByRole('banner').locator('a[href="/services/rpa/"]').first()).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveCount(0)
  await expect(page.locator('html')).not.toHaveAttribute('data-enhanced', 'true')
  // The footer and page content need no script.
  await expect(page.getByRole('contentinfo')).toContainText('All Rights Reserved.')
  await context.close()
})

test('island props travel as inert JSON, never as executable script', async ({ page }) => {
  await page.goto('/')
  const types = await page.locator('[data-island] > script').evaluateAll((els) => els.map((e) => e.getAttribute('type')))
  expect(types.length).toBeGreaterThanOrEqual(2)
  for (const type of types) expect(type).toBe('application/json')
})
