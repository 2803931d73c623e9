import { describe, expect, test } from 'vitest'
import { builtPage } from './support/builtPage'

describe('FAQ page', () => {
  const page = builtPage('/faq/')

  test('categories Progress, Payment and Support, each an accordion with its first answer open', () => {
    expect(page.title).toBe('Northwind Software | FAQ')
    expect(page.h1).toEqual(['Frequently asked questions'])
    const toc = page.named('nav', 'On this page')
    expect(toc).toHaveLength(1)
    for (const category of ['Progress', 'Payment', 'Support']) {
      const section = page.region(category)
      expect(page.named('h2', category, section), category).toHaveLength(1)
      const items = page.all('details', section)
      expect(items.length, category).toBeGreaterThanOrEqual(3)
      expect(items[0]!.attribs.open, category).toBe('')
      for (const later of items.slice(1)) expect(later.attribs.open, category).toBeUndefined()
      const links = page.named('a', category, toc[0])
      expect(links, category).toHaveLength(1)
      expect(links[0]!.attribs.href, category).toMatch(/^#/)
    }
  })

  test('Contact us leads to the contact page', () => {
    expect(page.named('a', 'Contact us', page.one('main')).map((a) => a.attribs.href)).toEqual(['/contact/'])
  })
})
