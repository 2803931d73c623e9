import { describe, expect, it } from 'vitest'
import { ContentError, loadLocalizedContent } from '../../lib/content'
import { cedillaLetters, isSameInEveryLanguage, sharedFields } from '../../lib/content/translation'
import { translationStatus } from '../../lib/content/translationStatus'
import { schemas } from '../../lib/content/schemas'
import { isPagePath, localizeHref, localizePath, splitLocale } from '../../lib/shared/locales'
import { formatCount, formatDate } from '../../lib/shared/format'
import { contentWith, readFixture } from './helpers'

const alpha = readFixture('services/alpha.en.md')
/** The fixture service in Romanian: its words translated, everything else as in English. */
const alphaRo = alpha
  .replace('title: Alpha Service', 'title: Serviciul Alpha\nspecializationTitle: Specializare\nskillTitle: Competențe\nservicesTitle: Servicii\nfaqTitle: Întrebări')
  .replace('summary: The alpha service.', 'summary: Serviciul alpha, pe înțelesul tuturor.')

function loadBoth(changes: Record<string, string | null>) {
  return loadLocalizedContent({ root: contentWith(changes), includeDrafts: false })
}

function problemsOf(changes: Record<string, string | null>): string[] {
  try {
    loadBoth(changes)
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((p) => (p.field ? `${p.file} › ${p.field}: ${p.message}` : `${p.file}: ${p.message}`))
    throw error
  }
  throw new Error('expected the content to be rejected, but it loaded')
}

describe('addresses in each language', () => {
  it('takes the language off an address', () => {
    expect(splitLocale('/ro/services/rpa/')).toEqual({ locale: 'ro', path: '/services/rpa/' })
    expect(splitLocale('/ro/')).toEqual({ locale: 'ro', path: '/' })
    expect(splitLocale('/ro')).toEqual({ locale: 'ro', path: '/' })
    expect(splitLocale('/services/rpa/')).toEqual({ locale: 'en', path: '/services/rpa/' })
    // English has no prefix, and a word that merely starts like a language is a page.
    expect(splitLocale('/en/services/')).toEqual({ locale: 'en', path: '/en/services/' })
    expect(splitLocale('/robots/')).toEqual({ locale: 'en', path: '/robots/' })
  })

  it('puts a page in a language, and leaves files alone', () => {
    expect(localizePath('/contact/', 'ro')).toBe('/ro/contact/')
    expect(localizePath('/', 'ro')).toBe('/ro/')
    expect(localizePath('/contact/', 'en')).toBe('/contact/')
    expect(isPagePath('/#how-we-do')).toBe(true)
    expect(isPagePath('/search/?q=x')).toBe(true)
    for (const file of [
      '/media/a.png',
      '/assets/x.js',
      '/pagefind/pagefind.js',
      '/blog/feed.xml',
      '/favicon.svg',
      '/admin/',
      '/ro/contact/',
      'https://example.org/',
      '//cdn.example.org/x',
    ]) {
      expect(isPagePath(file), file).toBe(false)
    }
  })

  it('gives a link to a page of the site that page in the language, and leaves every other address as it is', () => {
    expect(localizeHref('/contact/', 'ro')).toBe('/ro/contact/')
    expect(localizeHref('/#how-we-do', 'ro')).toBe('/ro/#how-we-do')
    expect(localizeHref('/blog-grid/?tag=x#top', 'ro')).toBe('/ro/blog-grid/?tag=x#top')
    for (const other of ['/ro/contact/', '/media/a.png', '/blog/feed.xml', 'https://example.org/', '//cdn.example.org/x', 'mailto:a@b.ro', '#top']) {
      expect(localizeHref(other, 'ro'), other).toBe(other)
    }
    expect(localizeHref('/contact/', 'en')).toBe('/contact/')
  })

  it('writes dates and figures the way each language does', () => {
    expect(formatDate('2023-03-14', 'long', 'ro')).toBe('14 martie 2023')
    expect(formatDate('2023-03-14', 'long', 'en')).toBe('14 March 2023')
    expect(formatCount(12480, 'ro')).toBe('12.480')
    expect(formatCount(12480, 'en')).toBe('12,480')
  })
})

describe('content in two languages', () => {
  it('a translation replaces its original in its language, and the original stays in English', () => {
    const content = loadBoth({ 'services/alpha.ro.md': alphaRo })
    const en = content.en.services.find((s) => s.id === 'alpha')!
    const ro = content.ro.services.find((s) => s.id === 'alpha')!
    expect(en).toMatchObject({ lang: 'en', file: 'content/services/alpha.en.md', data: { title: 'Alpha Service' } })
    expect(ro).toMatchObject({ lang: 'ro', file: 'content/services/alpha.ro.md', data: { title: 'Serviciul Alpha' } })
    expect(content.ro.locale).toBe('ro')
  })

  it('a file without a translation falls back to English in the other language, saying so', () => {
    const content = loadBoth({ 'services/alpha.ro.md': alphaRo })
    const beta = content.ro.services.find((s) => s.id !== 'alpha')!
    expect(beta.lang).toBe('en')
    expect(beta.file).not.toContain('.ro.')
    // The single files too: content/pages without a translation are read in English.
    expect(content.ro.sources.faq).toEqual({ file: 'content/pages/faq.en.yaml', lang: 'en' })
    expect(content.ro.pages.faq).toEqual(content.en.pages.faq)
  })

  it('the translation status counts every file and lists those not translated yet', () => {
    const content = loadBoth({ 'services/alpha.ro.md': alphaRo })
    const [status] = translationStatus(content)
    const files =
      Object.keys(content.en.sources).length +
      content.en.services.length +
      content.en.industries.length +
      content.en.caseStudies.length +
      content.en.posts.length +
      content.en.legal.length +
      content.en.homeVariants.length
    expect(status).toMatchObject({ locale: 'ro', total: files, translated: 1 })
    expect(status!.missing).toHaveLength(files - 1)
    expect(status!.missing).not.toContain('content/services/alpha.en.md')
    expect(status!.missing).toContain('content/services/beta.en.md')
    expect(status!.missing).toContain('content/site.en.yaml')
  })

  it('a translation the content manager wrote with no words yet (only the fields it copies) is not a translation yet', () => {
    const copiedOnly = ['---', 'order: 2', '---', ''].join('\n')
    const content = loadBoth({ 'services/alpha.ro.md': copiedOnly })
    expect(content.ro.services.find((s) => s.id === 'alpha')).toMatchObject({ lang: 'en', file: 'content/services/alpha.en.md' })
    expect(translationStatus(content)[0]!.missing).toContain('content/services/alpha.en.md')
    // One word is a translation begun: what it lacks is reported.
    expect(problemsOf({ 'services/alpha.ro.md': ['---', 'title: Serviciul Alpha', 'order: 2', '---', ''].join('\n') })).toContain(
      'content/services/alpha.ro.md › summary: required text is missing',
    )
  })

  it('empty copies the content manager writes of fields the original leaves out are no mistake', () => {
    const content = loadBoth({ 'services/alpha.ro.md': alphaRo.replace('order: 2', 'order: 2\ndraft:') })
    expect(content.ro.services.find((s) => s.id === 'alpha')?.data.title).toBe('Serviciul Alpha')
  })

  it('English files are named with their language, and a name without a language is English too', () => {
    const named = loadBoth({ 'services/alpha.ro.md': alphaRo })
    expect(named.en.services.find((s) => s.id === 'alpha')?.file).toBe('content/services/alpha.en.md')
    expect(named.en.sources.faq).toEqual({ file: 'content/pages/faq.en.yaml', lang: 'en' })
    const faq = readFixture('pages/faq.en.yaml')
    const content = loadBoth({
      'services/alpha.en.md': null,
      'services/alpha.md': alpha,
      'services/alpha.ro.md': alphaRo,
      'pages/faq.en.yaml': null,
      'pages/faq.yaml': faq,
    })
    expect(content.en.services.find((s) => s.id === 'alpha')).toMatchObject({ lang: 'en', file: 'content/services/alpha.md' })
    expect(content.ro.services.find((s) => s.id === 'alpha')).toMatchObject({ lang: 'ro', file: 'content/services/alpha.ro.md', data: { title: 'Serviciul Alpha' } })
    expect(content.en.sources.faq).toEqual({ file: 'content/pages/faq.yaml', lang: 'en' })
    expect(content.ro.sources.faq).toEqual({ file: 'content/pages/faq.yaml', lang: 'en' })
    expect(content.en.pages.faq).toEqual(named.en.pages.faq)
  })
})

describe('mistakes in translations are reported with file, field or line, and what to do', () => {
  it('a cedilla ş or ţ where Romanian writes a comma below, with its line and the corrected word', () => {
    const text = alphaRo.replace('summary: Serviciul alpha, pe înțelesul tuturor.', 'summary: Serviciul alpha, aşa cum îl ştiţi.')
    const line = text.split('\n').findIndex((l) => l.startsWith('summary:')) + 1
    expect(problemsOf({ 'services/alpha.ro.md': text })).toEqual([
      `content/services/alpha.ro.md › line ${line}: "aşa" is written with "ş" (a cedilla); Romanian writes ș (s with a comma below): "așa"`,
      `content/services/alpha.ro.md › line ${line}: "ştiţi" is written with "ş" (a cedilla); Romanian writes ș (s with a comma below): "știți"`,
      `content/services/alpha.ro.md › line ${line}: "ştiţi" is written with "ţ" (a cedilla); Romanian writes ț (t with a comma below): "știți"`,
    ])
  })

  it('cedillas in the body and in a YAML file are found too; English files are not checked', () => {
    expect(cedillaLetters('Bună ziua\nŞtim că aţi scris\n')).toEqual([
      { line: 2, found: 'Ş', word: 'Ştim', fix: 'Știm' },
      { line: 2, found: 'ţ', word: 'aţi', fix: 'ați' },
    ])
    const faq = readFixture('pages/faq.en.yaml')
    const faqRo = faq.replace(/^title: .*$/m, 'title: Întrebări frecvenţe')
    expect(problemsOf({ 'pages/faq.ro.yaml': faqRo })).toEqual([expect.stringMatching(/^content\/pages\/faq\.ro\.yaml › line \d+: "frecvenţe" is written with "ţ"/)])
    expect(() => loadBoth({ 'services/alpha.en.md': alpha.replace('The alpha service.', 'The alpha service, Timişoara.') })).not.toThrow()
  })

  it('a field that is the same in every language but differs in the translation', () => {
    expect(problemsOf({ 'services/alpha.ro.md': alphaRo.replace('order: 2', 'order: 3') })).toEqual([
      'content/services/alpha.ro.md › order: is the same in every language: content/services/alpha.en.md has 2, this translation 3; change both together',
    ])
  })

  it('words the schema writes in English when a file leaves them out', () => {
    const industry = readFixture('industries/energy.en.md')
    const translated = industry.replace(/^title: .*$/m, 'title: Energie')
    expect(problemsOf({ 'industries/energy.ro.md': translated })).toEqual(
      expect.arrayContaining([
        'content/industries/energy.ro.md › ctaLabel: left out, so the page would show the English default "SCHEDULE A CALL": write it in this file\'s language',
      ]),
    )
  })

  it('a translation without its original', () => {
    expect(problemsOf({ 'services/omega.ro.md': alphaRo })).toEqual([
      'content/services/omega.ro.md: a translation needs its English original: content/services/omega.en.md is missing',
    ])
  })

  it('a language the site does not have', () => {
    expect(problemsOf({ 'services/alpha.fr.md': alpha })).toEqual([
      'content/services/alpha.fr.md: ".fr" is not a language of the site: name an English file my-page.en.md, its translation my-page.ro.md',
    ])
  })

  it('the same page twice in English', () => {
    expect(problemsOf({ 'services/alpha.md': alpha })).toEqual([
      'content/services/alpha.md: content/services/alpha.en.md is the same page in the same language: keep one of the two',
    ])
  })

  it('the same file of content/pages twice in English', () => {
    expect(problemsOf({ 'pages/faq.yaml': readFixture('pages/faq.en.yaml') })).toEqual([
      'content/pages/faq.yaml: content/pages/faq.en.yaml is the same file in English: keep one of the two',
    ])
  })

  it('a translation with a mistake of its own is reported once, under its own name', () => {
    expect(problemsOf({ 'services/alpha.ro.md': alphaRo.replace('title: Serviciul Alpha\n', '') })).toEqual(['content/services/alpha.ro.md › title: required text is missing'])
  })

  it('a broken English file is reported once, not once per language', () => {
    expect(problemsOf({ 'services/alpha.en.md': alpha.replace('title: Alpha Service\n', '') })).toEqual(['content/services/alpha.en.md › title: required text is missing'])
  })
})

describe('which fields are written in each language', () => {
  it('words are translated; numbers, dates, choices, addresses, pictures and references are the same in every language', () => {
    expect(sharedFields(schemas.service)).toEqual(expect.arrayContaining(['order']))
    expect(sharedFields(schemas.service)).not.toEqual(expect.arrayContaining(['title']))
    const post = sharedFields(schemas.blogPost)
    expect(post).toEqual(expect.arrayContaining(['date', 'category', 'author', 'image', 'related', 'views']))
    expect(post).not.toContain('title')
    expect(post).not.toContain('tags')
    expect(isSameInEveryLanguage(schemas.site.shape.url)).toBe(true)
    expect(isSameInEveryLanguage(schemas.site.shape.phone)).toBe(true)
    expect(isSameInEveryLanguage(schemas.site.shape.menu)).toBe(false)
  })
})
