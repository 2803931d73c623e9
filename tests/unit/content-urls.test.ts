import YAML from 'yaml'
import { describe, expect, it } from 'vitest'
import { splitFrontMatter } from '../../lib/content/frontMatter'
import { markdownToTree } from '../../lib/content/markdown'
import { formatProblem, readableField } from '../../lib/content/problems'
import { schemas, type Schemas } from '../../lib/content/schemas'
import { zodProblems } from '../../lib/content/zodMessages'
import { load, problemsOf, readFixture, serviceWithBody } from './helpers'

// Every field of the content that holds an address, with the kind of address it takes.

const WEB = 'a full web address starting with https://'
const SITE_PATH = 'a site path such as'
const LINK = 'a site path such as /contact/, a #section of the page, or a full web address starting with https://'
const REDIRECT = 'a site path such as'
const IMAGE = 'an image path such as /media/picture.svg (a file in content/media)'
const VIDEO = 'a video path such as /video/hero.'

type SchemaName = 'site' | 'caseStudy' | 'service' | 'homeVariant' | `pages.${keyof Schemas['pages']}`

interface Field {
  file: string
  schema: SchemaName
  path: Array<string | number>
  /** The start of the message after "expected ". */
  expected: string
  /** A right value for it, written with spaces around it (they are trimmed). */
  good: string
  /** Other fields the file needs once this one is there. */
  also?: Record<string, unknown>
}

const FIELDS: Field[] = [
  { file: 'site.en.yaml', schema: 'site', path: ['url'], expected: WEB, good: 'https://www.northwind.example' },
  { file: 'site.en.yaml', schema: 'site', path: ['bookingUrl'], expected: WEB, good: 'https://calendly.com/northwind/30min?month=2024-05' },
  { file: 'site.en.yaml', schema: 'site', path: ['socials', 1, 'url'], expected: WEB, good: 'https://www.instagram.com/northwind.software/' },
  {
    file: 'site.en.yaml',
    schema: 'site',
    path: ['repository', 'url'],
    expected: WEB,
    good: 'https://github.com/northwind/website',
    also: { 'repository.editLabel': 'Edit this page' },
  },
  { file: 'site.en.yaml', schema: 'site', path: ['analytics', 'webVitalsEndpoint'], expected: WEB, good: 'https://vitals.example.com/collect' },
  { file: 'case-studies/grid.en.md', schema: 'caseStudy', path: ['projectUrl'], expected: WEB, good: 'https://www.heroes-project.eu' },
  { file: 'site.en.yaml', schema: 'site', path: ['menu', 0, 'href'], expected: SITE_PATH, good: '/#home' },
  { file: 'home-variants/home-default.en.yaml', schema: 'homeVariant', path: ['sections', 0, 'items', 0, 'href'], expected: SITE_PATH, good: '/services/rpa/' },
  { file: 'pages/blog.en.yaml', schema: 'pages.blog', path: ['more', 'href'], expected: SITE_PATH, good: '/blog-sidebar/' },
  { file: 'pages/home.en.yaml', schema: 'pages.home', path: ['hero', 'cta', 'href'], expected: LINK, good: '#get-started' },
  { file: 'pages/pricing.en.yaml', schema: 'pages.pricing', path: ['plans', 0, 'cta', 'href'], expected: LINK, good: 'https://calendly.com/northwind/30min' },
  { file: 'site.en.yaml', schema: 'site', path: ['redirects', 0, 'from'], expected: REDIRECT, good: '/old-page' },
  { file: 'site.en.yaml', schema: 'site', path: ['redirects', 0, 'to'], expected: REDIRECT, good: '/case-studies/#grid' },
  { file: 'pages/home.en.yaml', schema: 'pages.home', path: ['hero', 'video', 'webm'], expected: VIDEO, good: '/video/hero.webm' },
  { file: 'site.en.yaml', schema: 'site', path: ['certification', 'image'], expected: IMAGE, good: '/media/badge.svg' },
  { file: 'services/alpha.en.md', schema: 'service', path: ['image', 'src'], expected: IMAGE, good: '/media/pic.png' },
]

/** Wrong values, and how the message shows each one (trimmed, a tab written as \t). */
const WRONG: Array<[value: string, shown: string]> = [
  ['javascript:alert(1)', 'javascript:alert(1)'],
  [' JaVaScRiPt:alert(1)', 'JaVaScRiPt:alert(1)'],
  ['java\tscript:alert(1)', 'java\\tscript:alert(1)'],
  ['\u0001javascript:alert(1)', '\\u0001javascript:alert(1)'],
  ['vbscript:msgbox(1)', 'vbscript:msgbox(1)'],
  ['data:text/html,alert(1)', 'data:text/html,alert(1)'],
  ['//evil.example/page', '//evil.example/page'],
  ['/\\evil.example/page', '/\\evil.example/page'],
  ['http://www.example.com/', 'http://www.example.com/'],
  ['https://user@evil.example/', 'https://user@evil.example/'],
  ['https://', 'https://'],
  // A host that would end a Content-Security-Policy directive, or start a second policy.
  ['https://vitals.example;report-uri=x', 'https://vitals.example;report-uri=x'],
  ['https://vitals.example,evil.example/', 'https://vitals.example,evil.example/'],
  ["https://vitals.example'/", "https://vitals.example'/"],
]

const schemaOf = (name: SchemaName) =>
  name.startsWith('pages.') ? schemas.pages[name.slice(6) as keyof Schemas['pages']] : schemas[name as 'site' | 'caseStudy' | 'service' | 'homeVariant']

/** The fixture file with one field set, checked as the loader checks it; the problems as editors read them. */
function check(field: Field, value: unknown): { lines: string[]; data: unknown } {
  const source = readFixture(field.file)
  const split = field.file.endsWith('.md') ? splitFrontMatter(source) : undefined
  if (split && split.kind !== 'yaml') throw new Error(`${field.file} has no front matter`)
  const yaml = split ? split.yaml : source
  const doc = YAML.parseDocument(yaml)
  for (const [dotted, v] of Object.entries(field.also ?? {})) doc.setIn(dotted.split('.'), v)
  doc.setIn(field.path, value)
  const result = schemaOf(field.schema).safeParse(doc.toJS(), { reportInput: true })
  if (result.success) return { lines: [], data: result.data }
  return { lines: zodProblems(`content/${field.file}`, result.error).map(formatProblem), data: undefined }
}

const fieldName = (path: Field['path']) => path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('')
const at = (data: unknown, path: Field['path']) => path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], data)

describe('every field that holds an address takes only what it should', () => {
  for (const field of FIELDS) {
    const where = `content/${field.file} › ${readableField(fieldName(field.path))}`
    describe(`content/${field.file} › ${fieldName(field.path)}`, () => {
      it.each(WRONG)('refuses %j', (value, shown) => {
        const { lines } = check(field, value)
        expect(lines).toHaveLength(1)
        expect(lines[0]!.startsWith(`${where}: expected ${field.expected}`), lines[0]).toBe(true)
        expect(lines[0]!.endsWith(`, but found the text "${shown}"`), lines[0]).toBe(true)
      })

      it('accepts a right value, and trims the spaces around it', () => {
        const { lines, data } = check(field, `  ${field.good}\t`)
        expect(lines).toEqual([])
        expect(at(data, field.path)).toBe(field.good)
      })
    })
  }

  it('a page path field refuses a full address, and an https field a site path', () => {
    const menu = FIELDS.find((f) => f.path.join('.') === 'menu.0.href')!
    const booking = FIELDS.find((f) => f.path.join('.') === 'bookingUrl')!
    expect(check(menu, 'https://www.example.com/').lines).toHaveLength(1)
    expect(check(booking, '/contact/').lines).toHaveLength(1)
  })
})

describe('the messages an editor reads for a wrong address', () => {
  const site = readFixture('site.en.yaml')

  it('site.en.yaml bookingUrl with a javascript: address', () => {
    const broken = site.replace('bookingUrl: https://calendly.com/northwind-software/free-consultation', "bookingUrl: 'javascript:alert(1)'")
    expect(problemsOf({ 'site.en.yaml': broken })).toEqual([
      'content/site.en.yaml › bookingUrl: expected a full web address starting with https:// such as https://calendly.com/your-name/consultation, but found the text "javascript:alert(1)"',
    ])
  })

  it('a social link in mixed case with a leading space, and one with a tab in the scheme', () => {
    const broken = site
      .replace('    url: https://www.instagram.com/northwind.software', "    url: ' JaVaScRiPt:alert(1)'")
      .replace('    url: https://www.linkedin.com/company/northwind-software', '    url: "java\\tscript:alert(1)"')
    expect(problemsOf({ 'site.en.yaml': broken })).toEqual([
      'content/site.en.yaml › socials[1].url: expected a full web address starting with https:// such as https://www.linkedin.com/company/your-company, but found the text "JaVaScRiPt:alert(1)"',
      'content/site.en.yaml › socials[2].url: expected a full web address starting with https:// such as https://www.linkedin.com/company/your-company, but found the text "java\\tscript:alert(1)"',
    ])
  })

  it('a menu entry that leads to another site through //', () => {
    expect(problemsOf({ 'site.en.yaml': site.replace('href: /contact/', 'href: //evil.example/') })).toEqual([
      'content/site.en.yaml › menu[5].href: expected a site path such as /contact/ (a single / at the start, no spaces), but found the text "//evil.example/"',
    ])
  })

  it('a button with a data: address', () => {
    const pricing = readFixture('pages/pricing.en.yaml').replace('cta: { label: Contact us, href: /contact/ }', 'cta: { label: Contact us, href: "data:text/html,alert(1)" }')
    expect(problemsOf({ 'pages/pricing.en.yaml': pricing })).toEqual([
      'content/pages/pricing.en.yaml › enterprise.cta.href: expected a site path such as /contact/, a #section of the page, or a full web address starting with https://, but found the text "data:text/html,alert(1)"',
    ])
  })

  it('a redirect to another site', () => {
    expect(problemsOf({ 'site.en.yaml': site.replace('    to: /case-studies/\n', '    to: //evil.example\n') })).toEqual([
      'content/site.en.yaml › redirects[0].to: expected a site path such as /new-page/ (letters, digits, - and /, with a single / at the start), but found the text "//evil.example"',
    ])
  })

  it("a case study's project website on http://", () => {
    const study = readFixture('case-studies/grid.en.md').replace('category: Platform\n', 'category: Platform\nprojectUrl: http://grid.example\n')
    expect(problemsOf({ 'case-studies/grid.en.md': study })).toEqual([
      'content/case-studies/grid.en.md › projectUrl: expected a full web address starting with https:// such as https://www.example.com, but found the text "http://grid.example"',
    ])
  })

  it('a broken site.yaml does not make the placeholders of links in bodies look wrong', () => {
    const md = serviceWithBody('Call [{phone}](tel:{phone}) or write to [{email}](mailto:{email}).\n')
    expect(
      problemsOf({ 'site.en.yaml': site.replace('bookingUrl: https://calendly.com/northwind-software/free-consultation', 'bookingUrl: data:,x'), 'services/alpha.en.md': md.text }),
    ).toEqual([
      'content/site.en.yaml › bookingUrl: expected a full web address starting with https:// such as https://calendly.com/your-name/consultation, but found the text "data:,x"',
    ])
  })

  it('the right addresses of the fixture load, trimmed', () => {
    const content = load({
      'site.en.yaml': site.replace(
        'bookingUrl: https://calendly.com/northwind-software/free-consultation',
        "bookingUrl: '  https://calendly.com/northwind-software/free-consultation '",
      ),
    })
    expect(content.site.bookingUrl).toBe('https://calendly.com/northwind-software/free-consultation')
  })
})

describe('addresses in Markdown bodies', () => {
  const problems = (markdown: string) => markdownToTree(markdown, { tokens: { phone: '+40 21 555 0142', email: 'hello@northwind.example' } }).problems.map((p) => p.message)
  const refused = (shown: string) => `the address ${JSON.stringify(shown)} is not allowed; use https://, a site path starting with /, #anchor, mailto: or tel:`

  it.each([
    ['[x](javascript:alert(1))', 'javascript:alert(1)'],
    ['[x]( JaVaScRiPt:alert(1))', 'JaVaScRiPt:alert(1)'],
    ['[x](<java\tscript:alert(1)>)', 'java\tscript:alert(1)'],
    ['[x](java&#x09;script:alert(1))', 'java\tscript:alert(1)'],
    ['[x](data:text/html,alert(1))', 'data:text/html,alert(1)'],
    ['![x](data:image/png;base64,AAAA)', 'data:image/png;base64,AAAA'],
    ['<vbscript:msgbox(1)>', 'vbscript:msgbox(1)'],
    ['[x][ref]\n\n[ref]: javascript:alert(1)', 'javascript:alert(1)'],
    ['[x](http://www.example.com/)', 'http://www.example.com/'],
    ['[x](/\\evil.example)', '/\\evil.example'],
  ])('refuses %j', (markdown, shown) => {
    expect(problems(markdown)).toEqual([refused(shown)])
  })

  it('refuses a protocol-relative //host, saying what to write instead', () => {
    expect(problems('[x](//evil.example/page)')).toEqual([
      'the address "//evil.example/page" is not allowed: a page of this site starts with a single /, and another website\'s address with https://',
    ])
  })

  it('an unknown placeholder in an address is reported once, as a placeholder', () => {
    expect(problems('[x](tel:{phon})')).toEqual([expect.stringMatching(/^unknown placeholder \{phon\}; the known ones are /)])
  })

  it('accepts https://, site paths, #anchors, relative paths, mailto: and tel:', () => {
    expect(problems('[a](https://example.org/x?y#z) [b](/contact/) [c](#top) [d](./x) [e](mailto:{email}) [f](tel:{phone}) ![g](/media/pic.png)')).toEqual([])
  })

  it('keeps the tel: link of a phone number, without its spaces (the sanitizer used to drop it)', () => {
    expect(markdownToTree('[{phone}](tel:{phone})', { tokens: { phone: '+40 21 555 0142' } }).tree).toMatchObject({
      children: [{ children: [{ tagName: 'a', properties: { href: 'tel:+40215550142' } }] }],
    })
  })

  it('gives a bare www. address in the text https://', () => {
    const { tree, problems: found } = markdownToTree('See www.example.org for more.')
    expect(found).toEqual([])
    expect(JSON.stringify(tree)).toContain('"href":"https://www.example.org"')
  })

  it('a javascript: link in a body is reported with the file and line, and the build check stops', () => {
    const md = serviceWithBody('Intro.\n\nRead [this]( JaVaScRiPt:alert(1)) first.\n')
    expect(problemsOf({ 'services/alpha.en.md': md.text })).toEqual([`content/services/alpha.en.md › text, line ${md.line(3)}: ${refused('JaVaScRiPt:alert(1)')}`])
  })
})
