import { describe, expect, it } from 'vitest'
import { load, problemsOf, readFixture } from './helpers'

describe('pricing, team, FAQ, coming-soon and about pages', () => {
  it('load from content/pages with their defaults', () => {
    const { pages } = load()
    expect(pages.pricing.plans[0]).toMatchObject({ name: 'BASIC PLAN', price: 49, currency: '$', period: 'per month' })
    expect(pages.team.members).toHaveLength(1)
    expect(pages.faq.categories[0]!.title).toBe('Progress')
    expect(pages.aboutUs.testimonials.items[0]).toMatchObject({ name: 'Ion Pop', company: 'Acme' })
    // A year written as a number reads as text, like a span such as "2012 – 2016".
    expect(pages.aboutMe.timeline.groups[0]!.entries[0]!.year).toBe('2008')
  })

  it('the countdown target must be a date and time with its offset', () => {
    const comingSoon = readFixture('pages/coming-soon.en.yaml').replace('launch: 2022-12-30T00:00:00+02:00', 'launch: 30 Dec 2022')
    const problems = problemsOf({ 'pages/coming-soon.en.yaml': comingSoon })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/pages\/coming-soon\.en\.yaml › launch: /)
    expect(problems[0]).toContain('2022-12-30T00:00:00+02:00')
  })

  it('a misspelt field, a missing portrait and a percentage over 100 are reported together', () => {
    const pricing = readFixture('pages/pricing.en.yaml').replace('    period: per month', '    perod: per month')
    const team = readFixture('pages/team.en.yaml').replace('/media/badge.svg', '/media/nobody.svg')
    const aboutMe = readFixture('pages/about-me.en.yaml').replace('percentage: 90', 'percentage: 120')
    const problems = problemsOf({ 'pages/pricing.en.yaml': pricing, 'pages/team.en.yaml': team, 'pages/about-me.en.yaml': aboutMe })
    expect(problems.some((p) => p.startsWith('content/pages/pricing.en.yaml › plans[0]') && p.includes('perod'))).toBe(true)
    expect(problems.some((p) => p.startsWith('content/pages/team.en.yaml › members[0].portrait.src') && p.includes('does not exist'))).toBe(true)
    expect(problems.some((p) => p.startsWith('content/pages/about-me.en.yaml › skills.items[0].percentage'))).toBe(true)
  })
})
