import AxeBuilder from '@axe-core/playwright'
import { expect, islandReady, test } from './fixtures'

/** Every page in the sitemap, plus the not-found page. */
async function sitePaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  return [...paths, '/no-such-page/']
}

test('no page has an accessibility violation (axe), with the menu closed and open', async ({ page, request }) => {
  test.setTimeout(90_000)
  for (const path of await sitePaths(request)) {
    await page.goto(path)
    await islandReady(page, 'Header')
    const closed = await new AxeBuilder({ page }).analyze()
    expect(closed.violations.map((v) => `${path}: ${v.id} ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
  }
  await page.goto('/')
  await islandReady(page, 'Header')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByText('SERVICES', { exact: true }).click()
  const open = await new AxeBuilder({ page }).include('dialog').analyze()
  expect(open.violations.map((v) => `menu: ${v.id} ${v.help}`)).toEqual([])
})

test('every page has a title, a description, a canonical link and one h1', async ({ page, request }) => {
  for (const path of await sitePaths(request)) {
    await page.goto(path)
    await expect(page, path).toHaveTitle(/^Northwind Software \| .+/)
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /.{20,}/)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1)
    if (!path.startsWith('/no-such-page')) await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(1)
  }
})
