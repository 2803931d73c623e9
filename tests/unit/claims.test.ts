import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadLocalizedContent } from '../../lib/content'
import { claimWarnings, fillClaims, formatClaimWarning } from '../../lib/content/claims'
import { contentWith, readFixture } from './helpers'

const CADENCE = { name: 'demoCadence', says: 'every two weeks', avoid: ['weekly demo'] }
const site = readFixture('site.en.yaml').replace(/^redirects:/m, 'claims:\n  - name: demoCadence\n    says: every two weeks\n    avoid: [weekly demo]\nredirects:')

describe('a claim the site states in several places', () => {
  it('is put into every text that names it, at any depth; other placeholders are left to the page', () => {
    const data = { intro: 'A demo {demoCadence}.', items: [{ text: 'Shipped {demoCadence}, shown {demoCadence}.' }], label: 'Views: {count}' }
    fillClaims(data, [CADENCE])
    expect(data).toEqual({ intro: 'A demo every two weeks.', items: [{ text: 'Shipped every two weeks, shown every two weeks.' }], label: 'Views: {count}' })
  })

  it('is never a member every JavaScript object has', () => {
    const data = { intro: 'A demo {demoCadence}, {constructor} and {toString}.' }
    fillClaims(data, [CADENCE])
    expect(data.intro).toBe('A demo every two weeks, {constructor} and {toString}.')
  })

  it("comes from site.yaml into a page file's texts, a collection's fields and a Markdown text alike", () => {
    const agency = readFixture('home-variants/home-agency.en.yaml').replace(/^description: .*$/m, 'description: A demo {demoCadence}.')
    const legal = readFixture('legal/terms.en.md').replace('Write to [{email}]', 'We demo {demoCadence}. Write to [{email}]')
    const content = loadLocalizedContent({
      root: contentWith({ 'site.en.yaml': site, 'home-variants/home-agency.en.yaml': agency, 'legal/terms.en.md': legal }),
      includeDrafts: false,
    })
    expect(content.en.homeVariants.find((v) => v.id === 'home-agency')!.data.description).toBe('A demo every two weeks.')
    expect(JSON.stringify(content.en.legal.find((l) => l.id === 'terms'))).toContain('We demo every two weeks.')
    // Changed once, it changes everywhere.
    const weekly = loadLocalizedContent({
      root: contentWith({ 'site.en.yaml': site.replace('says: every two weeks', 'says: every week'), 'home-variants/home-agency.en.yaml': agency }),
      includeDrafts: false,
    })
    expect(weekly.en.homeVariants.find((v) => v.id === 'home-agency')!.data.description).toBe('A demo every week.')
  })

  it('the check warns where a text says it another way (any file, across a folded line), or by hand in a page file', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-'))
    fs.mkdirSync(path.join(root, 'pages'))
    fs.mkdirSync(path.join(root, 'blog'))
    fs.writeFileSync(path.join(root, 'site.en.yaml'), 'claims:\n  - name: demoCadence\n    says: every two weeks\n    avoid: [weekly demo]\n')
    fs.writeFileSync(path.join(root, 'pages', 'home.en.yaml'), 'intro: >-\n  Short iterations and a weekly\n  demo.\nlead: A demo every two weeks.\nok: A demo {demoCadence}.\n')
    // A post may quote the words; it may not contradict them.
    fs.writeFileSync(path.join(root, 'blog', 'story.en.md'), '---\ntitle: X\n---\n\nEvery two weeks we met.\n\nThen came the Weekly Demo.\n')
    expect(claimWarnings(root).map(formatClaimWarning)).toEqual([
      'content/blog/story.en.md:7: "Weekly Demo" says otherwise than the site\'s claim "every two weeks" (content/site.en.yaml › claims › demoCadence): write {demoCadence}',
      'content/pages/home.en.yaml:2: "weekly demo" says otherwise than the site\'s claim "every two weeks" (content/site.en.yaml › claims › demoCadence): write {demoCadence}',
      'content/pages/home.en.yaml:4: "every two weeks" is written by hand: write {demoCadence}, so every page says it the same way when it changes (content/site.en.yaml › claims)',
    ])
  })

  it('the real content states the demo cadence once, as data', () => {
    expect(claimWarnings(path.resolve('content')).map(formatClaimWarning)).toEqual([])
  })
})
