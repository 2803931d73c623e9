import { describe, expect, it } from 'vitest'
import { categoryId, portfolioView } from '../../lib/portfolio'
import { loadContent } from '../../lib/content'
import { contentWith, load, problemsOf, readFixture } from './helpers'

const FILE = 'pages/portfolio.en.yaml'

describe('portfolio pages (content/pages/portfolio.en.yaml)', () => {
  it('loads with its defaults', () => {
    const { pages } = load()
    expect(pages.portfolio.allLabel).toBe('All')
    expect(pages.portfolio.grid.latest.count).toBe(6)
    expect(pages.portfolio.items[0]).toMatchObject({ title: 'Alpha identity', category: 'Branding', year: 2023 })
  })

  it('a category outside the list names the file, the field and the allowed categories', () => {
    const text = readFixture(FILE).replace('    category: Motion', '    category: Web Design')
    expect(problemsOf({ [FILE]: text })).toEqual([
      'content/pages/portfolio.en.yaml › items[1].category: expected one of "Branding", "Ui/Ux", "Packaging", "Illustration", "Motion", "Animation", but found the text "Web Design"',
    ])
  })

  it('a missing year, a misspelt field and a link written by hand are reported together', () => {
    const text = readFixture(FILE)
      .replace('    year: 2024\n', '')
      .replace('    summary: A brand.', '    sumary: A brand.')
      .replace('    summary: A film.', '    summary: A film.\n    href: /case-studies/')
    expect(problemsOf({ [FILE]: text })).toEqual([
      'content/pages/portfolio.en.yaml › items[0].summary: required text is missing',
      'content/pages/portfolio.en.yaml › items[0]: unknown field "sumary": check the spelling, or remove it',
      'content/pages/portfolio.en.yaml › items[1].year: required field is missing (expected a number)',
      'content/pages/portfolio.en.yaml › items[1]: unknown field "href": check the spelling, or remove it',
    ])
  })

  it('a case study that does not exist is found when content loads, with the file and field', () => {
    const [problem] = problemsOf({ [FILE]: readFixture(FILE).replace('caseStudy: grid', 'caseStudy: nope') })
    expect(problem).toMatch(/^content\/pages\/portfolio\.en\.yaml › items\[0\]\.caseStudy: .*"nope".*"grid"/)
  })

  it('a work leads to its own case study, and a work without one leads nowhere', () => {
    const content = loadContent({ root: contentWith() })
    expect(portfolioView(content, 'grid').filter.items.map((i) => [i.title, i.href])).toEqual([
      ['Alpha identity', '/case-studies/grid/'],
      ['Beta film', undefined],
    ])
  })

  it('a view can show some of the works, its tabs counting only those', () => {
    const content = loadContent({ root: contentWith() })
    const [, second] = content.pages.portfolio.items
    const view = portfolioView(content, 'grid', [second!])
    expect(view.filter.items.map((i) => i.title)).toEqual(['Beta film'])
    expect(view.filter.tabs.map((t) => [t.id, t.count])).toEqual([
      ['all', 1],
      ['branding', 0],
      ['motion', 1],
    ])
  })

  it('the filter tabs get All with every work, then each category of the view with its count', () => {
    // Pictures are measured in the content folder the content was loaded from.
    const content = loadContent({ root: contentWith() })
    const view = portfolioView(content, 'grid')
    expect(view.head).toEqual({ title: 'Portfolio Grid', description: 'Our work.' })
    expect(view.filter.layout).toBe('grid')
    expect(view.filter.tabs).toEqual([
      { id: 'all', label: 'All', count: 2 },
      { id: 'branding', label: 'Branding', count: 1 },
      { id: 'motion', label: 'Motion', count: 1 },
    ])
    expect(view.filter.items.map((i) => ({ tabs: i.tabs, kicker: i.kicker, meta: i.meta }))).toEqual([
      { tabs: ['branding'], kicker: 'Branding', meta: '2023' },
      { tabs: ['motion'], kicker: 'Motion', meta: '2024' },
    ])
    expect(view.filter.items[0]!.image).toMatchObject({ alt: 'A picture' })
    expect(portfolioView(content, 'listing').filter.layout).toBe('list')
    expect(categoryId('Ui/Ux')).toBe('ui-ux')
  })
})
