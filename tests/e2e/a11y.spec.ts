import fs from 'node:fs'
import { expect, pageReady, test, axe } from './fixtures'

/** Every page in the built sitemap, plus the not-found page: one test each, so they run in parallel. */
const sitemap = fs.readFileSync(`${process.env.SITE_DIST_DIR || 'dist'}/client/sitemap.xml`, 'utf8')
const paths = [...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname), '/no-such-page/']
// Phones check a sample of each kind of page; the desktop run checks them all.
const phoneSample = new Set(['/', '/contact/', '/privacy-policy/', '/services/3/', '/industries/healthcare/', '/case-studies/heroes-project/', '/no-such-page/'])

for (const path of paths) {
  test(`${path} has no accessibility violation and a complete head${phoneSample.has(path) ? '' : ' @desktop'}`, async ({ page }) => {
    await page.goto(path)
    await pageReady(page)
    const results = await axe(page).analyze()
    expect(results.violations.map((v) => `${v.id} ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
    await expect(page).toHaveTitle(/^Northwind Software \| .+/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    if (path !== '/no-such-page/') await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.northwind.example${path}`)
  })
}

test('the open menu has no accessibility violation', async ({ page }) => {
  await page.goto('/')
  await pageReady(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByText('SERVICES', { exact: true }).click()
  const open = await axe(page).include('dialog').analyze()
  expect(open.violations.map((v) => `menu: ${v.id} ${v.help}`)).toEqual([])
})
