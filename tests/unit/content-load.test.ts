import { describe, expect, it } from 'vitest'
import { loadContent } from '../../lib/content'
import { buildShell } from '../../lib/shell'
import { FIXTURE_SITE, load, readFixture } from './helpers'

describe('loading valid content', () => {
  it('reads every collection, ids from file names, sorted by order', () => {
    const content = load()
    expect(content.site.name).toBe('Northwind Software')
    expect(content.services.map((s) => s.id)).toEqual(['beta', 'alpha'])
    expect(content.industries.map((s) => s.id)).toEqual(['energy'])
    expect(content.caseStudies[0]!.data.industry).toBe('energy')
    expect(content.posts[0]!.data.date).toBe('2021-12-12')
    expect(content.legal[0]!.file).toBe('content/legal/terms.en.md')
  })

  it('skips files starting with an underscore', () => {
    expect(load().services.some((s) => s.id === '_template')).toBe(false)
  })

  it('leaves drafts out of production and keeps them for the dev server', () => {
    expect(load({}, false).services.map((s) => s.id)).not.toContain('gamma')
    expect(load({}, true).services.map((s) => s.id)).toContain('gamma')
  })

  it('fills defaults the editor may leave out', () => {
    const beta = load().services.find((s) => s.id === 'beta')!
    expect(beta.data.draft).toBe(false)
    expect(beta.data.menuTitle).toBeUndefined()
  })

  it('derives the menu dropdowns from the collections, in their order', () => {
    const shell = buildShell(load())
    const services = shell.menu.find((m) => m.label === 'SERVICES')!
    expect(services.children).toEqual([
      { label: 'Beta Service', href: '/services/beta/' },
      { label: 'Alpha', href: '/services/alpha/' },
    ])
    expect(shell.legalLinks).toEqual([{ label: 'Terms', href: '/terms/' }])
  })

  it('adds a new service to the menu with no code change', () => {
    const shell = buildShell(
      load({
        'services/delta.en.md': readFixture('services/alpha.en.md')
          .replace('title: Alpha Service', 'title: Delta')
          .replace('menuTitle: Alpha\n', '')
          .replace('order: 2', 'order: 0'),
      }),
    )
    expect(shell.menu.find((m) => m.label === 'SERVICES')!.children![0]).toEqual({ label: 'Delta', href: '/services/delta/' })
  })

  it("loads the fixture site's content: the spec's services, industries and legal pages", { timeout: 60_000 }, () => {
    const content = loadContent({ root: FIXTURE_SITE, includeDrafts: false })
    expect(content.services).toHaveLength(7)
    expect(content.industries).toHaveLength(6)
    expect(content.legal.map((l) => l.id)).toEqual(['terms-and-conditions', 'privacy-policy', 'cookie-policy'])
  })

  it("loads the site's own content without a single problem, whatever it says", { timeout: 60_000 }, () => {
    const content = loadContent({ includeDrafts: false })
    expect(content.services.length).toBeGreaterThan(0)
    expect(content.industries.length).toBeGreaterThan(0)
    // The footer's legal links are the spec's; more legal pages may join them.
    expect(content.legal.map((l) => l.id)).toEqual(expect.arrayContaining(['terms-and-conditions', 'privacy-policy', 'cookie-policy']))
  })
})
