import type { Element, Root } from 'hast'
import { fromHtml } from 'hast-util-from-html'
import { toString } from 'hast-util-to-string'
import { visit } from 'unist-util-visit'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadLocalizedContent, type LocalizedContent } from '../../lib/content'
import { isWebAddress } from '../../lib/content/urls'
import { blogFeeds } from '../../lib/feed'
import { redirectPage } from '../../lib/redirects'
import { headersFile, parseHeaderRules } from '../../lib/securityHeaders'
import { escapeHtml, escapeHtmlAttribute, escapeXml, escapeXmlAttribute, jsonInScript } from '../../lib/shared/escape'
import { redirectPages, robotsFile, sitemapFile } from '../../scripts/lib/finishSite'
import { contentWith, readFixture } from './helpers'

/**
 * Text from content reaches HTML and XML that the build writes by hand (outside React): the
 * redirect pages, the feeds, the sitemap, `_headers`. Each writer gets names that would run a script,
 * break out of an attribute, be read as an entity or split a line, and its output must parse with no
 * element the content did not ask for, giving back exactly the text the editor wrote.
 */
const HOSTILE = [
  '</script><script>alert(2)</script>',
  '"><img src=x onerror=alert(1)>',
  '&amp;',
  `"Quotes" & 'apostrophes'`,
  'First line\nsecond line',
  // Out of a CDATA section and into the feed's own markup.
  'a]]>b]]><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(3)</x:script>',
]

/** Every element of an HTML document, by name. */
function elements(tree: Root): Element[] {
  const found: Element[] = []
  visit(tree, 'element', (node) => {
    found.push(node)
  })
  return found
}

// ---------------------------------------------------------------------------------------------
// A strict XML reader, small on purpose: well-formed or an error (htmlparser2 and browsers'
// HTML parsers forgive what a feed reader's XML parser refuses, such as `<` in an attribute).

interface XmlElement {
  name: string
  attrs: Record<string, string>
  children: Array<XmlElement | string>
}

const NAME = String.raw`[A-Za-z_][\w.:-]*`
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(raw: string, where: string): string {
  if (raw.includes('<')) throw new Error(`bare < in ${where}: ${raw}`)
  if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(raw)) throw new Error(`bare & in ${where}: ${raw}`)
  return raw.replace(REFERENCE, (_, named: string | undefined, dec: string | undefined, hex: string | undefined) =>
    named ? NAMED[named]! : String.fromCodePoint(dec ? Number(dec) : parseInt(hex!, 16)),
  )
}

function parseXml(text: string): XmlElement {
  const token = new RegExp(
    String.raw`<\?xml[^?]*\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|</(${NAME})\s*>|<(${NAME})((?:\s+${NAME}\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(/?)>|([^<]+)|(<)`,
    'y',
  )
  const root: XmlElement = { name: '#document', attrs: {}, children: [] }
  const open: XmlElement[] = [root]
  while (token.lastIndex < text.length) {
    const at = token.lastIndex
    const m = token.exec(text)
    if (!m) throw new Error(`unreadable XML at ${at}: ${text.slice(at, at + 60)}`)
    const [, cdata, close, name, attrs, selfClosing, chars, stray] = m
    const current = open.at(-1)!
    if (stray) throw new Error(`stray < at ${at}: ${text.slice(at, at + 60)}`)
    if (cdata !== undefined) current.children.push(cdata)
    else if (chars !== undefined) {
      if (chars.includes(']]>')) throw new Error(`]]> in text at ${at}`)
      current.children.push(decode(chars, 'text'))
    } else if (close) {
      if (current.name !== close) throw new Error(`</${close}> closes <${current.name}>`)
      open.pop()
    } else if (name) {
      const element: XmlElement = { name, attrs: {}, children: [] }
      for (const a of (attrs ?? '').matchAll(new RegExp(String.raw`(${NAME})\s*=\s*(?:"([^"]*)"|'([^']*)')`, 'g'))) {
        if (a[1]! in element.attrs) throw new Error(`attribute ${a[1]} twice on <${name}>`)
        // Attribute-value normalisation: a bare tab or line break is read as a space.
        element.attrs[a[1]!] = decode((a[2] ?? a[3]!).replace(/[\t\n\r]/g, ' '), `attribute ${a[1]}`)
      }
      current.children.push(element)
      if (!selfClosing) open.push(element)
    }
  }
  if (open.length !== 1) throw new Error(`<${open.at(-1)!.name}> is never closed`)
  const roots = root.children.filter((c): c is XmlElement => typeof c !== 'string')
  if (roots.length !== 1 || root.children.some((c) => typeof c === 'string' && c.trim())) throw new Error('not one root element')
  return roots[0]!
}

const textOf = (el: XmlElement): string => el.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('')
const all = (el: XmlElement, name: string): XmlElement[] => el.children.flatMap((c) => (typeof c === 'string' ? [] : [...(c.name === name ? [c] : []), ...all(c, name)]))
const child = (el: XmlElement, name: string): XmlElement | undefined => el.children.find((c): c is XmlElement => typeof c !== 'string' && c.name === name)
/** Every element name in the document, with its namespace prefix taken off. */
const localNames = (el: XmlElement): string[] => [el.name.replace(/^.*:/, ''), ...el.children.flatMap((c) => (typeof c === 'string' ? [] : localNames(c)))]

/**
 * The text a feed reader shows for an Atom text construct: plain text as it is, `type="html"` read
 * as HTML (which must then hold no element at all: a title is text).
 */
function atomText(el: XmlElement): string {
  if (el.attrs.type !== 'html') return textOf(el)
  const tree = fromHtml(textOf(el), { fragment: true })
  expect(elements(tree).map((e) => e.tagName)).toEqual([])
  return toString(tree)
}

describe('the escaping functions', () => {
  it('escape what ends text or an attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(`&lt;a href="x"&gt;Tom &amp; 'Jerry'&lt;/a&gt;`)
    expect(escapeHtmlAttribute(`"><b x='y'>&amp;`)).toBe('&quot;&gt;&lt;b x=&#39;y&#39;&gt;&amp;amp;')
    expect(escapeXml('a]]>b & c\r\n')).toBe('a]]&gt;b &amp; c&#13;\n')
    expect(escapeXmlAttribute('"a"\tb\nc\'')).toBe('&quot;a&quot;&#9;b&#10;c&apos;')
    // Characters XML cannot carry at all are left out rather than breaking the document.
    expect(escapeXml('bell\u0007 and \ud800 lone')).toBe('bell and  lone')
    expect(escapeXml('emoji 😀 stays')).toBe('emoji 😀 stays')
  })

  it('write JSON into a script element that no text can end, and that reads back as it was', () => {
    for (const text of HOSTILE) {
      const value = { name: text, list: [text, '<!-- a comment -->'] }
      const html = `<script type="application/json">${jsonInScript(value)}</script><p>after</p>`
      const tree = fromHtml(html, { fragment: true })
      const [script, after] = tree.children as Element[]
      expect(script?.tagName).toBe('script')
      expect(JSON.parse(toString(script!))).toEqual(value)
      expect(after?.tagName).toBe('p')
    }
  })
})

describe('a redirect page', () => {
  for (const name of HOSTILE) {
    it(`keeps the site's name ${JSON.stringify(name)} as text`, () => {
      const html = redirectPage('/services/alpha/', { title: name, lang: 'ro' })
      const tree = fromHtml(html)
      const names = elements(tree).map((e) => e.tagName)
      expect(names).not.toContain('script')
      expect(names).not.toContain('img')
      expect(names.sort()).toEqual(['a', 'body', 'head', 'html', 'link', 'meta', 'meta', 'meta', 'p', 'title'])
      const [title] = elements(tree).filter((e) => e.tagName === 'title')
      const [link] = elements(tree).filter((e) => e.tagName === 'a')
      expect(toString(title!)).toBe(name)
      expect(toString(link!)).toBe(name)
      expect(link!.properties.href).toBe('/services/alpha/')
      expect(elements(tree).find((e) => e.tagName === 'html')!.properties.lang).toBe('ro')
    })
  }

  it('keeps a hostile address inside its attributes', () => {
    const to = `/x/"><script>alert(1)</script>?a=1&b='2'`
    const tree = fromHtml(redirectPage(to, { title: 'Site', lang: 'en' }))
    expect(elements(tree).map((e) => e.tagName)).not.toContain('script')
    expect(elements(tree).find((e) => e.tagName === 'a')!.properties.href).toBe(to)
    expect(elements(tree).find((e) => e.tagName === 'meta' && e.properties.httpEquiv)!.properties.content).toBe(`0;url=${to}`)
  })
})

describe('what the build writes from the content', () => {
  let localized: LocalizedContent
  const site = readFixture('site.en.yaml')
  const post = readFixture('blog/first-post.en.md')
  const blog = readFixture('pages/blog.en.yaml')
  const yamlText = (s: string) => JSON.stringify(s)

  beforeAll(() => {
    // Hostile names in the files, where editors write them: they pass the content check.
    const changes: Record<string, string> = {
      'site.en.yaml': site
        .replace('name: Northwind Software', `name: ${yamlText(HOSTILE[0]!)}`)
        .replace('legalName: Northwind Software S.R.L.', `legalName: ${yamlText(HOSTILE[3]!)}`),
      'site.ro.yaml': site.replace('name: Northwind Software', `name: ${yamlText(`Nord ${HOSTILE[1]}`)}`),
      'pages/blog.en.yaml': blog.replace('title: Blog\n', `title: ${yamlText(HOSTILE[2]!)}\n`).replace('- name: Ana Pop', `- name: ${yamlText(HOSTILE[1]!)}`),
      'blog/first-post.en.md': post.replace('author: Ana Pop', `author: ${yamlText(HOSTILE[1]!)}`),
      'blog/second-post.en.md': readFixture('blog/second-post.en.md').replace('author: Ana Pop', `author: ${yamlText(HOSTILE[1]!)}`),
    }
    HOSTILE.forEach((title, i) => {
      changes[`blog/hostile-${i}.en.md`] = post
        .replace('title: First Post', `title: ${yamlText(title)}`)
        .replace('summary: The first post.', `summary: ${yamlText(HOSTILE[(i + 1) % HOSTILE.length]!)}`)
        .replace('tags: [product]', `tags: [${HOSTILE.map(yamlText).join(', ')}]`)
        .replace('author: Ana Pop', `author: ${yamlText(HOSTILE[1]!)}`)
    })
    localized = loadLocalizedContent({ root: contentWith(changes), includeDrafts: false })
  }, 60_000)

  it("the redirect pages: in the language of their address, titled with that language's name of the site, which stays text", () => {
    const pages = redirectPages(localized)
    expect(pages.map((p) => p.from)).toEqual(['/works-showcase', '/portfolio-details', '/service-details', '/ro/works-showcase', '/ro/portfolio-details', '/ro/service-details'])
    for (const page of pages) {
      const tree = fromHtml(page.html)
      const ro = page.from.startsWith('/ro/')
      expect(
        elements(tree).map((e) => e.tagName),
        page.from,
      ).not.toContain('script')
      expect(
        elements(tree).map((e) => e.tagName),
        page.from,
      ).not.toContain('img')
      expect(elements(tree).find((e) => e.tagName === 'html')!.properties.lang, page.from).toBe(ro ? 'ro' : 'en')
      expect(toString(elements(tree).find((e) => e.tagName === 'title')!), page.from).toBe(ro ? `Nord ${HOSTILE[1]}` : HOSTILE[0])
      expect(elements(tree).find((e) => e.tagName === 'a')!.properties.href, page.from).toBe(page.to)
    }
    expect(pages.find((p) => p.from === '/ro/service-details')!.to).toBe('/ro/services/alpha/')
  })

  it('the Atom feed: well-formed, no element but its own, every name and title as written', () => {
    const { atom } = blogFeeds(localized.en)
    const feed = parseXml(atom)
    expect(feed.name).toBe('feed')
    expect(localNames(feed)).not.toContain('script')
    expect(atomText(child(feed, 'title')!)).toBe(`${HOSTILE[0]} — ${HOSTILE[2]}`)
    expect(textOf(child(child(feed, 'author')!, 'name')!)).toBe(HOSTILE[0])
    expect(textOf(child(feed, 'rights')!)).toBe(`© ${HOSTILE[3]}`)
    const entries = all(feed, 'entry')
    expect(entries).toHaveLength(HOSTILE.length + 2)
    HOSTILE.forEach((title, i) => {
      const entry = entries.find((e) => child(e, 'link')!.attrs.href === `https://www.northwind.example/blog/hostile-${i}/`)!
      expect(atomText(child(entry, 'title')!)).toBe(title)
      expect(atomText(child(entry, 'summary')!)).toBe(HOSTILE[(i + 1) % HOSTILE.length])
      expect(textOf(child(child(entry, 'author')!, 'name')!)).toBe(HOSTILE[1])
      // Every category names its term (Atom requires it), the tags exactly as written (bare line breaks in an attribute would be read as spaces).
      expect(all(entry, 'category').map((c) => c.attrs.term)).toEqual(['Product', ...HOSTILE])
      // The post's text is HTML, escaped once: the reader gets the Markdown's HTML back.
      const content = child(entry, 'content')!
      expect(content.attrs.type).toBe('html')
      expect(textOf(content)).toBe('<p>Hello.</p>')
    })
  })

  it('the RSS feed: well-formed, no element but its own, every name and title as written', () => {
    const { rss } = blogFeeds(localized.en)
    const doc = parseXml(rss)
    expect(doc.name).toBe('rss')
    expect(localNames(doc)).not.toContain('script')
    const channel = child(doc, 'channel')!
    expect(textOf(child(channel, 'title')!)).toBe(`${HOSTILE[0]} — ${HOSTILE[2]}`)
    expect(textOf(child(channel, 'copyright')!)).toBe(`© ${HOSTILE[3]}`)
    const items = all(channel, 'item')
    HOSTILE.forEach((title, i) => {
      const item = items.find((e) => textOf(child(e, 'link')!) === `https://www.northwind.example/blog/hostile-${i}/`)!
      expect(textOf(child(item, 'title')!)).toBe(title)
      // An item's description is HTML to RSS readers: the summary, read as HTML, is the summary.
      const description = fromHtml(textOf(child(item, 'description')!), { fragment: true })
      expect(elements(description)).toEqual([])
      expect(toString(description)).toBe(HOSTILE[(i + 1) % HOSTILE.length])
      expect(textOf(child(item, 'dc:creator')!)).toBe(HOSTILE[1])
      expect(all(item, 'category').map(textOf)).toEqual(['Product', ...HOSTILE])
    })
  })

  it('the feeds of the other language are well-formed too', () => {
    const feeds = blogFeeds(localized.ro)
    expect(localNames(parseXml(feeds.atom))).not.toContain('script')
    expect(localNames(parseXml(feeds.rss))).not.toContain('script')
  })
})

describe('the sitemap and robots.txt', () => {
  it('keep hostile addresses, dates and language tags inside their elements and attributes', () => {
    const pages = HOSTILE.map((text, i) => ({
      path: `/p${i}/${text}/`,
      modified: text,
      alternates: [
        { hreflang: text, path: `/p${i}/${text}/` },
        { hreflang: 'x-default', path: '/' },
      ],
    }))
    const urlset = parseXml(sitemapFile(pages, 'https://www.example.com'))
    expect(urlset.name).toBe('urlset')
    expect(localNames(urlset)).not.toContain('script')
    const urls = all(urlset, 'url')
    expect(urls).toHaveLength(HOSTILE.length)
    urls.forEach((url, i) => {
      const text = HOSTILE[i]!
      const expected = new URL(`/p${i}/${text}/`, 'https://www.example.com').href
      expect(textOf(child(url, 'loc')!)).toBe(expected)
      expect(textOf(child(url, 'lastmod')!)).toBe(text)
      const [alternate] = all(url, 'xhtml:link')
      expect(alternate!.attrs.hreflang).toBe(text)
      expect(alternate!.attrs.href).toBe(expected)
    })
  })

  it('robots.txt names the sitemap on one line', () => {
    expect(robotsFile('https://www.example.com')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n')
    // The URL parser drops line breaks from an address: nothing can start a line of its own.
    expect(robotsFile('https://www.example.com/\nDisallow: /').split('\n')).toEqual(['User-agent: *', 'Allow: /', '', 'Sitemap: https://www.example.com/sitemap.xml', ''])
  })
})

describe('_headers', () => {
  const blocks = ['/*', '/admin/*', '/media/*', '/assets/*', '/_img/*']
  const names = [
    'Content-Security-Policy',
    'Strict-Transport-Security',
    'X-Content-Type-Options',
    'Referrer-Policy',
    'Permissions-Policy',
    'X-Frame-Options',
    'Cross-Origin-Opener-Policy',
  ]
  const directives = (csp: string) => csp.split(';').map((d) => d.trim().split(/\s+/)[0])

  it('the content check refuses line breaks and spaces in the addresses that reach it', () => {
    for (const value of ['https://auth.example.com\n/admin/*', 'https://auth.example.com/\r\nX-Evil: 1', 'https://a.example.com x-evil'])
      expect(isWebAddress(value), value).toBe(false)
  })

  it('keeps its blocks and headers whatever the addresses and ids of site.yaml hold', () => {
    const file = headersFile(
      {
        analytics: { googleAnalyticsId: 'G-AB12\nX-Evil: 1', clarityId: 'k2x9\n/evil/*', webVitalsEndpoint: 'https://vitals.example.com/\n  X-Evil: 1' },
        repository: { cmsAuthUrl: 'https://auth.example.com\n/admin/*\n  X-Evil: 1' },
      },
      'https://api.emailjs.com/\nX-Evil: 1',
    )
    const rules = parseHeaderRules(file)
    expect(rules.map((r) => r.path)).toEqual(blocks)
    expect(Object.keys(rules[0]!.set)).toEqual(names)
    expect(Object.keys(rules[1]!.set)).toEqual(['Content-Security-Policy', 'Cross-Origin-Opener-Policy', 'X-Robots-Tag', 'Cache-Control'])
    expect(file).not.toContain('X-Evil')
    expect(rules[1]!.set['Content-Security-Policy']).toContain('https://auth.example.com')
    expect(rules[0]!.set['Content-Security-Policy']).toContain('https://vitals.example.com')
  })

  it('allows plain http:// for the e-mail service and the sign-in only on this machine', () => {
    for (const address of ['http://api.emailjs.com', 'http://evil.example:8080/send', 'http://localhost.evil.example', 'http://127.0.0.1.evil.example']) {
      expect(() => headersFile({ analytics: {} }, address), address).toThrow(
        `VITE_EMAILJS_ORIGIN "${address}" cannot be allowed in the Content-Security-Policy: it must start with https://`,
      )
      expect(() => headersFile({ analytics: {}, repository: { cmsAuthUrl: address } }, 'https://api.emailjs.com'), address).toThrow(
        /repository\.cmsAuthUrl .* must start with https:\/\//,
      )
    }
    for (const address of ['http://localhost:4010', 'http://127.0.0.1:4010/api', 'https://api.emailjs.com']) {
      expect(parseHeaderRules(headersFile({ analytics: {} }, address))[0]!.set['Content-Security-Policy'], address).toContain(new URL(address).origin)
    }
  })

  it('never lets an address end a policy directive or start a second policy', () => {
    // The content check refuses these (tests/unit/content-urls.test.ts); the headers refuse them too, whoever passes them.
    for (const address of ['https://vitals.example.com;report-uri', "https://vitals.example.com'unsafe-inline'", 'https://a.example.com,b']) {
      expect(isWebAddress(address), address).toBe(false)
      expect(() => headersFile({ analytics: { webVitalsEndpoint: address } }, 'https://api.emailjs.com'), address).toThrow(/analytics\.webVitalsEndpoint/)
      expect(() => headersFile({ analytics: {}, repository: { cmsAuthUrl: address } }, 'https://api.emailjs.com'), address).toThrow(/repository\.cmsAuthUrl/)
    }
    const csp = parseHeaderRules(headersFile({ analytics: { webVitalsEndpoint: 'https://vitals.example.com/c' } }, 'https://api.emailjs.com'))[0]!.set['Content-Security-Policy']!
    expect(new Set(directives(csp)).size).toBe(directives(csp).length)
    expect(csp).not.toContain(',')
  })
})
