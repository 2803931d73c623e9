import type { Page } from '@playwright/test'
import { expect, pageReady, test, axe } from '../fixtures'
import { pathsBeyondBaseline, siteUnderTest, sitemapPaths } from './site'

/**
 * Every page in the sitemap, plus the not-found page, goes through axe on desktop; phones check one
 * page of each kind. The pages are shared out over a fixed number of tests, each working through
 * its share on one browser page (the stylesheet, font and scripts come from the cache after the
 * first page), and the tests run in parallel. The list is read when the tests run, so these specs
 * hold on any content. On the copy with an editor's additions, the pages the additions make are
 * checked on desktop, with one page of each kind: every other page differs from the real
 * content's, already checked, only by the new menu entries and cards that the sample shows. (The
 * head of every page is read over HTTP in head.spec.ts.)
 */
const SHARES = 14

/** One page of each kind, whatever the content calls it. */
function phoneSample(paths: string[]): string[] {
  const firstUnder = (prefix: string) => paths.find((p) => p.startsWith(prefix) && p.length > prefix.length)
  const sample = ['/', '/contact/', firstUnder('/services/'), firstUnder('/industries/'), firstUnder('/case-studies/'), firstUnder('/blog/')]
  return [...sample.filter((p): p is string => p !== undefined && paths.includes(p)), '/no-such-page/']
}

async function expectNoViolations(page: Page, pages: string[]) {
  test.setTimeout(30_000 * pages.length)
  for (const path of pages) {
    await test.step(path, async () => {
      const response = await page.goto(path)
      expect.soft(response?.status(), path).toBe(path === '/no-such-page/' ? 404 : 200)
      await pageReady(page)
      const results = await axe(page).analyze()
      expect.soft(results.violations.map((v) => `${path}: ${v.id} ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
    })
  }
}

for (let share = 0; share < SHARES; share++) {
  test(`no accessibility violation, pages of share ${share + 1} of ${SHARES} @desktop`, async ({ page, request }) => {
    const all = await sitemapPaths(request)
    const added = await pathsBeyondBaseline(request)
    const paths = added ? [...new Set([...added, ...phoneSample(all)])] : [...all, '/no-such-page/']
    await expectNoViolations(
      page,
      paths.filter((_, index) => index % SHARES === share),
    )
  })
}
for (let share = 0; share < 2; share++) {
  test(`no accessibility violation on one page of each kind, share ${share + 1} of 2`, async ({ page, request }) => {
    await expectNoViolations(
      page,
      phoneSample(await sitemapPaths(request)).filter((_, index) => index % 2 === share),
    )
  })
}

test('the open menu has no accessibility violation', async ({ page }) => {
  await page.goto('/')
  await pageReady(page)
  await page.getByRole('button', { name: siteUnderTest().ui.openMenu }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // The first sub-menu opened, whatever the content names it.
  await dialog.locator('summary').first().click()
  const open = await axe(page).include('dialog').analyze()
  expect(open.violations.map((v) => `menu: ${v.id} ${v.help}`)).toEqual([])
})
