import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'

const SITE = 'https://www.northwind.example'

/** An XML element as plain data. */
interface Xml {
  name: string
  attrs: Record<string, string>
  text: string
  children: Xml[]
}

/** Parses XML with the browser's own parser (it refuses a document that is not well-formed). */
async function parseXml(page: Page, xml: string): Promise<Xml> {
  await page.goto('/robots.txt')
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('not well-formed XML')
    const walk = (el: Element): Xml => ({
      name: el.localName,
      attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
      text: el.textContent ?? '',
      children: [...el.children].map(walk),
    })
    return walk(doc.documentElement)
  }, xml)
}

/** Every element called `name` under `root`, at any depth. */
const all = (root: Xml, name: string): Xml[] => root.children.flatMap((c) => [...(c.name === name ? [c] : []), ...all(c, name)])
const first = (root: Xml, name: string): Xml | undefined => all(root, name)[0]

const localPath = (url: string) => new URL(url).pathname

async function status(request: APIRequestContext, path: string) {
  return (await request.get(path, { maxRedirects: 0 })).status()
}

// What these check is the same at every width: the desktop run alone checks it.
test.describe('search engines and sharing @desktop', () => {
  test('sitemap.xml lists every public page with the date its content last changed, and each answers 200', async ({ page, request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const entries = all(await parseXml(page, xml), 'url').map((u) => ({ loc: first(u, 'loc')?.text ?? '', lastmod: first(u, 'lastmod')?.text ?? '' }))
    expect(entries.length).toBeGreaterThan(50)
    const locs = entries.map((e) => localPath(e.loc))
    for (const path of [
      '/',
      '/services/rpa/',
      '/industries/healthcare/',
      '/case-studies/heroes-project/',
      '/blog/calm-software/',
      '/blog-grid/',
      '/works-grid/',
      '/privacy-policy/',
    ])
      expect(locs).toContain(path)
    // Not pages of their own: the search results and the old addresses that redirect.
    expect(locs).not.toContain('/search/')
    expect(locs).not.toContain('/works-showcase/')
    // The home variants are other layouts of the one home page: out of the index unless a file opts in.
    expect(locs.filter((loc) => /^(\/ro)?\/home-/.test(loc)).sort()).toEqual(['/home-studio/', '/ro/home-studio/'])
    for (const entry of entries) {
      expect(entry.loc.startsWith(`${SITE}/`), entry.loc).toBe(true)
      expect(entry.loc.endsWith('/'), entry.loc).toBe(true)
      expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(await status(request, localPath(entry.loc)), entry.loc).toBe(200)
    }
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })

  test('the blog has an Atom feed and an RSS feed with every post, each leading to its page', async ({ page, request }) => {
    await page.goto('/blog-grid/')
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/blog/feed.xml')
    const atom = await request.get('/blog/feed.xml')
    expect(atom.status()).toBe(200)
    const doc = await parseXml(page, await atom.text())
    const feed = {
      title: first(doc, 'title')?.text,
      entries: all(doc, 'entry').map((e) => ({ title: first(e, 'title')?.text ?? '', link: first(e, 'link')?.attrs.href ?? '', content: first(e, 'content')?.text ?? '' })),
    }
    expect(feed.title).toContain('Northwind Software')
    expect(feed.entries).toHaveLength(18)
    for (const entry of feed.entries) {
      expect(entry.link).toMatch(new RegExp(`^${SITE}/blog/[a-z0-9-]+/$`))
      expect(entry.content.length, entry.title).toBeGreaterThan(500)
      expect(await status(request, localPath(entry.link)), entry.link).toBe(200)
    }
    const rss = await parseXml(page, await (await request.get('/blog/rss.xml')).text())
    expect(all(rss, 'item')).toHaveLength(18)
  })

  test('a post describes itself to search engines: BlogPosting, breadcrumbs and the company', async ({ page }) => {
    await page.goto('/blog/calm-software/')
    const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>))
    const byType = Object.fromEntries(blocks.map((b) => [b['@type'], b]))
    expect(Object.keys(byType).sort()).toEqual(['BlogPosting', 'BreadcrumbList', 'Organization', 'WebPage'])
    expect(byType.WebPage).toMatchObject({ inLanguage: 'en' })
    expect(byType.BlogPosting).toMatchObject({ inLanguage: 'en' })
    const post = byType.BlogPosting as { headline: string; datePublished: string; author: { name: string }; image: string; mainEntityOfPage: string }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.headline)
    expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(post.author.name.length).toBeGreaterThan(2)
    expect(post.mainEntityOfPage).toBe(`${SITE}/blog/calm-software/`)
    const crumbs = (byType.BreadcrumbList as { itemListElement: Array<{ position: number; name: string; item: string }> }).itemListElement
    expect(crumbs.map((c) => c.item)).toEqual([`${SITE}/`, `${SITE}/blog-grid/`, `${SITE}/blog/calm-software/`])
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  })

  test('every page names the company with its S.R.L. details from site.yaml', async ({ page }) => {
    await page.goto('/')
    const org = await page
      .locator('script[type="application/ld+json"]')
      .first()
      .evaluate((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>)
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'Northwind Software',
      legalName: 'Northwind Software S.R.L.',
      taxID: 'RO36419823',
      email: 'hello@northwind.example',
    })
    expect(org.identifier).toMatchObject({ value: 'J40/11872/2016' })
    expect(org.address).toMatchObject({ addressLocality: 'Bucharest', addressCountry: 'Romania' })
  })

  test('pages carry Open Graph and Twitter cards with a picture of their own, or the site card', async ({ page, request }) => {
    for (const [path, image] of [
      ['/services/rpa/', '/media/art/services/rpa.png'],
      ['/case-studies/energetica-erp/', null],
      ['/contact/', '/media/share/default.png'],
    ] as const) {
      await page.goto(path)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title())
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SITE}${path}`)
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
      const og = await page.locator('meta[property="og:image"]').getAttribute('content')
      expect(og, path).toMatch(new RegExp(`^${SITE}/media/.+\\.(png|jpe?g)$`))
      if (image) expect(og).toBe(`${SITE}${image}`)
      expect(await page.locator('meta[name="twitter:image"]').getAttribute('content')).toBe(og)
      const picture = await request.get(localPath(og!))
      expect(picture.status(), og!).toBe(200)
      expect(picture.headers()['content-type']).toMatch(/^image\//)
    }
  })

  test('the favicon set and the web manifest are there', async ({ page, request }) => {
    await page.goto('/')
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = (await (await request.get(manifestHref!)).json()) as { name: string; short_name: string; start_url: string; icons: Array<{ src: string; sizes: string }> }
    expect(manifest.short_name).toBe('Northwind Software')
    expect(manifest.start_url).toBe('/')
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512'])
    const icons = [...manifest.icons.map((i) => i.src), '/favicon.ico', '/favicon.svg', await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')]
    for (const icon of icons) {
      const response = await request.get(icon!)
      expect(response.status(), icon!).toBe(200)
      expect(response.headers()['content-type'], icon!).toMatch(/^image\//)
    }
  })

  test('a home variant is kept out of search engines unless its file opts in (indexed: true), and can still be opened', async ({ page }) => {
    for (const address of ['/home-agency/', '/ro/home-freelancer/']) {
      expect((await page.goto(address))?.status(), address).toBe(200)
      await expect(page.locator('meta[name="robots"]'), address).toHaveAttribute('content', 'noindex')
      await expect(page.locator('link[rel="canonical"]'), address).toHaveCount(0)
    }
    await page.goto('/home-studio/')
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/home-studio/`)
  })

  test('the public build shows visitors no editing tool: no "Edit this page" link on content pages', async ({ page }) => {
    for (const address of ['/services/rpa/', '/blog/calm-software/', '/ro/services/rpa/']) {
      await page.goto(address)
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.getByRole('link', { name: /Edit this page|Editați această pagină/ }), address).toHaveCount(0)
      expect(await page.locator('a[href*="/edit/main/"]').count(), address).toBe(0)
    }
  })
})
