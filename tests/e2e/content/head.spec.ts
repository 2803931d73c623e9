import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '../fixtures'
import { headOf } from '../support/html'
import { siteUnderTest, sitemapPaths } from './site'

// The rest of every page's head (its title's form, one h1, its canonical address, alternates that
// name each other) is the templates' and is checked by every build: scripts/lib/checkHeads.ts.
test('every built page has a description of some length, and a title of its own in its language @desktop', async ({ request }) => {
  // Every page the build wrote, whether or not the sitemap lists it, and the not-found page.
  const site = siteUnderTest()
  const client = `${site.distDir}/client`
  const paths = (fs.readdirSync(client, { recursive: true }) as string[])
    .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
    .map((file) => `/${file.slice(0, -'index.html'.length).split(path.sep).join('/')}`)
    // The content manager is the editors' application, not a page of the site (tests/e2e/cms.spec.ts).
    .filter((page) => !page.startsWith('/admin/'))
  expect(paths.length).toBeGreaterThan(10)
  const pagesByTitle = new Map<string, string[]>()
  const problems: string[] = []
  for (const page of [...paths, '/no-such-page/']) {
    const response = await request.get(page, { maxRedirects: 0 })
    // The old addresses send the visitor on (with _redirects, or the stub page for other hosts).
    if (response.status() === 301) continue
    expect(response.status(), page).toBe(page === '/no-such-page/' ? 404 : 200)
    const head = headOf(await response.text())
    if (head.description.length < 20) problems.push(`${page}: description "${head.description}"`)
    // Titles are unique within a language (a page shown in English on the Romanian site, for want
    // of a translation, has its English title).
    const key = `${head.lang ?? ''} ${head.noindex ? 'noindex ' : ''}${head.title}`
    pagesByTitle.set(key, [...(pagesByTitle.get(key) ?? []), page])
  }
  expect(problems).toEqual([])
  expect([...pagesByTitle].filter(([key, pages]) => pages.length > 1 && !/^\S+ noindex /.test(key)).map(([title, pages]) => `${title}: ${pages.join(', ')}`)).toEqual([])
})

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
