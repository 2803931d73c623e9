/**
 * The build's head checks (scripts/lib/checkHeads.ts): every page of every build has a title, a
 * description, one h1, its canonical address and alternates that name each other; each
 * kind of mistake is named with its page.
 */
import { describe, expect, it } from 'vitest'
import { checkBuiltHeads, formatHeadProblems } from '../../scripts/lib/checkHeads'
import { scanPage, type PageScan } from '../../scripts/lib/checkLinks'

const SITE = { name: 'Northwind Software', url: 'https://www.example.com' }

/** A page as the renderer writes its head; `change` replaces parts of it. */
function page(
  path: string,
  change: { lang?: string; title?: string; description?: string; h1?: number; canonical?: string | null; robots?: string; alternates?: Record<string, string> } = {},
): string {
  const lang = change.lang ?? (path.startsWith('/ro/') ? 'ro' : 'en')
  const alternates = Object.entries(change.alternates ?? {})
    .map(([hreflang, p]) => `<link rel="alternate" hreflang="${hreflang}" href="${SITE.url}${p}">`)
    .join('')
  const canonical = change.canonical === null ? '' : `<link rel="canonical" href="${change.canonical ?? `${SITE.url}${path}`}">`
  const robots = change.robots ? `<meta name="robots" content="${change.robots}">` : ''
  return `<!doctype html><html lang="${lang}"><head><title>${change.title ?? `${SITE.name} | Page ${path}`}</title><meta name="description" content="${change.description ?? `What the page ${path} is about, in a sentence.`}">${robots}${canonical}${alternates}</head><body>${'<h1>Heading</h1>'.repeat(change.h1 ?? 1)}</body></html>`
}

function scansOf(pages: Record<string, string>): Map<string, PageScan> {
  return new Map(Object.entries(pages).map(([file, html]) => [file, scanPage(html)]))
}

const both = { en: '/about/', ro: '/ro/about/', 'x-default': '/about/' }

describe('the head of every built page', () => {
  it('a complete site passes: titles, descriptions, one h1, canonicals, alternates that name each other, a not-found page kept out of search', () => {
    const scans = scansOf({
      'index.html': page('/'),
      'about/index.html': page('/about/', { alternates: both }),
      'ro/about/index.html': page('/ro/about/', { alternates: both }),
      '404.html': page('/404.html', { robots: 'noindex', canonical: null }),
      'search/index.html': page('/search/', { robots: 'noindex', canonical: null }),
      'admin/index.html': '<html><title>Content manager</title></html>',
    })
    expect(checkBuiltHeads(scans, SITE)).toEqual([])
  })

  it('a page whose head leaves out the translations the route table gives it, or names others, is named', () => {
    const scans = scansOf({
      'about/index.html': page('/about/'),
      'ro/about/index.html': page('/ro/about/'),
      'team/index.html': page('/team/', { alternates: { en: '/team/', 'x-default': '/team/' } }),
      'post/index.html': page('/post/'),
    })
    const translated = (en: string, ro: string) => [
      { hreflang: 'en', path: en },
      { hreflang: 'ro', path: ro },
      { hreflang: 'x-default', path: en },
    ]
    const indexed = [
      { path: '/about/', alternates: translated('/about/', '/ro/about/') },
      { path: '/ro/about/', alternates: translated('/about/', '/ro/about/') },
      { path: '/team/', alternates: [] },
      // A post in one language only: no alternates in the table, none in its head.
      { path: '/post/', alternates: [] },
    ]
    expect(checkBuiltHeads(scans, SITE, indexed).map((p) => `${p.page}: ${p.problem}`)).toEqual([
      '/about/: its head names the translations (none), but it has (en /about/, ro /ro/about/, x-default /about/), as sitemap.xml lists them',
      '/ro/about/: its head names the translations (none), but it has (en /about/, ro /ro/about/, x-default /about/), as sitemap.xml lists them',
      '/team/: its head names the translations (en /team/, x-default /team/), but it has (none), as sitemap.xml lists them',
    ])
  })

  it('names every page whose head is incomplete, and what is wrong with it', () => {
    const scans = scansOf({
      'a/index.html': page('/a/', { title: 'Just a title' }),
      'b/index.html': page('/b/', { description: ' ' }),
      'c/index.html': page('/c/', { h1: 2 }),
      'd/index.html': page('/d/', { h1: 0 }),
      'e/index.html': page('/e/', { canonical: `${SITE.url}/other/` }),
      'f/index.html': page('/f/', { canonical: null }),
      'g/index.html': page('/g/', { robots: 'noindex' }),
    })
    expect(checkBuiltHeads(scans, SITE).map((p) => `${p.page}: ${p.problem}`)).toEqual([
      '/a/: its title "Just a title" is not "Northwind Software | " and the page\'s own title',
      '/b/: it has no description',
      '/c/: it has 2 h1 headings; a page has exactly one',
      '/d/: it has 0 h1 headings; a page has exactly one',
      '/e/: its canonical address is https://www.example.com/other/, expected https://www.example.com/e/',
      '/f/: its canonical address is missing, expected https://www.example.com/f/',
      '/g/: its canonical address is https://www.example.com/g/, expected none (it is kept out of search engines)',
    ])
  })

  it('a page and its translation name each other with the same alternates', () => {
    const scans = scansOf({
      'about/index.html': page('/about/', { alternates: both }),
      // Drops x-default, and names a translation that names nothing back.
      'ro/about/index.html': page('/ro/about/', { alternates: { en: '/about/', ro: '/ro/about/' } }),
      'team/index.html': page('/team/', { alternates: { en: '/team/', ro: '/ro/team/' } }),
      'ro/team/index.html': page('/ro/team/'),
    })
    const said = checkBuiltHeads(scans, SITE).map((p) => `${p.page}: ${p.problem}`)
    expect(said).toContain('/about/: its alternates (en /about/, ro /ro/about/, x-default /about/) differ from those of /ro/about/ (en /about/, ro /ro/about/)')
    expect(said).toContain('/team/: it names /ro/team/ as its translation (ro), which is not an indexed page with alternates')
    expect(formatHeadProblems(checkBuiltHeads(scans, SITE))).toMatch(/^\d+ pages would be published with an incomplete head:\n {2}\/about\/: /)
  })
})
