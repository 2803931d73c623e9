import fs from 'node:fs'
import path from 'node:path'
import { getContent, getLocalizedContent, type LocalizedContent } from '../../lib/content'
import { writeVariants } from '../../lib/imageVariants'
import { SYSTEM_LITTER } from '../../lib/content/media'
import { redirectPage, redirectsFile } from '../../lib/redirects'
import * as pagefind from 'pagefind'
import { blogFeeds, feedPath, RSS_PATH } from '../../lib/feed'
import { DEFAULT_LOCALE, LOCALE_INFO, localizeHref, localizePath, LOCALES } from '../../lib/shared/locales'
import { builtRouteTable } from '../../lib/routes'
import { headersFile } from '../../lib/securityHeaders'
import { escapeXml, escapeXmlAttribute } from '../../lib/shared/escape'
import { checkBuiltMarkup, checkBuiltSite, formatLinkProblems, formatMarkupProblems, scanSite } from './checkLinks'
import { checkBuiltHeads, formatHeadProblems } from './checkHeads'
import { StyleCombiner } from './combineStyles'
import { precompress } from './precompress'

/** Where Pagefind writes the search index, under the site's root. */
const SEARCH_DIR = 'pagefind'

/** How long each finishing step took, in ms, for the build's summary line and `npm run bench`. */
export type StepTimes = Record<string, number>

/** Adds what Vike does not make: media files, picture variants, sitemap.xml, robots.txt, _headers. */
export async function finishSite(clientDir: string, times: StepTimes = {}): Promise<void> {
  let last = performance.now()
  const step = (name: string) => {
    const now = performance.now()
    times[name] = Math.round(now - last)
    last = now
  }
  const localized = getLocalizedContent()
  const content = getContent()
  const { site } = content
  if (!fs.existsSync(path.join(clientDir, '404.html'))) throw new Error('404.html was not prerendered')
  // Made first, written last: an address in site.yaml that no header can carry stops the build
  // before the slow steps, not after them.
  const headers = headersFile(site)

  const media = path.join(content.root, 'media')
  // Regular files and folders only: the content check refuses links, and the copy leaves them behind
  // too, so no file from outside the repository is ever published; nor hidden files (a `.htaccess`
  // is a server's configuration) or what an operating system leaves in a folder.
  const publishable = (source: string) => !fs.lstatSync(source).isSymbolicLink() && !path.basename(source).startsWith('.') && !SYSTEM_LITTER.has(path.basename(source))
  if (fs.existsSync(media)) fs.cpSync(media, path.join(clientDir, 'media'), { recursive: true, filter: publishable })

  // Each prerendered page is read once: its stylesheets are combined, and what the steps below need
  // of it is kept, not its HTML.
  const styles = StyleCombiner.fromBuild(clientDir)
  const scans = scanSite(clientDir, { mentions: { contains: '/_img/', pattern: /\/_img\/[^\s"',)]+/g }, rewrite: (html) => styles.rewrite(html) })
  await writeVariants(clientDir, [...new Set([...scans.values()].flatMap((scan) => scan.mentions))], content.root)
  step('stylesheets, media and picture variants')

  const redirects = redirectPages(localized)
  for (const redirect of redirects) {
    const file = path.join(clientDir, redirect.from, 'index.html')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, redirect.html)
  }
  fs.writeFileSync(path.join(clientDir, '_redirects'), redirectsFile(redirects))
  const redirectPaths = new Set(redirects.map((r) => `${r.from.replace(/\/$/, '')}/`))

  // The pages the route table offers to search engines, each with its translations (and English as
  // the default), as their heads name them, and when its own content last changed (the date its
  // <meta name="dcterms.modified"> carries).
  const table = builtRouteTable()
  if (!table) throw new Error('The prerender made no route table (renderer/+onPrerenderStart.ts).')
  const pages = table.routes
    .filter((route) => route.indexed && !redirectPaths.has(route.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((route): SitemapPage => ({
      path: route.path,
      modified: scans.get(`${route.path.slice(1)}index.html`)?.metas.get('dcterms.modified'),
      alternates:
        route.alternates.length > 1
          ? [...route.alternates.map((l) => ({ hreflang: LOCALE_INFO[l].tag, path: route.versions[l] })), { hreflang: 'x-default', path: route.versions[DEFAULT_LOCALE] }]
          : [],
    }))
  fs.writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapFile(pages, site.url))
  fs.writeFileSync(path.join(clientDir, 'robots.txt'), robotsFile(site.url))

  // A feed per language, each with the posts written in it.
  for (const local of Object.values(localized)) {
    const feeds = blogFeeds(local)
    for (const [file, text] of [
      [feedPath(local.locale), feeds.atom],
      [feedPath(local.locale, RSS_PATH), feeds.rss],
    ] as const) {
      fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true })
      fs.writeFileSync(path.join(clientDir, file), text)
    }
  }
  fs.writeFileSync(path.join(clientDir, 'manifest.webmanifest'), webManifest())
  step('redirects, sitemap, feeds')

  // Pagefind indexes the finished pages in a process of its own while this one checks the links and
  // compresses the pages: on two cores the steps overlap instead of adding up.
  const finishSearch = await startSearchIndex(clientDir)
  // Every link and anchor must lead somewhere, and every picture must say what it shows (or alt="").
  const problems = checkBuiltSite(clientDir, { siteUrl: site.url, scans })
  if (problems.length > 0) {
    await pagefind.close()
    throw new Error(formatLinkProblems(problems))
  }
  // No page ships a class name or an attribute that reads "undefined": an element styled by nothing.
  const leaks = checkBuiltMarkup(scans)
  if (leaks.length > 0) {
    await pagefind.close()
    throw new Error(formatMarkupProblems(leaks))
  }
  // Every page says what it is: a title of its own, a description, one h1, its canonical address and
  // its translations (checkHeads.ts).
  const heads = checkBuiltHeads(scans, site, pages)
  if (heads.length > 0) {
    await pagefind.close()
    throw new Error(formatHeadProblems(heads))
  }
  step('link check')
  await precompress(clientDir, { except: SEARCH_DIR })
  step('brotli and gzip')
  await finishSearch()
  await precompress(clientDir, { under: SEARCH_DIR })
  step('search index (the rest of it)')

  fs.writeFileSync(path.join(clientDir, '_headers'), headers)
}

/**
 * The old addresses of site.yaml › redirects, in every language (/ro/service-details leads to
 * /ro/services/…), each with the page a host without redirect rules serves there: in that
 * language, titled with the site's name as that language's site.yaml writes it.
 */
export function redirectPages(localized: LocalizedContent): Array<{ from: string; to: string; html: string }> {
  return LOCALES.flatMap((locale) =>
    localized[DEFAULT_LOCALE].site.redirects.map((r) => {
      const to = localizeHref(r.to, locale)
      return { from: localizePath(r.from, locale), to, html: redirectPage(to, { title: localized[locale].site.name, lang: LOCALE_INFO[locale].tag }) }
    }),
  )
}

/** A page of the sitemap: its address, when its content last changed, and its translations. */
export interface SitemapPage {
  path: string
  /** `YYYY-MM-DD`, from the page's `dcterms.modified`. */
  modified?: string | undefined
  /** The page in every language (`hreflang` a BCP 47 tag or `x-default`); empty when it has no translation. */
  alternates: Array<{ hreflang: string; path: string }>
}

/**
 * sitemap.xml: every page at its full address, with its translations. The addresses and dates are
 * read from the built pages, so they are escaped as any text written into XML.
 */
export function sitemapFile(pages: SitemapPage[], siteUrl: string): string {
  const full = (p: string) => new URL(p, siteUrl).href
  const entries = pages.map(({ path: p, modified, alternates }) => {
    const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXmlAttribute(a.hreflang)}" href="${escapeXmlAttribute(full(a.path))}"/>`).join('')
    return `  <url><loc>${escapeXml(full(p))}</loc>${modified ? `<lastmod>${escapeXml(modified)}</lastmod>` : ''}${links}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}

/**
 * robots.txt, which names the sitemap. The site's address is a checked https:// address (no space
 * or line break can reach here), and the URL parser writes it in its one normal form.
 */
export function robotsFile(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`
}

/** The web app manifest: name, colours and icons for "Add to Home Screen". */
function webManifest(): string {
  const content = getContent()
  const { site } = content
  const icon = (src: string, size: number, purpose = 'any') => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })
  return JSON.stringify(
    {
      name: `${site.name} — ${site.tagline}`,
      short_name: site.name,
      description: site.description,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0b1224',
      theme_color: '#0b1224',
      icons: [icon('/icons/icon-192.png', 192), icon('/icons/icon-512.png', 512), icon('/icons/icon-maskable-512.png', 512, 'maskable')],
    },
    null,
    2,
  )
}

/**
 * Pagefind's entry file with its languages in one order: Pagefind lists them in an order of its
 * own that changes from run to run, and two builds of the same pages must write the same bytes.
 */
function inLanguageOrder(content: Uint8Array): string {
  const entry = JSON.parse(Buffer.from(content).toString('utf8')) as { languages?: Record<string, unknown> }
  if (entry.languages) entry.languages = Object.fromEntries(Object.entries(entry.languages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  return JSON.stringify(entry)
}

/**
 * The site search's index, built with Pagefind from the finished pages into /pagefind/: only each
 * page's <main data-pagefind-body>, so menus and footers do not match every search. Starts the
 * indexing and returns the function that waits for it and writes the index.
 */
async function startSearchIndex(clientDir: string): Promise<() => Promise<void>> {
  const { index, errors } = await pagefind.createIndex({})
  if (!index) {
    await pagefind.close()
    throw new Error(errors.join('\n'))
  }
  const adding = index.addDirectory({ path: clientDir })
  return async () => {
    try {
      const added = await adding
      if (added.errors.length > 0) throw new Error(added.errors.join('\n'))
      // The files are taken from Pagefind and written here: its own writeFiles answers before its
      // files are all on disk, and closing it then cut them short (a stylesheet ended at 32 KB, an
      // empty entry file).
      const made = await index.getFiles()
      if (made.errors.length > 0) throw new Error(made.errors.join('\n'))
      if (!made.files.some((file) => file.path === 'pagefind-entry.json')) throw new Error(`Pagefind made no ${SEARCH_DIR}/pagefind-entry.json: the site search would not start.`)
      for (const file of made.files) {
        const out = path.join(clientDir, SEARCH_DIR, file.path)
        fs.mkdirSync(path.dirname(out), { recursive: true })
        fs.writeFileSync(out, file.path === 'pagefind-entry.json' ? inLanguageOrder(file.content) : file.content)
      }
    } finally {
      await pagefind.close()
    }
  }
}
