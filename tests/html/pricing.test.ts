import { describe, expect, test } from 'vitest'
import { builtPage } from './support/builtPage'
import { HEADING, byText } from './support/queries'

const plans = [
  { name: 'BASIC PLAN', price: '$49', features: ['Full Design & Development', 'Installation'] },
  { name: 'PREMIUM PLAN', price: '$69', badge: 'Popular', features: ['Full Design & Development', 'Installation', 'Support Lifetime'] },
  { name: 'ULTIMATE PLAN', price: '$99', features: ['Full Design & Development', 'Installation', 'Support Lifetime', 'SEO/Marketing Include'] },
]

describe('pricing page', () => {
  const page = builtPage('/pricing/')

  test('three plans with their price per month, note and features', () => {
    expect(page.title).toBe('Northwind Software | Pricing')
    expect(page.h1).toHaveLength(1)
    const main = page.one('main')
    expect(page.all('article', main)).toHaveLength(3)
    for (const plan of plans) {
      const cards = page.named('article', plan.name, main)
      expect(cards, plan.name).toHaveLength(1)
      const card = cards[0]!
      expect(page.named(HEADING, plan.name, card), plan.name).toHaveLength(1)
      expect(byText(page, plan.price, card), plan.name).toHaveLength(1)
      expect(byText(page, 'per month', card), plan.name).toHaveLength(1)
      expect(byText(page, '10% taxed will include after make price', card), plan.name).toHaveLength(1)
      const lists = page.named('ul, ol', 'What this plan includes', card)
      expect(lists, plan.name).toHaveLength(1)
      expect(page.texts('li', lists[0]), plan.name).toEqual(plan.features)
      if (plan.badge) expect(byText(page, plan.badge, card), plan.name).toHaveLength(1)
      else expect(byText(page, 'Popular', card), plan.name).toHaveLength(0)
      expect(page.named('a', 'Start My Project Now', card).map((a) => a.attribs.href)).toEqual(['/contact/'])
    }
  })

  test('the enterprise block links to the contact page', () => {
    const enterprise = page.region('Building something bigger?')
    expect(page.named('a', 'Contact us', enterprise).map((a) => a.attribs.href)).toEqual(['/contact/'])
    expect(page.named('a', /start my project now/i)).toHaveLength(3)
  })
})
