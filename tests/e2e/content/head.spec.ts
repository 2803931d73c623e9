import { expect, test } from '../fixtures'
import { headOf } from '../support/html'
import { sitemapPaths } from './site'

// The head of every built page (a title of its own, a description, one h1, its canonical address,
// alternates that name each other) is checked by every build itself: scripts/lib/checkHeads.ts,
// tests/unit/check-heads.test.ts.

test('every page in the sitemap answers, and no page says lorem ipsum @desktop', async ({ request }) => {
  const locs = await sitemapPaths(request)
  expect(locs.length).toBeGreaterThan(10)
  expect(
    locs.some((loc) => loc.startsWith('/ro/')),
    'Romanian pages in the sitemap',
  ).toBe(true)
  for (const loc of locs) {
    const response = await request.get(loc)
    expect(response.status(), loc).toBe(200)
    const html = await response.text()
    expect(html, loc).not.toMatch(/lorem ipsum/i)
    const head = headOf(html)
    // Every page the sitemap offers is written in the language of its address.
    expect(head.lang, loc).toBe(loc.startsWith('/ro/') ? 'ro' : 'en')
    expect(html, `${loc} shows no untranslated part`).not.toContain('role="note"')
  }
})
