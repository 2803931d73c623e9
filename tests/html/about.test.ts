import { describe, expect, test } from 'vitest'
import { builtPage, isBuilt, nameOf, textOf } from './support/builtPage'

describe('About Us page', () => {
  const page = builtPage('/about-us/')

  test('hero, story with pictures and services from the service pages', () => {
    expect(page.title).toBe('Northwind Software | About Us')
    expect(page.h1).toEqual(['A software studio built on long partnerships'])
    const pictures = page.all('img', page.region('Senior engineers, small teams, software that lasts'))
    expect(pictures).toHaveLength(3)
    for (const img of pictures) {
      expect(img.attribs.alt).toMatch(/.{10,}/)
      expect(img.attribs.width).toMatch(/^\d+$/)
      expect(img.attribs.height).toMatch(/^\d+$/)
    }
    const services = page.all('a[href]', page.region('Our services'))
    expect(services).toHaveLength(7)
    expect(page.named('a', /Robotic Process Automation/, page.region('Our services')).map((a) => a.attribs.href)).toEqual(['/services/rpa/'])
    for (const a of services) {
      expect(a.attribs.href).toMatch(/^\/services\/[\w-]+\/$/)
      expect(isBuilt(a.attribs.href!), a.attribs.href).toBe(true)
    }
  })

  test('testimonials are quotes with who said them', () => {
    const figures = page.all('figure', page.region('What our clients say'))
    expect(figures).toHaveLength(4)
    for (const figure of figures) {
      expect(page.all('blockquote', figure)).toHaveLength(1)
      expect(page.all('figcaption', figure)).toHaveLength(1)
    }
    expect(textOf(figures[0]!)).toContain('Gabriela Stoica')
    expect(textOf(figures[0]!)).toContain('Chief Financial Officer, Voltara')
  })

  test('awards and partners are the same as on the landing page', () => {
    const read = (address: string) => {
      const built = builtPage(address)
      const awards = built.region('Awards')
      const partners = built.region('Trusted by')
      return {
        awards: built.texts('li', awards),
        awardLinks: built.all('a', awards).map((a) => a.attribs.href),
        partners: built.all('img', partners).map((img) => `${img.attribs.alt} ${img.attribs.src}`),
      }
    }
    const about = read('/about-us/')
    expect(about).toEqual(read('/'))
    expect(about.partners).toHaveLength(12)
    expect(about.awards.join(' ')).toContain('2021')
    expect(about.awardLinks).toHaveLength(3)
  })
})

describe('About Me page', () => {
  const page = builtPage('/about-me/')

  test('biography, contact from site.yaml, services and advantages', () => {
    expect(page.title).toBe('Northwind Software | About Me')
    expect(page.h1).toEqual(['Andrei Munteanu'])
    expect(page.named('img', 'Geometric portrait of Andrei Munteanu', page.one('main'))).toHaveLength(1)
    expect(textOf(page.region('Biography'))).toContain('In 2016 I founded Northwind Software')
    const contact = page.region('Get in touch')
    expect(page.named('a', 'hello@northwind.example', contact).map((a) => a.attribs.href)).toEqual(['mailto:hello@northwind.example'])
    expect(page.named('a', '+40 21 555 0142', contact).map((a) => a.attribs.href)).toEqual(['tel:+40215550142'])
    expect(page.texts('h3', page.region('How I can help'))).toEqual(['Architecture reviews', 'Product discovery', 'Technical due diligence', 'Fractional CTO'])
    expect(page.all('h3', page.region('Why work with me'))).toHaveLength(3)
  })

  test('education and experience timeline, and skills with their percentages', () => {
    const timeline = page.region('Education & experience')
    expect(page.texts('h2, h3, h4', timeline)).toEqual(expect.arrayContaining(['Education', 'Experience']))
    expect(page.texts('li', timeline).find((text) => text.includes('2016 – today'))).toContain('Founder & CEO of Northwind Software')
    const skills = page.texts('li', page.region('Skills'))
    expect(skills).toHaveLength(5)
    expect(skills[0]).toMatch(/^Software architecture\s*95%$/)
  })

  test('social links open in a new tab and say so', () => {
    const contact = page.region('Get in touch')
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const [link] = page.named('a', `${network} (opens in a new tab)`, contact)
      expect(link, network).toBeDefined()
      expect(link!.attribs.target).toBe('_blank')
      expect(link!.attribs.rel).toMatch(/noopener/)
      expect(nameOf(link!, page.doc)).toBe(`${network} (opens in a new tab)`)
    }
  })
})
