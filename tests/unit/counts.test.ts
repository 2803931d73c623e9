import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadLocalizedContent } from '../../lib/content'
import { countWarnings, fillCounts, formatCountWarning } from '../../lib/content/counts'
import type { ContentProblem } from '../../lib/content/problems'
import { contentWith, problemsOf, readFixture } from './helpers'

const counts = { services: 8, industries: 6, caseStudies: 1, posts: 21, works: 2, teamMembers: 12 }
const SERVICES_EN = '{services, plural, one {# service} other {# services}}, from the first workshop.'
const SERVICES_RO = '{services, plural, one {# serviciu} few {# servicii} other {# de servicii}}, de la primul atelier.'

function filled(text: string, locale: 'en' | 'ro', with_ = counts) {
  const data = { intro: text }
  const problems: ContentProblem[] = []
  fillCounts(data, with_, locale, 'content/x.yaml', problems)
  return { text: data.intro, problems }
}

describe('texts that count a list', () => {
  it('are filled from the list, with the plural forms of their language', () => {
    expect(filled(SERVICES_EN, 'en').text).toBe('8 services, from the first workshop.')
    expect(filled(SERVICES_EN, 'en', { ...counts, services: 1 }).text).toBe('1 service, from the first workshop.')
    // Romanian: one, few (2–19) and other (20 and more: "de").
    expect(filled(SERVICES_RO, 'ro').text).toBe('8 servicii, de la primul atelier.')
    expect(filled(SERVICES_RO, 'ro', { ...counts, services: 1 }).text).toBe('1 serviciu, de la primul atelier.')
    expect(filled(SERVICES_RO, 'ro', { ...counts, services: 21 }).text).toBe('21 de servicii, de la primul atelier.')
    expect(filled('{posts} posts', 'en').text).toBe('21 posts')
  })

  it("leaves the interface's own placeholders alone", () => {
    for (const label of ['Views: {count}', 'Share on {network}', '{index} of {total}']) expect(filled(label, 'en')).toEqual({ text: label, problems: [] })
  })

  it('refuses a count it cannot read, or of a list the site does not have, naming the file and the field', () => {
    expect(filled('{services, plural, one {# service}}', 'en').problems).toEqual([
      {
        file: 'content/x.yaml',
        field: 'intro',
        message: expect.stringMatching(/^the count in this text cannot be read \(.+\): write it like \{services, plural, one \{# service\} other \{# services\}\}$/) as string,
      },
    ])
    expect(filled('{servises, plural, one {# service} other {# services}}', 'en').problems).toEqual([
      {
        file: 'content/x.yaml',
        field: 'intro',
        message: 'counts "servises", which is not a list the site can count: write one of services, industries, caseStudies, posts, works, teamMembers',
      },
    ])
  })

  it('a placeholder a counting text cannot fill is unknown, one named like a member every JavaScript object has too', () => {
    const known = '{services}, {industries}, {caseStudies}, {posts}, {works}, {teamMembers}'
    for (const name of ['constructor', 'toString', '__proto__', 'count']) {
      for (const text of [`{services} services, {${name}}.`, `{services, plural, one {# service for {${name}}} other {# services}}`]) {
        const result = filled(text, 'en')
        expect(result.problems).toEqual([{ file: 'content/x.yaml', field: 'intro', message: `unknown placeholder {${name}}; the known ones are ${known}` }])
        expect(result.text).toBe(text)
      }
    }
  })

  it('a new service changes every sentence that counts services, in both languages', () => {
    const agency = readFixture('home-variants/home-agency.en.yaml')
    const counting = agency.replace(/^description: .*$/m, `description: "${SERVICES_EN}"`)
    const countingRo = counting.replace(`description: "${SERVICES_EN}"`, `description: "${SERVICES_RO}"`)
    const load = (changes: Record<string, string>) =>
      loadLocalizedContent({
        root: contentWith({ 'home-variants/home-agency.en.yaml': counting, 'home-variants/home-agency.ro.yaml': countingRo, ...changes }),
        includeDrafts: false,
      })
    const before = load({})
    const services = before.en.services.length
    expect(before.en.homeVariants.find((v) => v.id === 'home-agency')!.data.description).toBe(`${services} services, from the first workshop.`)
    expect(before.ro.homeVariants.find((v) => v.id === 'home-agency')!.data.description).toBe(`${services} servicii, de la primul atelier.`)
    const after = load({ 'services/delta.en.md': readFixture('services/alpha.en.md').replace('title: Alpha Service', 'title: Delta Service').replace('order: 2', 'order: 9') })
    expect(after.en.homeVariants.find((v) => v.id === 'home-agency')!.data.description).toBe(`${services + 1} services, from the first workshop.`)
    expect(after.ro.homeVariants.find((v) => v.id === 'home-agency')!.data.description).toBe(`${services + 1} servicii, de la primul atelier.`)
  })

  it('a broken count in a content file stops the check with the file and the field', () => {
    const about = readFixture('pages/about-us.en.yaml')
    const broken = about.replace(/^title: .*$/m, 'title: "{services, plural, one {# service}"')
    expect(problemsOf({ 'pages/about-us.en.yaml': broken })).toEqual([expect.stringMatching(/^content\/pages\/about-us\.en\.yaml › title: the count in this text cannot be read/)])
  })

  it('the check warns where a page file states a count by hand, in words or digits, in either language', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'counts-'))
    fs.mkdirSync(path.join(root, 'pages'))
    fs.mkdirSync(path.join(root, 'blog'))
    fs.writeFileSync(path.join(root, 'pages', 'home.en.yaml'), 'intro: Seven services, from the first workshop.\nlead: We wrote 12 recent posts.\nok: "{services} services"\n')
    fs.writeFileSync(path.join(root, 'pages', 'home.ro.yaml'), 'intro: Două parteneriate de durată.\nok: Servicii pentru toți.\n')
    // A post's story may say how many projects there were; only page files introduce lists.
    fs.writeFileSync(path.join(root, 'blog', 'story.en.md'), '---\ntitle: X\n---\n\nThree of the five projects are still in use.\n')
    expect(countWarnings(root).map(formatCountWarning)).toEqual([
      'content/pages/home.en.yaml:1: "Seven services" states how many there are by hand: write {services, plural, …} so it stays right when the list changes (see "Numbers that count a list" in the guide)',
      'content/pages/home.en.yaml:2: "12 recent posts" states how many there are by hand: write {posts, plural, …} so it stays right when the list changes (see "Numbers that count a list" in the guide)',
      'content/pages/home.ro.yaml:1: "Două parteneriate" states how many there are by hand: write {caseStudies, plural, …} so it stays right when the list changes (see "Numbers that count a list" in the guide)',
    ])
  })
})
