import { describe, expect, test } from 'vitest'
import { builtPage, isBuilt, textOf } from './support/builtPage'
import { byText, redirectsAway, tabNames } from './support/queries'

const GRID_TABS = ['All', 'Branding', 'Packaging', 'Illustration', 'Motion', 'Animation']
const LISTING_TABS = ['All', 'Branding', 'Ui/Ux', 'Packaging', 'Illustration', 'Motion', 'Animation']

describe('portfolio views', () => {
  test('/works-grid/: Portfolio, its filter tabs, the works, then a second grid of the six newest that repeats none of them, and More', () => {
    const page = builtPage('/works-grid/')
    expect(page.title).toBe('Northwind Software | Portfolio Grid')
    expect(page.h1).toEqual(['Portfolio'])
    expect(tabNames(page)).toEqual(GRID_TABS)
    const cards = page.all('li', page.one('[role="tabpanel"]'))
    expect(cards).toHaveLength(8)
    expect(textOf(page.one('[role="tab"][aria-selected="true"]'))).toBe('All 8')

    const latest = page.region('Six of our latest works')
    expect(page.all('li', latest)).toHaveLength(6)
    const latestTitles = page.all('h3', latest).map(textOf)
    expect(latestTitles).toHaveLength(6)
    const gridTitles = cards.map((card) => textOf(page.one('h2', card)))
    expect(gridTitles.filter((title) => latestTitles.includes(title))).toEqual([])
    expect(new Set([...gridTitles, ...latestTitles]).size).toBe(14)
    expect(page.named('a', /^More /, page.one('main')).map((a) => a.attribs.href)).toEqual(['/works-masonry/'])
  })

  test('/works-masonry/: the same tabs, fourteen works whose pictures keep their size, and More', () => {
    const page = builtPage('/works-masonry/')
    expect(page.title).toBe('Northwind Software | Portfolio Masonry')
    expect(page.h1).toHaveLength(1)
    expect(tabNames(page)).toEqual(GRID_TABS)
    const panel = page.one('[role="tabpanel"]')
    expect(page.all('li', panel)).toHaveLength(14)
    const pictures = page.all('img', panel)
    expect(pictures.length).toBeGreaterThan(0)
    for (const img of pictures) {
      expect(img.attribs.width).toBe('800')
      expect(img.attribs.height).toMatch(/^(600|800|1000)$/)
    }
    expect(page.named('a', /^More /, page.one('main')).map((a) => a.attribs.href)).toEqual(['/works-listing/'])
  })

  test('/works-listing/: rows with category, title and year that lead on, and its own tabs', () => {
    const page = builtPage('/works-listing/')
    expect(page.title).toBe('Northwind Software | Portfolio Listing')
    expect(tabNames(page)).toEqual(LISTING_TABS)
    const rows = page.all('li', page.one('[role="tabpanel"]'))
    expect(rows).toHaveLength(14)
    for (const text of ['Branding', 'Volta Pay identity', '2024']) expect(byText(page, text, rows[0]), text).toHaveLength(1)
    // Only the works that have a case study lead on, each to its own.
    expect(page.all('a[href]', page.one('[role="tabpanel"]')).map((a) => [textOf(page.one('[class*="rowTitle"]', a)), a.attribs.href])).toEqual([
      ['Energetica customer portal', '/case-studies/energetica-erp/'],
      ['HEROES caregiver video profiles', '/case-studies/heroes-project/'],
    ])
    expect(page.named('a', /^More /, page.one('main')).map((a) => a.attribs.href)).toEqual(['/case-studies/'])
  })

  test("a work's card leads to its own case study, or nowhere: never to another project's story", () => {
    let checked = 0
    for (const address of ['/works-grid/', '/works-masonry/', '/works-carousel/', '/home-studio/', '/ro/works-grid/']) {
      const page = builtPage(address)
      // The works' titles, each a link where the work has a story.
      const leads = page.all(':is(h2, h3) a[href*="/case-studies/"]', page.one('main'))
      checked += leads.length
      for (const a of leads) {
        const study = builtPage(a.attribs.href!)
        const named = textOf(a).toLowerCase()
        const story = textOf(study.one('main')).toLowerCase()
        // The work's own name (its first word: Energetica, HEROES) is in the story it leads to.
        expect(story, `${address}: "${textOf(a)}" → ${a.attribs.href}`).toContain(named.split(/\s+/)[0]!)
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8)
  })

  test('every work and every More link leads to a page that exists', () => {
    const redirects = redirectsAway()
    const hrefs = new Set<string>()
    for (const address of ['/works-grid/', '/works-masonry/', '/works-listing/']) {
      const page = builtPage(address)
      // The site's own links (the "Edit this page" link goes to the repository).
      for (const a of page.all('a[href]', page.one('main'))) if (a.attribs.href!.startsWith('/')) hrefs.add(a.attribs.href!)
    }
    expect(hrefs.size).toBeGreaterThanOrEqual(5)
    for (const href of hrefs) {
      expect(isBuilt(href), href).toBe(true)
      // Straight to the page: neither an old address the host redirects nor the old showcase.
      expect(redirects(href), `${href} must not redirect`).toBe(false)
      expect(href, `${href} must not redirect`).not.toContain('works-showcase')
    }
  })
})
