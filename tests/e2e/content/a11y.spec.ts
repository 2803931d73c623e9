import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, pageReady, test, axe } from '../fixtures'
import { e2eSettings } from '../support/settings'

/** Every page in the built sitemap, plus the not-found page. */
const sitemap = fs.readFileSync(`${e2eSettings().contentDistDir}/client/sitemap.xml`, 'utf8')
const paths = [...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname), '/no-such-page/']
// Phones check one page of each kind (whatever the content calls it); the desktop run checks them
// all. (The head of every page is read over HTTP in head.spec.ts; axe needs the rendered page.)
const firstUnder = (prefix: string) => paths.find((p) => p.startsWith(prefix) && p.length > prefix.length)
const phoneSample = new Set(
  ['/', '/contact/', firstUnder('/services/'), firstUnder('/industries/'), firstUnder('/case-studies/'), firstUnder('/blog/'), '/no-such-page/'].filter(
    (p): p is string => p !== undefined && paths.includes(p),
  ),
)

/**
 * The pages go through axe in small groups, one browser page per group: the stylesheet, font and
 * scripts come from the cache after the first page, and the groups still run in parallel.
 */
const GROUP = 6
function groups(list: string[]): string[][] {
  return Array.from({ length: Math.ceil(list.length / GROUP) }, (_, i) => list.slice(i * GROUP, (i + 1) * GROUP))
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

for (const group of groups(paths.filter((path) => !phoneSample.has(path)))) {
  test(`no accessibility violation on ${group.join(', ')} @desktop`, async ({ page }) => expectNoViolations(page, group))
}
for (const group of groups([...phoneSample])) {
  test(`no accessibility violation on ${group.join(', ')}`, async ({ page }) => expectNoViolations(page, group))
}

test('the open menu has no accessibility violation', async ({ page }) => {
  await page.goto('/')
  await pageReady(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByText('SERVICES', { exact: true }).click()
  const open = await axe(page).include('dialog').analyze()
  expect(open.violations.map((v) => `menu: ${v.id} ${v.help}`)).toEqual([])
})
