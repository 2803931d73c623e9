import fs from 'node:fs'
import { selectAll, selectOne } from 'css-select'
import type { AnyNode, Element } from 'domhandler'
import { describe, expect, test } from 'vitest'
import { builtFile, builtPage, builtXml, isBuilt, textOf } from './support/builtPage'
import { jsonLd, landmarks, pictureKind, redirectsAway } from './support/queries'

const SITE = 'https://www.northwind.example'

const localPath = (url: string) => new URL(url).pathname

/** Every element called `name` under `root`, at any depth, and the first of them (XML names are case-sensitive). */
const all = (root: AnyNode, name: string) => selectAll<AnyNode, Element>(name, root, { xmlMode: true })
const first = (root: AnyNode, name: string) => selectOne<AnyNode, Element>(name, root, { xmlMode: true })

describe('search engines and sharing', () => {
  const redirects = redirectsAway()

  test('sitemap.xml lists every public page with the date its content last changed, and each is built', () => {
    const entries = all(builtXml('/sitemap.xml'), 'url').map((u) => {
      const loc = first(u, 'loc')
      const lastmod = first(u, 'lastmod')
      return { loc: loc ? textOf(loc) : '', lastmod: lastmod ? textOf(lastmod) : '' }
    })
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
    // The home variants are other layouts of the one home page: out of the index unless site.yaml › layouts › home names one (the fixture names /home-studio/).
    expect(locs.filter((loc) => /^(\/ro)?\/home-/.test(loc)).sort()).toEqual(['/home-studio/', '/ro/home-studio/'])
    for (const entry of entries) {
      expect(entry.loc.startsWith(`${SITE}/`), entry.loc).toBe(true)
      expect(entry.loc.endsWith('/'), entry.loc).toBe(true)
      expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      // What the host answers 200 with: a page of the build that no redirect of _redirects moves elsewhere.
      expect(isBuilt(localPath(entry.loc)), entry.loc).toBe(true)
      expect(redirects(localPath(entry.loc)), entry.loc).toBe(false)
    }
    expect(fs.readFileSync(builtFile('/robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })

  test('the blog has an Atom feed and an RSS feed with every post, each leading to its page', () => {
    const blog = builtPage('/blog-grid/')
    expect(blog.all('link[rel="alternate"][type="application/atom+xml"]').map((link) => link.attribs.href)).toEqual(['/blog/feed.xml'])
    expect(isBuilt('/blog/feed.xml')).toBe(true)
    const doc = builtXml('/blog/feed.xml')
    const title = first(doc, 'title')
    const feed = {
      title: title ? textOf(title) : undefined,
      entries: all(doc, 'entry').map((e) => {
        const [entryTitle, link, content] = [first(e, 'title'), first(e, 'link'), first(e, 'content')]
        return { title: entryTitle ? textOf(entryTitle) : '', link: link?.attribs.href ?? '', content: content ? textOf(content) : '' }
      }),
    }
    expect(feed.title).toContain('Northwind Software')
    expect(feed.entries).toHaveLength(18)
    for (const entry of feed.entries) {
      expect(entry.link).toMatch(new RegExp(`^${SITE}/blog/[a-z0-9-]+/$`))
      expect(entry.content.length, entry.title).toBeGreaterThan(500)
      expect(isBuilt(localPath(entry.link)), entry.link).toBe(true)
      expect(redirects(localPath(entry.link)), entry.link).toBe(false)
    }
    expect(all(builtXml('/blog/rss.xml'), 'item')).toHaveLength(18)
  })

  test('a post describes itself to search engines: BlogPosting, breadcrumbs and the company', () => {
    const page = builtPage('/blog/calm-software/')
    const byType = Object.fromEntries(jsonLd(page).map((b) => [b['@type'], b]))
    expect(Object.keys(byType).sort()).toEqual(['BlogPosting', 'BreadcrumbList', 'Organization', 'WebPage'])
    expect(byType.WebPage).toMatchObject({ inLanguage: 'en' })
    expect(byType.BlogPosting).toMatchObject({ inLanguage: 'en' })
    const post = byType.BlogPosting as { headline: string; datePublished: string; author: { name: string }; image: string; mainEntityOfPage: string }
    expect(page.h1).toEqual([post.headline])
    expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(post.author.name.length).toBeGreaterThan(2)
    expect(post.mainEntityOfPage).toBe(`${SITE}/blog/calm-software/`)
    const crumbs = (byType.BreadcrumbList as { itemListElement: Array<{ position: number; name: string; item: string }> }).itemListElement
    expect(crumbs.map((c) => c.item)).toEqual([`${SITE}/`, `${SITE}/blog-grid/`, `${SITE}/blog/calm-software/`])
    expect(page.meta('og:type')).toBe('article')
  })

  test('every page names the company with its S.R.L. details from site.yaml', () => {
    const org = jsonLd(builtPage('/'))[0]!
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

  test('pages carry Open Graph and Twitter cards with a picture of their own, or the site card', () => {
    for (const [path, image] of [
      ['/services/rpa/', '/media/art/services/rpa.png'],
      ['/case-studies/energetica-erp/', null],
      ['/contact/', '/media/share/default.png'],
    ] as const) {
      const page = builtPage(path)
      expect(page.meta('og:title'), path).toBe(page.title)
      expect(page.meta('og:url'), path).toBe(`${SITE}${path}`)
      expect(page.meta('twitter:card'), path).toBe('summary_large_image')
      const og = page.meta('og:image')
      expect(og, path).toMatch(new RegExp(`^${SITE}/media/.+\\.(png|jpe?g)$`))
      if (image) expect(og).toBe(`${SITE}${image}`)
      expect(page.meta('twitter:image'), path).toBe(og)
      expect(isBuilt(localPath(og!)), og).toBe(true)
      expect(pictureKind(builtFile(localPath(og!))), og).toMatch(/^(png|jpeg)$/)
    }
  })

  test('the favicon set and the web manifest are there', () => {
    const page = builtPage('/')
    const manifestHref = page.one('link[rel="manifest"]').attribs.href!
    const manifest = JSON.parse(fs.readFileSync(builtFile(manifestHref), 'utf8')) as {
      name: string
      short_name: string
      start_url: string
      icons: Array<{ src: string; sizes: string }>
    }
    expect(manifest.short_name).toBe('Northwind Software')
    expect(manifest.start_url).toBe('/')
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512'])
    const icons = [...manifest.icons.map((i) => i.src), '/favicon.ico', '/favicon.svg', page.one('link[rel="apple-touch-icon"]').attribs.href!]
    for (const icon of icons) {
      expect(isBuilt(icon), icon).toBe(true)
      expect(pictureKind(builtFile(icon)), icon).toBeDefined()
    }
  })

  test('a home variant is kept out of search engines unless site.yaml › layouts › home names it, and is still built', () => {
    for (const address of ['/home-agency/', '/ro/home-freelancer/']) {
      expect(isBuilt(address), address).toBe(true)
      const page = builtPage(address)
      expect(
        page.all('meta[name="robots"]').map((meta) => meta.attribs.content),
        address,
      ).toEqual(['noindex'])
      expect(page.all('link[rel="canonical"]'), address).toHaveLength(0)
    }
    const studio = builtPage('/home-studio/')
    expect(studio.all('meta[name="robots"]')).toHaveLength(0)
    expect(studio.all('link[rel="canonical"]').map((link) => link.attribs.href)).toEqual([`${SITE}/home-studio/`])
  })

  test('the public build shows visitors no editing tool: no "Edit this page" link on content pages', () => {
    for (const address of ['/services/rpa/', '/blog/calm-software/', '/ro/services/rpa/']) {
      const page = builtPage(address)
      expect(landmarks(page, 'contentinfo'), address).toHaveLength(1)
      expect(page.named('a', /Edit this page|Editați această pagină/i), address).toHaveLength(0)
      expect(page.all('a[href*="/edit/main/"]'), address).toHaveLength(0)
    }
  })
})
