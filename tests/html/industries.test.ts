import { describe, expect, test } from 'vitest'
import { builtPage, isBuilt } from './support/builtPage'
import { HEADING, isInside, byText } from './support/queries'

const industries = [
  { id: 'energy-oil-gas', name: 'Energy, Oil & Gas' },
  { id: 'healthcare', name: 'Healthcare' },
  { id: 'education', name: 'Education' },
  { id: 'ecommerce-retail', name: 'E-commerce & Retail' },
  { id: 'media-entertainment', name: 'Media & Entertainment' },
  { id: 'startup', name: 'Start-ups' },
]

describe('industry pages', () => {
  test.each(industries)('$id has its title, label, call to action, expertise, challenges and sidebar', ({ id, name }) => {
    const address = `/industries/${id}/`
    expect(isBuilt(address)).toBe(true)
    const page = builtPage(address)
    expect(page.title).toBe(`Northwind Software | ${name}`)
    expect(page.h1).toEqual([name])
    // The page's own label, after the header's menu entry of the same name.
    const label = byText(page, 'INDUSTRIES').at(-1)
    expect(label && isInside(label, page.one('main'))).toBe(true)
    expect(page.named('a', /SCHEDULE A CALL/i).map((a) => a.attribs.href)).toEqual(['/contact/'])
    expect(page.named(HEADING, 'Our Expertise')).toHaveLength(1)
    const pictures = page.all('#content picture img')
    expect(pictures).toHaveLength(1)
    expect(pictures[0]!.attribs.alt).toMatch(/.+/)
    expect(page.named(HEADING, 'Challenges We Address')).toHaveLength(1)
    const services = page.named('nav', 'Our Services')
    expect(services).toHaveLength(1)
    expect(page.all('a[href]', services[0])).toHaveLength(7)
    expect(page.all('aside details').length).toBeGreaterThanOrEqual(3)
  })

  test('have no island: the header, the scroll arrow and back-to-top are HTML and CSS', () => {
    const page = builtPage('/industries/education/')
    expect(page.named('a', 'Scroll down')).toHaveLength(1)
    expect(page.all('[data-island]')).toHaveLength(0)
  })
})
