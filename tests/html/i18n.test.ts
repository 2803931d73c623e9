import path from 'node:path'
import { selectAll, selectOne } from 'css-select'
import { type AnyNode, type Element } from 'domhandler'
import { DomUtils } from 'htmlparser2'
import { describe, expect, test } from 'vitest'
import { formatLanguageProblems, languageProblems } from '../e2e/support/languageCrawl'
import { e2eSettings } from '../../scripts/lib/testSites/settings'
import { type BuiltPage, builtPage, builtXml, textOf } from './support/builtPage'
import { alternatesOf, ancestors, banner, builtText, byText, contentinfo } from './support/queries'

/**
 * The site in Romanian, on the fixture site: every file has its Romanian translation beside it
 * except fourteen of the sixteen blog posts (calm-software and our-first-horizon-europe-consortium
 * are translated).
 */

/** The language switcher of the page's header (not the one in the closed menu). */
function switcher(page: BuiltPage, name: 'Language' | 'Limba'): Element {
  const found = page.named('nav:not(dialog nav)', name, banner(page))
  expect(found, `${page.address}: ${name}`).toHaveLength(1)
  return found[0]!
}

/** The one link named `name` (a string matches exactly) in `within`. */
function link(page: BuiltPage, name: string | RegExp, within?: Element): Element {
  const found = page.named('a', name, within)
  expect(found, `${page.address}: link ${name}`).toHaveLength(1)
  return found[0]!
}

const lang = (page: BuiltPage) => page.one('html').attribs.lang

describe('the language switcher', () => {
  test('leads to the same page in the other language, with plain links that name their language', () => {
    const english = builtPage('/services/rpa/')
    expect(lang(english)).toBe('en')
    expect(english.h1).toEqual(['Robotic Process Automation'])
    const languages = switcher(english, 'Language')
    // Both languages are in it: the page's own one marked (aria-current, and a tick drawn beside
    // its short form, not colour alone), not linked; the other one a link.
    expect(english.texts('li', languages)).toEqual(['ENEnglish', 'RORomână'])
    const current = english.all('[aria-current="true"]', languages)
    expect(current.map((el) => textOf(el))).toEqual(['ENEnglish'])
    expect(current[0]!.attribs.lang).toBe('en')
    expect(english.all('svg', current[0])).toHaveLength(1)
    expect(english.all('a', current[0])).toHaveLength(0)
    const romanian = link(english, 'Română', languages)
    expect(romanian.attribs.href).toBe('/ro/services/rpa/')
    expect(romanian.attribs.hreflang).toBe('ro')
    expect(romanian.attribs.lang).toBe('ro')

    const ro = builtPage('/ro/services/rpa/')
    expect(lang(ro)).toBe('ro')
    expect(ro.h1).toEqual(['Automatizarea robotică a proceselor'])
    expect(ro.all('[aria-current="true"] svg', switcher(ro, 'Limba'))).toHaveLength(1)
    expect(ro.texts('[aria-current="true"]', switcher(ro, 'Limba'))).toEqual(['RORomână'])
    const back = link(ro, 'English', switcher(ro, 'Limba'))
    expect(back.attribs.hreflang).toBe('en')
    expect(back.attribs.href).toBe('/services/rpa/')
  })

  test('the links of a Romanian page lead to Romanian pages', () => {
    const page = builtPage('/ro/')
    const nav = page.named('nav:not(dialog nav)', 'Principal', banner(page))
    expect(nav).toHaveLength(1)
    expect(link(page, 'CONTACT', nav[0]).attribs.href).toBe('/ro/contact/')
    const privacy = page.named('a', /Politica de confidențialitate/i, contentinfo(page))[0]
    expect(privacy?.attribs.href).toBe('/ro/privacy-policy/')
    expect(lang(builtPage('/ro/privacy-policy/'))).toBe('ro')
  })
})

describe('the Romanian blog', () => {
  test('its listings open on the posts written in Romanian; the English ones follow, marked', () => {
    for (const address of ['/ro/blog-grid/', '/ro/blog-masonry/', '/ro/blog-sidebar/']) {
      const page = builtPage(address)
      const english = page.all('main article').map((card) => page.all('[lang="en"]', card).length > 0)
      expect(english[0], `${address}: the first card`).toBe(false)
      expect(english, address).toContain(true)
      // Once the English posts begin, no Romanian one comes after them.
      expect(english.slice(english.indexOf(true)), address).not.toContain(false)
    }
  })

  test("the spec's sample post pages show a Romanian post, as the English ones show an English post", () => {
    for (const address of ['/ro/blog-details/', '/ro/blog-details-sidebar/']) {
      const page = builtPage(address)
      expect(lang(page), address).toBe('ro')
      expect(page.all('main [lang="en"] h1, main h1[lang="en"]'), address).toHaveLength(0)
    }
  })
})

describe('a post without a translation', () => {
  test('is a Romanian page with the English post inside it, under a note that says so and leads to the Romanian posts', () => {
    const page = builtPage('/ro/blog/review-figma-dev-mode/')
    expect(lang(page)).toBe('ro')
    const main = page.one('main')
    const notes = page.all('[role="note"]', main)
    expect(notes).toHaveLength(1)
    expect(textOf(notes[0]!)).toBe('Acest articol există deocamdată doar în engleză. Citiți articolele în limba română')
    expect(link(page, /Citiți articolele în limba română/i, notes[0]).attribs.href).toBe('/ro/blog-grid/')
    // The post's own words are English, and marked so.
    const h1 = page.all('h1', main)
    expect(h1.map((el) => textOf(el))).toEqual(['Review: Figma Dev Mode, Six Months In'])
    expect(h1[0]!.attribs.lang).toBe('en')
    expect(page.all('[lang="en"] h2', main).length).toBeGreaterThan(0)
    // Everything around them is Romanian: labels, dates, the author box, the form, the related posts and the next post.
    expect(byText(page, /^De /, main).length).toBeGreaterThan(0)
    expect(textOf(page.one('time', main))).toBe('5 noiembrie 2024')
    for (const heading of ['Etichete', 'Distribuiți', 'Despre autor', 'Articole similare', 'Lăsați un comentariu']) {
      const found = page.all('h1, h2, h3, h4, h5, h6', main).filter((el) => textOf(el) === heading)
      expect(found, heading).toHaveLength(1)
      expect(
        [found[0]!, ...ancestors(found[0]!)].filter((el) => el.attribs.lang === 'en'),
        heading,
      ).toEqual([])
    }
    // A related post that is translated shows its Romanian title; one that is not says it is in English.
    const related = page.region('Articole similare', main)
    expect(page.texts('h1, h2, h3, h4, h5, h6', related)).toContain('Software calm: design pentru oameni care au și altă treabă')
    const untranslated = page.all('article', related).filter((article) => textOf(article).includes('Design Systems That Last'))
    expect(untranslated).toHaveLength(1)
    expect(byText(page, 'În engleză', untranslated[0])).toHaveLength(1)
    expect(page.all('h1, h2, h3, h4, h5, h6', untranslated[0]).map((el) => el.attribs.lang)).toEqual(['en'])
    expect(link(page, /Design Systems That Last/i, related).attribs.href).toBe('/ro/blog/design-systems-that-last/')
    expect(page.meta('robots')).toBe('noindex')
  })

  test('the next-post link names a translated post by its Romanian title', () => {
    const page = builtPage('/ro/blog/review-playwright-after-two-years/')
    const nav = page.named('nav', 'Articolul următor')
    expect(nav).toHaveLength(1)
    const next = page.all('a', nav[0])
    expect(next).toHaveLength(1)
    expect(next[0]!.attribs.href).toBe('/ro/blog/calm-software/')
    expect(textOf(next[0]!)).toContain('Software calm: design pentru oameni care au și altă treabă')
  })

  test('the switcher keeps the reader on the post in both directions, and no alternate names a translation', () => {
    const english = builtPage('/blog/review-shape-up/')
    expect(link(english, 'Română', switcher(english, 'Language')).attribs.href).toBe('/ro/blog/review-shape-up/')
    const romanian = builtPage('/ro/blog/review-shape-up/')
    expect(romanian.h1).toEqual(['Review: Shape Up, and What We Borrowed From It'])
    expect(link(romanian, 'English', switcher(romanian, 'Limba')).attribs.href).toBe('/blog/review-shape-up/')
    expect(alternatesOf(english)).toEqual([])
  })

  test('a translated post is in Romanian, and Romanian lists mark the English titles of the others', () => {
    const post = builtPage('/ro/blog/calm-software/')
    expect(post.all('[role="note"]', post.one('main'))).toHaveLength(0)
    expect(post.h1).toEqual(['Software calm: design pentru oameni care au și altă treabă'])
    expect(post.all('[lang="en"] h1, h1[lang="en"]', post.one('main'))).toHaveLength(0)
    const page = builtPage('/ro/blog-masonry/')
    const main = page.one('main')
    const titles = page.all('h2', main)
    const titled = (text: string) => titles.filter((h2) => textOf(h2).toLowerCase().includes(text.toLowerCase()))
    expect(titled('Five Git Habits for Calmer Code Reviews').map((h2) => h2.attribs.lang)).toEqual(['en'])
    expect(titled('Software calm').map((h2) => h2.attribs.lang ?? '')).toEqual([''])
    // Every card of an untranslated post says so, and no card of a translated one does.
    const marks = page.all('article', main).map((a) => [page.all('h2', a)[0]?.attribs.lang === 'en', /În engleză/.test(textOf(a))])
    expect(marks.length).toBeGreaterThan(2)
    expect(marks.filter(([english, marked]) => english !== marked)).toEqual([])
    expect(marks.filter(([english]) => !english)).toHaveLength(2)
  })
})

describe('a list item the translation lacks', () => {
  test('a question written only in English is on the Romanian FAQ in its English place, in English and marked, and the others stay Romanian', () => {
    const page = builtPage('/ro/faq/')
    const support = page.region('Suport')
    const questions = page.all('summary', support)
    // The Romanian file lacks the group's first question: it keeps its place, and the ones after it their own translations.
    expect(questions).toHaveLength(4)
    expect(textOf(questions[0]!)).toContain('What happens after launch?')
    expect(byText(page, /What happens after launch\?/i, questions[0]).map((el) => el.attribs.lang)).toEqual(['en'])
    expect(byText(page, 'În engleză', questions[0])).toHaveLength(1)
    expect(textOf(questions[1]!)).toBe('Cât de repede reacționați la probleme?')
    expect(byText(page, 'În engleză', support)).toHaveLength(1)
    // Its answer is English too, shown open as the group's first answer always is.
    const answer = byText(page, /^The first 30 days after a release/, support)
    expect(answer).toHaveLength(1)
    expect(answer[0]!.attribs.lang).toBe('en')
    expect(ancestors(answer[0]!).find((el) => el.name === 'details')?.attribs.open).toBe('')
    // The group's address is the same in both languages.
    const nav = page.named('nav', 'Pe această pagină')
    expect(nav).toHaveLength(1)
    expect(link(page, /Suport/i, nav[0]).attribs.href).toBe('#support')
  })
})

describe('every page in both languages', () => {
  test('the search page switches to the search page', () => {
    const english = builtPage('/search/')
    expect(link(english, 'Română', switcher(english, 'Language')).attribs.href).toBe('/ro/search/')
    const romanian = builtPage('/ro/search/')
    expect(link(romanian, 'English', switcher(romanian, 'Limba')).attribs.href).toBe('/search/')
  })

  test('the menu writes both languages out and marks the current one', () => {
    const page = builtPage('/ro/contact/')
    const menus = page.all('dialog').flatMap((dialog) => page.named('nav', 'Limba', dialog))
    expect(menus).toHaveLength(1)
    expect(page.texts('[aria-current="true"]', menus[0])).toEqual(['Română'])
    expect(page.named('a', 'English', menus[0]).map((a) => textOf(a))).toEqual(['English'])
  })

  test('no link of any built page leaves its language, and every switcher keeps its page', () => {
    const { distDir } = e2eSettings()
    const { pages, links, problems } = languageProblems(path.join(distDir, 'client'), 'https://www.northwind.example')
    expect(pages).toBeGreaterThan(100)
    expect(links).toBeGreaterThan(pages * 10)
    expect(problems, formatLanguageProblems(problems.slice(0, 40))).toEqual([])
  })
})

describe('search engines know both languages', () => {
  test('hreflang alternates are reciprocal on every page of the sitemap, with x-default in English', () => {
    const sitemap = builtXml('/sitemap.xml')
    const urls = selectAll<AnyNode, Element>('url', sitemap)
    const paths = urls.map((url) => new URL(textOf(selectOne<AnyNode, Element>('loc', url)!)).pathname)
    expect(paths).toContain('/ro/services/rpa/')
    expect(paths).not.toContain('/ro/blog/review-shape-up/')
    const alternatesIn = new Map(paths.map((address) => [address, alternatesOf(builtPage(address))]))
    const problems: string[] = []
    for (const [index, [address, alternates]] of [...alternatesIn].entries()) {
      if (alternates.length === 0) continue
      const self = alternates.filter((a) => a.path === address && a.hreflang !== 'x-default')
      if (self.length !== 1) problems.push(`${address}: names itself ${self.length} times`)
      const xDefault = alternates.find((a) => a.hreflang === 'x-default')
      if (!xDefault || xDefault.path.startsWith('/ro/')) problems.push(`${address}: x-default ${xDefault?.path}`)
      for (const alternate of alternates.filter((a) => a.hreflang !== 'x-default')) {
        const back = alternatesIn.get(alternate.path)
        if (!back) problems.push(`${address}: its ${alternate.hreflang} alternate ${alternate.path} is not in the sitemap`)
        else if (JSON.stringify(back) !== JSON.stringify(alternates)) problems.push(`${address} and ${alternate.path} name different alternates`)
      }
      // The sitemap says the same as the head.
      const entry = selectAll<AnyNode, Element>('[rel="alternate"][hreflang]', urls[index]!).map((link) => `${link.attribs.hreflang} ${link.attribs.href}`)
      for (const alternate of alternates) {
        if (!entry.includes(`${alternate.hreflang} https://www.northwind.example${alternate.path}`)) problems.push(`${address}: sitemap lacks ${alternate.hreflang}`)
      }
    }
    expect(problems).toEqual([])
    expect(alternatesIn.get('/services/rpa/')).toEqual([
      { hreflang: 'en', path: '/services/rpa/' },
      { hreflang: 'ro', path: '/ro/services/rpa/' },
      { hreflang: 'x-default', path: '/services/rpa/' },
    ])
  })

  test('a Romanian page names its language for sharing and structured data, and has its own canonical address', () => {
    const page = builtPage('/ro/services/rpa/')
    expect(page.all('link[rel="canonical"]').map((link) => link.attribs.href)).toEqual(['https://www.northwind.example/ro/services/rpa/'])
    expect(page.all('meta[property="og:locale"]').map((meta) => meta.attribs.content)).toContain('ro_RO')
    expect(page.all('meta[property="og:locale:alternate"]').map((meta) => meta.attribs.content)).toContain('en_GB')
    const graph = page.all('script[type="application/ld+json"]').map((script) => JSON.parse(DomUtils.textContent(script)) as Record<string, unknown>)
    expect(graph.find((item) => item['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'ro', url: 'https://www.northwind.example/ro/services/rpa/' })
  })

  test('each language has its feed, with the posts written in it', () => {
    const entries = selectAll<AnyNode, Element>('entry', builtXml('/ro/blog/feed.xml')).map((entry) => new URL(selectOne<AnyNode, Element>('link', entry)!.attribs.href!).pathname)
    expect(entries.sort()).toEqual(['/ro/blog/calm-software/', '/ro/blog/our-first-horizon-europe-consortium/'])
    expect(builtText('/blog/feed.xml')).not.toContain('/ro/')
    expect(builtText('/ro/blog-grid/')).toContain('href="/ro/blog/feed.xml"')
  })
})

describe('in Romanian', () => {
  test('dates and figures are written the Romanian way', () => {
    const page = builtPage('/ro/blog/calm-software/')
    expect(textOf(page.one('main time'))).toBe('14 martie 2023')
  })
})
