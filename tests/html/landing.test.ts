import { describe, expect, test } from 'vitest'
import { builtPage, isBuilt, textOf } from './support/builtPage'
import { byText } from './support/queries'

describe('landing page', () => {
  const page = builtPage('/')
  const headings = (within?: Parameters<typeof page.all>[1]) => page.texts('h1, h2, h3, h4, h5, h6', within)

  test('hero: cover video with its poster and sources, slogan, GET STARTED to the get-started section', () => {
    const video = page.one('#home video')
    expect(video.attribs.playsinline).toBe('')
    expect(video.attribs.poster).toMatch(/\/_img\/art\/home\/hero-poster\.jpg-\d+-[0-9a-f]+\.webp$/)
    expect(page.all('source', video).map((source) => source.attribs.type)).toEqual(['video/webm', 'video/mp4'])
    // Drawn on its poster, the video waits: its button is a plain one named for what a press does.
    const toggle = page.all('#home button').filter((button) => /background video/.test(textOf(button)))
    expect(toggle.map((button) => textOf(button))).toEqual(['Play the background video'])
    expect(toggle[0]!.attribs['aria-pressed']).toBeUndefined()
    expect(page.h1).toEqual(['Bigger Goals, Better Tech'])
    expect(page.named('a', 'GET STARTED').map((a) => a.attribs.href)).toEqual(['#get-started'])
    const booking = page.named('a', /Book a Free Consultation TODAY!/)
    expect(booking).toHaveLength(1)
    expect(booking[0]!.attribs.target).toBe('_blank')
    expect(booking[0]!.attribs.href).toBe('https://calendly.com/northwind-software/free-consultation')
    expect(page.all('#get-started a')).toContain(booking[0])
  })

  test('sections: digital transformation, about, what we do lists from the collections', () => {
    expect(headings().filter((text) => text.includes('Digital Transformation & Innovation'))).toHaveLength(1)
    expect(byText(page, 'About Us', page.one('main')).length).toBeGreaterThan(0)
    const whatWeDo = page.one('#what-we-do')
    expect(headings(whatWeDo).filter((text) => text.includes('What We Do'))).toHaveLength(1)
    expect(page.all('a[href^="/services/"]', whatWeDo)).toHaveLength(7)
    expect(page.all('a[href^="/industries/"]', whatWeDo)).toHaveLength(6)
    expect(page.named('a', 'Healthcare', whatWeDo).map((a) => a.attribs.href)).toEqual(['/industries/healthcare/'])
    expect(builtPage('/industries/healthcare/').h1).toEqual(['Healthcare'])
  })

  test('counters show their final figures without script', () => {
    for (const figure of ['120', '8,200', '6,430', '18,750', '100,000+', '10', '100%']) {
      expect(byText(page, figure).length, figure).toBeGreaterThan(0)
    }
    expect(page.all('*').some((el) => textOf(el).includes('projects completed across 60 countries'))).toBe(true)
  })

  test('case studies: a card per study, and the contact call to action', () => {
    const work = page.one('#our-work')
    expect(page.named('a', 'Energetica ERP', work).map((a) => a.attribs.href)).toEqual(['/case-studies/energetica-erp/'])
    expect(page.named('a', 'HEROES Project', work).map((a) => a.attribs.href)).toEqual(['/case-studies/heroes-project/'])
    expect(page.named('a', "Captivated? We're just a message away!", work).map((a) => a.attribs.href)).toEqual(['/contact/'])
  })

  test('awards by year link to real pages', () => {
    for (const year of ['2021', '2020', '2019']) expect(byText(page, year).length, year).toBeGreaterThan(0)
    const links = page.named('a', /^See (project|our work)$/)
    expect(links).toHaveLength(3)
    for (const a of links) expect(isBuilt(a.attribs.href!), a.attribs.href).toBe(true)
  })

  test('three blog teasers lead to real posts', () => {
    const [section, ...others] = page.all('section').filter((el) => headings(el).includes('From the blog'))
    expect(others).toEqual([])
    for (const category of ['Product', 'Inspiration', 'Community']) expect(byText(page, category, section).length, category).toBeGreaterThan(0)
    expect(byText(page, /Dec 2021/, section)).toHaveLength(3)
    const continues = page.named('a', /^Continue/, section)
    expect(continues).toHaveLength(3)
    for (const a of continues) {
      expect(a.attribs.href).toMatch(/^\/blog\/[a-z0-9-]+\/$/)
      expect(isBuilt(a.attribs.href!), a.attribs.href).toBe(true)
    }
    const first = builtPage(continues[0]!.attribs.href!)
    expect(first.h1).toHaveLength(1)
    expect(byText(first, 'Product').length).toBeGreaterThan(0)
  })

  test('twelve partner logos', () => {
    const [section, ...others] = page.all('section').filter((el) => headings(el).includes('Trusted by'))
    expect(others).toEqual([])
    expect(page.all('li', section)).toHaveLength(12)
  })

  test("contact: Saying Hi!, Contact Us, Let's chat! and the social links", () => {
    expect(headings().filter((text) => text.includes("Let's chat!"))).toHaveLength(1)
    expect(page.named('a', 'Saying Hi!').map((a) => a.attribs.href)).toEqual(['/contact/'])
    expect(page.named('a', 'Contact Us').map((a) => a.attribs.href)).toEqual(['/contact/'])
    const main = page.one('main')
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      expect(
        page.named('a', new RegExp(`^${network}`), main).map((a) => a.attribs.target),
        network,
      ).toEqual(['_blank'])
    }
  })
})
