import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { builtFile, builtPage, isBuilt } from './support/builtPage'

const SITE = 'https://www.northwind.example'

const legalPages = [
  { path: '/terms-and-conditions/', title: 'Terms and Conditions', mustSay: ['non-exclusive', 'Romania'] },
  { path: '/privacy-policy/', title: 'Privacy Policy', mustSay: ['S.R.L.', 'J40/11872/2016', 'RO36419823', '+40 21 555 0142'] },
  { path: '/cookie-policy/', title: 'Cookie Policy', mustSay: ['session', 'persistent'] },
]

describe('legal pages', () => {
  for (const legal of legalPages) {
    test(`${legal.title} page reads from Markdown with the details from site.yaml`, () => {
      expect(isBuilt(legal.path)).toBe(true)
      const page = builtPage(legal.path)
      expect(page.title).toBe(`Northwind Software | ${legal.title}`)
      expect(page.h1).toEqual([legal.title])
      expect(page.meta('description')).toMatch(/.{40,}/)
      expect(page.all('link[rel="canonical"]').map((link) => link.attribs.href)).toEqual([`${SITE}${legal.path}`])
      for (const text of legal.mustSay) expect(page.mainText).toContain(text)
      expect(page.named('a', 'hello@northwind.example', page.one('main'))[0]?.attribs.href).toBe('mailto:hello@northwind.example')
      expect(page.mainText).not.toContain('{email}')
    })
  }
})

describe('not-found page', () => {
  test('is titled, kept out of search engines, and leads back home', () => {
    const page = builtPage('/404.html')
    expect(page.h1).toEqual(['Opps...! Page not found'])
    expect(page.title).toBe('Northwind Software | Page not found')
    expect(page.meta('robots')).toBe('noindex')
    expect(page.named('a', 'Back to Home').map((a) => a.attribs.href)).toEqual(['/'])
  })
})

describe('the first landing page', () => {
  const page = builtPage('/')

  test('has the hero, GET STARTED and the menu anchors', () => {
    expect(page.title).toBe('Northwind Software | The Software Incubator')
    expect(page.h1).toEqual(['Bigger Goals, Better Tech'])
    for (const id of ['home', 'get-started', 'what-we-do', 'how-we-do', 'our-work']) expect(page.all(`[id="${id}"]`), id).toHaveLength(1)
    expect(page.named('a', 'GET STARTED').map((a) => a.attribs.href)).toEqual(['#get-started'])
    const booking = page.named('a', /Book a Free Consultation TODAY!/)
    expect(booking).toHaveLength(1)
    expect(booking[0]!.attribs.target).toBe('_blank')
    expect(booking[0]!.attribs.href).toMatch(/^https:\/\//)
    expect(page.named('a', "Captivated? We're just a message away!").map((a) => a.attribs.href)).toEqual(['/contact/'])
  })
})

test('sitemap.xml and robots.txt list the pages', () => {
  const sitemap = fs.readFileSync(builtFile('/sitemap.xml'), 'utf8')
  for (const path of ['/', '/terms-and-conditions/', '/privacy-policy/', '/cookie-policy/']) {
    expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`)
  }
  expect(sitemap).not.toContain('404')
  expect(fs.readFileSync(builtFile('/robots.txt'), 'utf8')).toContain(`Sitemap: ${SITE}/sitemap.xml`)
})
