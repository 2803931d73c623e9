/**
 * The slips an editor makes in a text editor that used to reach the site with no word from the
 * check: a file named after an address the site keeps, a placeholder misspelt in YAML, a text cut
 * at " #", and positions counted from 0.
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatProblem, ordinal, readableField } from '../../lib/content/problems'
import { checkContentLinks, reservedAddresses } from '../../scripts/lib/contentLinks'
import { LOCALES } from '../../lib/shared/locales'
import { load, problemsOf, readFixture } from './helpers'

const terms = readFixture('legal/terms.en.md')
const alpha = readFixture('services/alpha.en.md')

describe('a content file cannot take an address the site keeps for itself', () => {
  it.each([
    ['ro', "the site's pages in Romanian"],
    ['media', 'the pictures of content/media'],
    ['admin', 'the content manager'],
    ['assets', "the site's scripts and styles"],
    ['pagefind', "the site search's index"],
  ])('a legal page named %s.en.md is refused, saying what the address holds', (name, holds) => {
    expect(checkContentLinks(load({ [`legal/${name}.en.md`]: terms })).map(formatProblem)).toEqual([
      `content/legal/${name}.en.md: the address /${name}/ belongs to ${holds}, so nothing could be published there: give this file another name (the name becomes the address)`,
    ])
  })

  it('keeps every language and every folder and file of public/', () => {
    const reserved = reservedAddresses()
    for (const name of [...LOCALES, ...fs.readdirSync('public')]) expect(reserved.has(name), name).toBe(true)
  })

  it('a home variant named after a legal page is refused too', () => {
    const variant = readFixture('home-variants/home-dark.en.yaml')
    expect(checkContentLinks(load({ 'home-variants/terms.en.yaml': variant })).map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/home-variants\/terms\.en\.yaml: the address \/terms\/ is already taken by content\/legal\/terms\.en\.md/),
    ])
  })
})

describe('placeholders work in every text, and an unknown one is refused', () => {
  it("fills site.yaml's values in a YAML or front-matter text, as in Markdown", () => {
    const content = load({ 'services/alpha.en.md': alpha.replace('summary: The alpha service.', 'summary: Write to {companyName} at {email}.') })
    expect(content.services.find((s) => s.id === 'alpha')!.data.summary).toBe('Write to Northwind Software at hello@northwind.example.')
  })

  it('refuses a misspelt one, with the name it is closest to and the known ones', () => {
    const [line] = problemsOf({ 'services/alpha.en.md': alpha.replace('summary: The alpha service.', 'summary: Write to {emial}.') })
    expect(line).toMatch(/^content\/services\/alpha\.en\.md › summary: unknown placeholder \{emial\}; did you mean \{email\}\? the known ones are .*\{companyName\}.*\{email\}/)
  })

  it('leaves the names a page fills when it is drawn, and refuses others in the same text', () => {
    const portfolio = readFixture('pages/portfolio.en.yaml')
    expect(load().pages.portfolio.resultsLabel).toBe('{category}: {count} works')
    const [line] = problemsOf({ 'pages/portfolio.en.yaml': portfolio.replace('resultsLabel: "{category}: {count} works"', 'resultsLabel: "{category}: {cuont} works"') })
    expect(line).toMatch(/^content\/pages\/portfolio\.en\.yaml › resultsLabel: unknown placeholder \{cuont\}; did you mean \{count\}\?/)
  })

  it('leaves counts to be counted', () => {
    const content = load({ 'services/alpha.en.md': alpha.replace('summary: The alpha service.', 'summary: "One of {services, plural, one {# service} other {# services}}."') })
    expect(content.services.find((s) => s.id === 'alpha')!.data.summary).toMatch(/^One of \d+ services?\.$/)
  })
})

describe('a text YAML cuts at " #" is reported with the fix', () => {
  it('names the line, what was cut and the text in quotes', () => {
    expect(problemsOf({ 'services/alpha.en.md': alpha.replace('title: Alpha Service', 'title: Alpha Service #1 of 2024') })).toEqual([
      'content/services/alpha.en.md › title: line 2: the text stops before "#1 of 2024", because a space and # start a note that is not published; to keep it, put the whole text in double quotes (or, if it is a note for editors, move it to a line of its own), like this: title: "Alpha Service #1 of 2024"',
    ])
  })

  it('in a list, naming its place', () => {
    const [line] = problemsOf({ 'services/alpha.en.md': alpha.replace('    text: We listen first.', '    text: We listen first #always') })
    expect(line).toMatch(/^content\/services\/alpha\.en\.md › approach\[0\]\.text: line \d+: the text stops before "#always"/)
  })

  it('takes a quoted text, a # inside a word and a note on a line of its own', () => {
    expect(() =>
      load({ 'services/alpha.en.md': alpha.replace('title: Alpha Service', '# a note for editors\ntitle: "Alpha Service #1"').replace('menuTitle: Alpha', 'menuTitle: C#') }),
    ).not.toThrow()
  })
})

describe('positions are counted as an editor counts', () => {
  it.each([
    ['sections[3].title', 'the 4th section › title'],
    ['faq[0].answer', 'the 1st item of faq › answer'],
    ['works.items[2].work', 'works › the 3rd item › work'],
    ['entries[21]', 'the 22nd entry'],
    ['image.src', 'image.src'],
    ['text, line 12', 'text, line 12'],
  ])('%s is "%s"', (field, readable) => expect(readableField(field)).toBe(readable))

  it('says 11th, 12th and 13th', () =>
    expect([1, 2, 3, 4, 11, 12, 13, 21, 102, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '102nd', '111th']))

  it('in the check’s own lines', () => {
    expect(formatProblem({ file: 'content/home-variants/home-default.en.yaml', field: 'sections[3].heading', message: 'required text is missing' })).toBe(
      'content/home-variants/home-default.en.yaml › the 4th section › heading: required text is missing',
    )
  })
})

describe('a missing picture of the studio’s artwork says which command draws it', () => {
  const team = readFixture('pages/team.en.yaml')

  it('a team portrait under /media/art/ names npm run art', () => {
    const [line] = problemsOf({ 'pages/team.en.yaml': team.replace('portrait: { src: /media/badge.svg', 'portrait: { src: /media/art/team/ana-pop.svg') })
    expect(line).toBe(
      `content/pages/team.en.yaml › members[0].portrait.src: the image "/media/art/team/ana-pop.svg" does not exist in content/media: put your picture at content/media/art/team/ana-pop.svg, or run npm run art, which draws the studio's own artwork for every missing picture under /media/art/ and /media/logos/`,
    )
  })

  it('a picture elsewhere in content/media does not', () => {
    const [line] = problemsOf({ 'pages/team.en.yaml': team.replace('portrait: { src: /media/badge.svg', 'portrait: { src: /media/people/ana-pop.svg') })
    expect(line).toBe('content/pages/team.en.yaml › members[0].portrait.src: the image "/media/people/ana-pop.svg" does not exist in content/media')
  })
})
