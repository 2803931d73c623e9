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
  // (That it has no island and no serialised page data: tests/html/islands.test.ts.)
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
