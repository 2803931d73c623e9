import { describe, expect, it } from 'vitest'
import { loadLocalizedContent } from '../../lib/content'
import { routesOf } from '../../lib/routes'
import { buildShell } from '../../lib/shell'
import { contentWith, load, problemsOf, readFixture } from './helpers'

const SITE = 'site.en.yaml'

/** The fixture content with site.yaml › layouts as given (the file leaves them out: the defaults). */
function withLayouts(layouts: string): Record<string, string> {
  return { [SITE]: readFixture(SITE).replace('\nredirects:\n', `\nlayouts:\n${layouts}redirects:\n`) }
}

const indexed = (changes: Record<string, string>, page: string) => routesOf(loadLocalizedContent({ root: contentWith(changes), includeDrafts: false }), page).en.indexed

const footer = (changes: Record<string, string> = {}) =>
  Object.fromEntries(buildShell(load(changes)).footerGroups.map((group) => [group.heading, group.links.map((link) => link.href)]))

describe('one face: the layouts the site shows (site.yaml › layouts)', () => {
  it('by default, the home page, the blog grid and the portfolio grid are offered; every other layout is built but unlisted', () => {
    for (const page of ['/', '/blog-grid/', '/works-grid/', '/team/', '/case-studies/']) expect(indexed({}, page), page).toBe(true)
    for (const page of ['/home-agency/', '/home-studio/', '/blog-masonry/', '/blog-sidebar/', '/works-masonry/', '/works-listing/', '/works-carousel/'])
      expect(indexed({}, page), page).toBe(false)
    // Sample pages of no kind the site chooses: never offered.
    for (const page of ['/blog-details/', '/blog-details-sidebar/', '/about-me/', '/coming-soon/']) expect(indexed({}, page), page).toBe(false)
  })

  it('choosing another layout offers it instead, in the index and in the footer', () => {
    const changes = withLayouts('  blog: /blog-masonry/\n  portfolio: /works-listing/\n  home: /home-dark/\n')
    expect(indexed(changes, '/blog-masonry/')).toBe(true)
    expect(indexed(changes, '/blog-grid/')).toBe(false)
    expect(indexed(changes, '/works-listing/')).toBe(true)
    expect(indexed(changes, '/works-grid/')).toBe(false)
    expect(indexed(changes, '/home-dark/')).toBe(true)
    // The site's own address stays its front door.
    expect(indexed(changes, '/')).toBe(true)
    const groups = footer(changes)
    expect(groups.Work).toEqual(['/case-studies/', '/works-listing/'])
    expect(groups.Company).toContain('/blog-masonry/')
    expect(groups.Company).toContain('/home-dark/')
    expect(groups.Company).not.toContain('/blog-grid/')
  })

  it('the footer links what a prospect needs: every service and industry, the work, the company; no layout demo', () => {
    const groups = footer()
    expect(Object.keys(groups)).toEqual(['Services', 'Industries', 'Work', 'Company'])
    expect(groups.Services).toEqual(['/services/beta/', '/services/alpha/'])
    expect(groups.Work).toEqual(['/case-studies/', '/works-grid/'])
    const all = Object.values(groups).flat()
    for (const demo of ['/home-agency/', '/home-studio/', '/blog-masonry/', '/blog-details/', '/works-carousel/', '/about-me/', '/coming-soon/'])
      expect(all, demo).not.toContain(demo)
  })

  it('a layout that is not one of its kind names the file, the field and the choices', () => {
    expect(problemsOf(withLayouts('  blog: /works-grid/\n'))).toEqual([
      'content/site.en.yaml › layouts.blog: expected one of "/blog-grid/", "/blog-masonry/", "/blog-sidebar/", but found the text "/works-grid/"',
    ])
    const [home] = problemsOf(withLayouts('  home: /home-nowhere/\n'))
    expect(home).toMatch(/^content\/site\.en\.yaml › layouts\.home: no home variant on the public site at "\/home-nowhere\/"; expected "\/" or one of "\/home-/)
  })
})
