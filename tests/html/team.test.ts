import fs from 'node:fs'
import { isTag } from 'domhandler'
import { describe, expect, test } from 'vitest'
import { builtFile, builtPage, builtXml, textOf } from './support/builtPage'
import { HEADING } from './support/queries'

describe('team page', () => {
  const page = builtPage('/team/')

  test('twelve members with name, role and a described portrait, plus one open place', () => {
    expect(page.title).toBe('Northwind Software | Team')
    expect(page.h1).toEqual(['The people behind the code'])
    const main = page.one('main')
    const cards = page.all('li', main)
    expect(cards).toHaveLength(13)
    const portraits = page.all('img', main)
    expect(portraits).toHaveLength(12)
    for (const img of portraits) {
      expect(img.attribs.alt).toMatch(/^Geometric portrait of .+/)
      expect(img.attribs.width).toBe('240')
      expect(img.attribs.height).toBe('240')
      expect(img.attribs.src).toMatch(/^\/media\/art\/team\/[a-z-]+\.svg$/)
    }
    expect(page.texts(HEADING, cards[0])).toEqual(['Andrei Munteanu'])
    expect(textOf(cards[0]!)).toContain('Founder & CEO')
    expect(page.texts(HEADING, cards[11])).toEqual(['Irina Popa'])
  })

  test('the portraits are in the build, as pictures of their size', () => {
    const portraits = page.all('img', page.one('main'))
    expect(page.named('img', 'Geometric portrait of Andrei Munteanu')).toHaveLength(1)
    for (const img of portraits) {
      const file = builtFile(img.attribs.src!)
      expect(fs.existsSync(file), img.attribs.src).toBe(true)
      const svg = builtXml(img.attribs.src!).children.find(isTag)
      expect(svg?.name, img.attribs.src).toBe('svg')
      expect(svg?.attribs.viewBox, img.attribs.src).toMatch(/^0 0 [1-9]\d* [1-9]\d*$/)
    }
  })

  test('the empty place invites applicants to the contact page', () => {
    const slot = page.all('li', page.one('main')).at(-1)!
    expect(page.texts(HEADING, slot)).toEqual(['This could be you'])
    expect(page.named('a', 'Apply to join the team', slot).map((a) => a.attribs.href)).toEqual(['/contact/'])
  })
})
