import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkBuiltMarkup, checkBuiltSite, formatLinkProblems, formatMarkupProblems, scanPage, scanSite } from '../../scripts/lib/checkLinks'

const siteUrl = 'https://www.example.test'

/** The problems found in a fixture site under tests/fixtures/links, as `page › target: message` lines. */
function problemsIn(site: string): string[] {
  return checkBuiltSite(path.resolve('tests/fixtures/links', site), { siteUrl }).map((p) => `${p.page} › ${p.target}: ${p.message}`)
}

describe('checking the links of a built site', () => {
  it('finds nothing wrong on a site whose links, anchors and images all work', () => {
    // Covers /x/, relative links, queries, percent-encoding, X.html pages, files, redirects,
    // other sites, mailto:, tel:, <a name>, <area>, alt="" and srcset — none of them is a problem.
    expect(problemsIn('clean')).toEqual([])
  })

  it('reports links to pages that do not exist, each once, written as in the HTML', () => {
    expect(problemsIn('missing-page')).toEqual([
      '/ › /nope/: no page at this address',
      '/ › /team/: no page at this address',
      '/ › contact/: no page at this address',
      '/ › https://www.example.test/pricing/: no page at this address',
      '/about/ › /about/history/: no page at this address',
    ])
  })

  it('does not check the canonical and og:url addresses in the head', () => {
    expect(problemsIn('missing-page').join('\n')).not.toContain('not-checked')
  })

  it('treats a full address on another site as external', () => {
    const problems = checkBuiltSite(path.resolve('tests/fixtures/links/missing-page'), { siteUrl: 'https://elsewhere.example' })
    expect(problems.map((p) => p.target)).not.toContain('https://www.example.test/pricing/')
  })

  it('reports a link to a page without its trailing slash: each page has one address', () => {
    expect(problemsIn('no-trailing-slash')).toEqual([
      '/ › /about: link without the trailing slash: write /about/',
      '/ › /about#team: link without the trailing slash: write /about/',
    ])
  })

  it('reports an anchor that is not on the same page', () => {
    expect(problemsIn('missing-anchor-same-page')).toEqual(['/ › #contact: no element with id "contact" on this page'])
  })

  it('reports an anchor that is not on the page linked to', () => {
    expect(problemsIn('missing-anchor-other-page')).toEqual(['/ › /about/#history: no element with id "history" on /about/'])
  })

  it('reports links that go nowhere: "#", an empty href and a script link', () => {
    expect(problemsIn('empty-targets')).toEqual(['/ › : empty link target', '/ › #: empty link target', '/ › javascript:void(0): script link'])
  })

  it('reports an image without alt text, but not a decorative one with alt=""', () => {
    expect(problemsIn('images-without-alt')).toEqual(['/ › /media/logo.svg: image without alt text'])
  })

  it('reports a missing image file, in src and in srcset', () => {
    expect(problemsIn('missing-image-files')).toEqual([
      '/ › /media/gone.png: missing image file',
      '/ › /media/photo,2x.webp: missing image file',
      '/ › /media/photo-1600.webp: missing image file',
    ])
  })

  it('counts the sources in _redirects as pages, with or without the slash, and skips their anchors', () => {
    expect(problemsIn('redirects')).toEqual(['/ › /commented/: no page at this address'])
  })

  it('checks the 404 page too, resolving its relative links from /404.html', () => {
    expect(problemsIn('not-found-page')).toEqual(['/404.html › blog/: no page at this address'])
  })

  it('works without a site address, treating every full address as external', () => {
    const problems = checkBuiltSite(path.resolve('tests/fixtures/links/missing-page'))
    expect(problems.map((p) => p.target)).toEqual(['/nope/', '/team/', 'contact/', '/about/history/'])
  })
})

describe('the link report', () => {
  it('starts with a count, then one line per problem saying where and what', () => {
    const report = formatLinkProblems([
      { page: '/blog/x/', target: '/nope/', message: 'no page at this address' },
      { page: '/blog/x/', target: '/media/a.png', message: 'missing image file', kind: 'image' },
    ])
    expect(report).toBe(['2 broken links to fix:', '  ✗ /blog/x/ › link "/nope/": no page at this address', '  ✗ /blog/x/ › image "/media/a.png": missing image file'].join('\n'))
  })

  it('says "link" for a single problem, and says so plainly when there is none', () => {
    expect(formatLinkProblems([{ page: '/', target: '#', message: 'empty link target' }])).toBe('1 broken link to fix:\n  ✗ / › link "#": empty link target')
    expect(formatLinkProblems([])).toBe('No broken links found.')
  })

  it('reads the same for a real fixture site', () => {
    const report = formatLinkProblems(checkBuiltSite(path.resolve('tests/fixtures/links/images-without-alt'), { siteUrl }))
    expect(report).toBe('1 broken link to fix:\n  ✗ / › image "/media/logo.svg": image without alt text')
  })
})

describe('reading a built page once for every finishing step', () => {
  const html = [
    '<!doctype html><html><head>',
    '<meta name="robots" content="noindex"><meta name="dcterms.modified" content="2026-03-01">',
    '<meta property="og:image" content="https://www.example.test/_img/cover-1200.webp">',
    '<script type="application/ld+json">{"image":"https://www.example.test/_img/logo-512.png"}</script>',
    '</head><body><main id="main">',
    '<a href="/a/">A</a><a href="/a/">A again</a><a name="old-anchor"></a>',
    '<img src="/_img/hero-640.avif" srcset="/_img/hero-640.avif 640w, /_img/hero-1280.avif 1280w" alt="">',
    '<p>Written about /_img/ in a sentence ends at the space.</p>',
    '</main></body></html>',
  ].join('')

  it('collects the meta tags, ids, distinct links and every mention of a pattern, in attributes and inline scripts', () => {
    const scan = scanPage(html, { contains: '/_img/', pattern: /\/_img\/[^\s"',)]+/g })
    expect(scan.metas.get('robots')).toBe('noindex')
    expect(scan.metas.get('dcterms.modified')).toBe('2026-03-01')
    expect([...scan.ids].sort()).toEqual(['main', 'old-anchor'])
    expect(scan.links).toEqual(['/a/'])
    expect(scan.srcsetUrls).toEqual(['/_img/hero-640.avif', '/_img/hero-1280.avif'])
    expect(new Set(scan.mentions)).toEqual(new Set(['/_img/cover-1200.webp', '/_img/logo-512.png', '/_img/hero-640.avif', '/_img/hero-1280.avif']))
  })

  it('gives the same answer when the check reuses the pages scanSite read', () => {
    const dir = path.resolve('tests/fixtures/links/missing-page')
    expect(checkBuiltSite(dir, { siteUrl, scans: scanSite(dir) })).toEqual(checkBuiltSite(dir, { siteUrl }))
  })
})

describe('values a template wrote for something missing', () => {
  const leaksOf = (html: string) => scanPage(html).leaks.map((l) => `<${l.tag} ${l.attribute}="${l.value}">`)

  it('finds a class name "undefined" among others, and attributes that are only "undefined", "null", "NaN" or hold "[object Object]"', () => {
    const html = [
      '<section class="_hero_1 undefined"><h2 class="title">Hi</h2></section>',
      '<a href="/x/" aria-label="undefined">x</a>',
      '<span data-count="NaN"></span>',
      '<div class="null"></div>',
      '<img src="/a.png" alt="[object Object]">',
    ].join('')
    expect(leaksOf(html)).toEqual([
      '<section class="_hero_1 undefined">',
      '<a aria-label="undefined">',
      '<span data-count="NaN">',
      '<div class="null">',
      '<img alt="[object Object]">',
    ])
  })

  it('leaves words that only contain those letters, and text, alone', () => {
    const html =
      '<p class="nullable undefined-ish">undefined behaviour is not a class name</p><img src="/a.png" alt="Null Island, where no map has data"><meta name="description" content="NaN bread">'
    expect(leaksOf(html)).toEqual([])
  })

  it('names the page and the element in the build report', () => {
    const scans = new Map([
      ['blog/x/index.html', scanPage('<div class="_card_1 undefined"></div>')],
      ['index.html', scanPage('<p>fine</p>')],
    ])
    expect(formatMarkupProblems(checkBuiltMarkup(scans))).toBe(
      [
        '1 attribute says what a template writes for a missing value (a misspelt style name, a field the template does not have):',
        '  ✗ /blog/x/ › <div class="_card_1 undefined">',
      ].join('\n'),
    )
  })
})
