import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { builtFile, builtPage, textOf } from './support/builtPage'
import { byText } from './support/queries'

const services = [
  { id: 'digital-transformation', title: 'Digital Transformation' },
  { id: 'software-development', title: 'Custom Software Development' },
  { id: 'it-consulting', title: 'IT Consulting' },
  { id: 'ui-ux-design', title: 'UI/UX Design' },
  { id: 'ai-ml-development', title: 'AI & ML Development' },
  { id: 'rpa', title: 'Robotic Process Automation' },
  { id: 'innovation-grants-partnerships', title: 'Innovation Grants & Partnerships' },
]

describe('service pages', () => {
  test('every service page shows its label, title, image, skills, approach and the services list', () => {
    for (const service of services) {
      const page = builtPage(`/services/${service.id}/`)
      expect(page.title, service.id).toMatch(/^Northwind Software \| /)
      expect(page.h1, service.id).toEqual([service.title])
      expect(byText(page, 'SERVICES', page.one('main')), service.id).toHaveLength(1)
      const image = page.one('#content picture img')
      expect(image.attribs.width, service.id).toBe('1520')
      expect(image.attribs.height, service.id).toBe('760')
      const [sidebar] = page.named('nav', 'Our Services')
      expect(sidebar, service.id).toBeDefined()
      expect(page.all('a[href]', sidebar)).toHaveLength(7)
      expect(page.all('[aria-current="page"]', sidebar).map((a) => a.attribs.href)).toEqual([`/services/${service.id}/`])
      expect(
        page.texts('h2').filter((text) => /Our Skills|Automation Platforms/.test(text)),
        service.id,
      ).toHaveLength(1)
    }
  })

  test('IT consulting shows the Specialization counters 95, 75 and 55 without script; others have no such section', () => {
    const page = builtPage('/services/it-consulting/')
    expect(page.texts('h1, h2, h3, h4, h5, h6').filter((text) => text.includes('Specialization'))).toHaveLength(1)
    const counters = page.one('[data-island="Counters"]')
    for (const [value, label] of [
      ['95', 'Web'],
      ['75', 'iOS and Android mobile'],
      ['55', 'Business'],
    ]) {
      const [item, ...others] = page.all('li', counters).filter((li) => textOf(li).includes(label!))
      expect(others, label).toEqual([])
      expect(page.texts('[aria-hidden="true"]', item), label).toEqual([value])
    }
    const rpa = builtPage('/services/rpa/')
    expect(rpa.texts('h1, h2, h3, h4, h5, h6').filter((text) => text.includes('Specialization'))).toEqual([])
    expect(rpa.texts('h1, h2, h3, h4, h5, h6').filter((text) => text.includes('Automation Platforms'))).toHaveLength(1)
  })

  test('the grants service names the AAL Programme, Horizon Europe, EEA Grants and ERA PerMed', () => {
    const main = builtPage('/services/innovation-grants-partnerships/').mainText
    for (const name of ['AAL Programme', 'Horizon Europe', 'EEA Grants', 'ERA PerMed']) expect(main).toContain(name)
  })

  test('the FAQ accordion has six questions, the first open', () => {
    const page = builtPage('/services/software-development/')
    const items = page.all('aside details')
    expect(items).toHaveLength(6)
    expect(textOf(page.one('aside'))).toContain('10 weeks')
    expect(items.map((details) => details.attribs.open)).toEqual(['', undefined, undefined, undefined, undefined, undefined])
  })

  test('without script the picture link leads to the full image, which the build has', () => {
    const page = builtPage('/services/rpa/')
    const links = page.named('a', /^Enlarge image:/)
    expect(links).toHaveLength(1)
    const href = links[0]!.attribs.href!
    expect(href).toMatch(/^\/_img\/art\/services\/rpa\.png-1520-[0-9a-f]+\.webp$/)
    expect(fs.existsSync(builtFile(href)), href).toBe(true)
  })

  test('pictures are responsive: WebP at several widths, sized, lazy below the fold', () => {
    const page = builtPage('/services/software-development/')
    const picture = page.one('#content picture')
    const sources = page.all('source', picture).map((source) => [source.attribs.type, source.attribs.srcset])
    // WebP alone: it decodes faster than AVIF on a phone for a few more bytes (docs/performance.md).
    expect(sources.map((s) => s[0])).toEqual(['image/webp'])
    expect(sources[0]![1]).toMatch(/480w, .+ 960w, .+ 1520w$/)
    const img = page.one('img', picture)
    expect(img.attribs.loading).toBe('lazy')
    expect(img.attribs.decoding).toBe('async')
    for (const candidate of sources[0]![1]!.split(', ')) {
      const file = candidate.split(' ')[0]!
      expect(fs.existsSync(builtFile(file)), file).toBe(true)
    }
  })

  test('service pages load only their islands', () => {
    const page = builtPage('/services/it-consulting/')
    expect([...new Set(page.all('[data-island]').map((el) => el.attribs['data-island']))].sort()).toEqual(['Counters', 'Lightbox'])
  })

  test('the technologies are shown by their marks from Simple Icons, and a tool the set lacks by its name alone', () => {
    const skills = (address: string) => {
      const page = builtPage(address)
      const regions = page.named('[aria-labelledby], [aria-label]', /Our Skills|Automation Platforms|Competențele noastre/)
      expect(regions, address).toHaveLength(1)
      return { page, items: page.all('li', regions[0]) }
    }
    const { page, items } = skills('/services/software-development/')
    expect(items.map((li) => textOf(li))).toEqual(['React', 'TypeScript', 'Node.js', '.NET', 'Kotlin', 'Swift', 'Flutter', 'PostgreSQL', 'Docker', 'GitHub Actions'])
    // Each a drawn mark, not a picture to fetch: an inline path, hidden from screen readers (the name is beside it).
    for (const item of items) {
      const paths = page.all('svg[aria-hidden="true"] path', item)
      expect(paths, textOf(item)).toHaveLength(1)
      expect(paths[0]!.attribs.d).toMatch(/^M/)
      expect(page.all('img', item)).toHaveLength(0)
    }
    const romanian = skills('/ro/services/digital-transformation/')
    const unmarked = ['Azure', 'AWS', 'Power Automate']
    for (const item of romanian.items) {
      const name = textOf(item)
      expect(romanian.page.all('svg', item), name).toHaveLength(unmarked.includes(name) ? 0 : 1)
    }
    expect(romanian.items).toHaveLength(9)
  })
})
