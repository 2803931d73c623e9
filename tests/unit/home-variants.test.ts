import { describe, expect, it } from 'vitest'
import { collection } from '../../lib/content/registry'
import { resolveSections } from '../../lib/sections'
import { load, problemsOf, readFixture } from './helpers'

const dark = readFixture('home-variants/home-dark.en.yaml')
const minimal = readFixture('home-variants/home-minimal.en.yaml')

/** A home variant with these sections (YAML lines under `sections:`). */
const variant = (...sections: string[]) =>
  ['title: Home New', 'description: A new home.', 'hero:', '  label: Studio', '  heading: A new home', '  intro: Hello.', 'sections:', ...sections].join('\n') + '\n'

const cta = ['  - type: call-to-action', '    heading: Talk to us', '    text: Tell us.', '    cta: { label: Contact, href: /contact/ }']

describe('a home variant is a file of content/home-variants: a hero and a list of sections', () => {
  it('a new file is a new page at /<file name>/, its sections in the order of the file, with their usual ids', () => {
    const content = load({ 'home-variants/home-new.en.yaml': variant('  - type: awards', '  - type: latest-works', '    heading: Work', ...cta) })
    const page = content.homeVariants.find((v) => v.id === 'home-new')!
    expect(collection('homeVariants').address(page.id)).toBe('/home-new/')
    expect(page.file).toBe('content/home-variants/home-new.en.yaml')
    expect(page.data.sections.map((s) => s.type)).toEqual(['awards', 'latest-works', 'call-to-action'])
    expect(page.data.sections.map((s) => ('id' in s ? s.id : undefined))).toEqual([undefined, 'latest-work', 'contact-cta'])
    expect(page.data).toMatchObject({ theme: 'light', numbered: false, hero: { look: 'split', ctas: [] } })
  })

  it('each section gets what it names or lists from other files when content loads', () => {
    const content = load()
    const sections = resolveSections(content, content.homeVariants.find((v) => v.id === 'home-dark')!.data.sections)
    const quote = sections.find((s) => s.type === 'quote')
    expect(quote?.type === 'quote' && quote.quote).toMatchObject({ name: 'Ion Pop', company: 'Acme' })
    const works = sections.find((s) => s.type === 'latest-works')
    // The newest works first; the section asks for 3, the fixture portfolio has 2.
    expect(works?.type === 'latest-works' && works.works.map((w) => w.title)).toEqual(['Beta film', 'Alpha identity'])
    const filtered = resolveSections(content, content.homeVariants.find((v) => v.id === 'home-minimal')!.data.sections)[0]!
    expect(filtered.type === 'filtered-works' && filtered.works.tabs.map((t) => `${t.label} ${t.count}`)).toEqual(['All Projects 1', 'Branding 1', 'Motion Video 1'])
  })
})

describe('a mistake in a home variant is reported with the file, the section and what to write', () => {
  it('an unknown kind of section, with the kind it was probably meant to be', () => {
    const [problem] = problemsOf({ 'home-variants/home-dark.en.yaml': dark.replace('type: quote', 'type: quotes') })
    expect(problem).toMatch(/^content\/home-variants\/home-dark\.en\.yaml › sections\[3\]\.type: unknown kind "quotes"; did you mean "quote"\? expected one of "services", /)
  })

  it('a section without its kind', () => {
    const [problem] = problemsOf({ 'home-variants/home-dark.en.yaml': dark.replace('  - type: quote\n', '  - kind: quote\n') })
    expect(problem).toMatch(/^content\/home-variants\/home-dark\.en\.yaml › sections\[3\]\.type: required field is missing: it names the kind of item, one of "services", /)
  })

  it('a field the kind of section does not have', () => {
    expect(problemsOf({ 'home-variants/home-dark.en.yaml': dark.replace('heading: Latest projects', 'headline: Latest projects') })).toEqual([
      'content/home-variants/home-dark.en.yaml › sections[1].heading: required text is missing',
      'content/home-variants/home-dark.en.yaml › sections[1]: unknown field "headline": check the spelling, or remove it',
    ])
  })

  it('two sections with one id (one address on the page)', () => {
    expect(problemsOf({ 'home-variants/home-dark.en.yaml': dark.replace('id: latest-projects', 'id: services') })).toEqual([
      'content/home-variants/home-dark.en.yaml › sections[1].id: "services" is already the id of sections[0]; give this section an id of its own',
    ])
  })

  it('a work under a tab the section does not have', () => {
    expect(problemsOf({ 'home-variants/home-minimal.en.yaml': minimal.replace('          - Motion Video\n', '          - Motion\n') })).toEqual([
      'content/home-variants/home-minimal.en.yaml › sections[0].items[0].categories[1]: unknown category "Motion"; expected one of "Branding", "Motion Video"',
    ])
  })

  it('a javascript: address in a section', () => {
    const [problem] = problemsOf({ 'home-variants/home-new.en.yaml': variant(...cta).replace('href: /contact/', "href: ' javascript:alert(1)'") })
    expect(problem).toBe(
      'content/home-variants/home-new.en.yaml › sections[0].cta.href: expected a site path such as /contact/, a #section of the page, or a full web address starting with https://, but found the text "javascript:alert(1)"',
    )
  })

  it('a Markdown file in the folder of YAML files', () => {
    expect(problemsOf({ 'home-variants/home-new.en.md': '---\ntitle: Home New\n---\n' })).toEqual([
      'content/home-variants/home-new.en.md: only YAML files (.yaml) belong in this folder',
    ])
  })

  it('a file name that cannot be an address', () => {
    expect(problemsOf({ 'home-variants/Home New.en.yaml': variant(...cta) })).toEqual([
      'content/home-variants/Home New.en.yaml: the file name becomes the page address: use lowercase letters, digits and dashes only (e.g. my-new-page.en.yaml)',
    ])
  })
})
