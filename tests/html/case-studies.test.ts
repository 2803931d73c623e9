import { describe, expect, test } from 'vitest'
import { builtPage, isBuilt } from './support/builtPage'
import { HEADING, byText } from './support/queries'

describe('case studies', () => {
  test('the energy ERP case study: facts, modules, challenge and solution, gallery, next study', () => {
    expect(isBuilt('/case-studies/energetica-erp/')).toBe(true)
    const page = builtPage('/case-studies/energetica-erp/')
    expect(page.title).toMatch(/^Northwind Software \| /)
    expect(page.h1).toEqual(['Energetica ERP'])
    const main = page.one('main')
    expect(page.all('a[href="/contact/"]', main).length).toBeGreaterThanOrEqual(1)
    for (const module of ['Contract Management', 'Intelligent Invoicing', 'Partner Management', 'Intelligent Metering', 'Reporting', 'Cashflow', 'Customer Portal']) {
      expect(page.named(HEADING, module, main), module).toHaveLength(1)
    }
    expect(page.named(HEADING, 'Challenge', main)).toHaveLength(1)
    expect(page.named(HEADING, 'Solution', main)).toHaveLength(1)
    expect(page.named('a', /^Enlarge image:/, main)).toHaveLength(5)
    const next = page.named('nav', /next case study/i, main)
    expect(next).toHaveLength(1)
    const nextLinks = page.all('a[href]', next[0])
    expect(nextLinks.map((a) => a.attribs.href)).toEqual(['/case-studies/heroes-project/'])
    expect(builtPage(nextLinks[0]!.attribs.href!).h1).toEqual(['HEROES Project'])
  })

  test('the HEROES case study: funding figures, project site, partners, and no next study', () => {
    const page = builtPage('/case-studies/heroes-project/')
    const main = page.one('main')
    for (const figure of ['2M+ EUR', '112', '18']) expect(byText(page, figure, main), figure).toHaveLength(1)
    const site = page.named('a', /Visit the project website/, main)
    expect(site).toHaveLength(1)
    expect(site[0]!.attribs.href).toBe('https://www.heroes-project.eu')
    expect(site[0]!.attribs.target).toBe('_blank')
    expect(page.named(HEADING, 'Partners', main)).toHaveLength(1)
    expect(page.named('img', /novacare/i, main)).toHaveLength(1)
    expect(page.named('nav', /next case study/i, main)).toHaveLength(0)
    expect(page.named('a', /healthcare/i, main).map((a) => a.attribs.href)).toEqual(['/industries/healthcare/'])
  })

  test('the case studies index lists every study', () => {
    const page = builtPage('/case-studies/')
    expect(page.h1).toEqual(['Case Studies'])
    expect(page.named('a', /energetica erp/i).map((a) => a.attribs.href)).toEqual(['/case-studies/energetica-erp/'])
    expect(page.named('a', /heroes project/i).map((a) => a.attribs.href)).toEqual(['/case-studies/heroes-project/'])
  })
})
