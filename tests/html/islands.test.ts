import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { builtFile, builtPage, textOf } from './support/builtPage'
import { banner, contentinfo } from './support/queries'

describe('islands', () => {
  test('a legal page has no island, and its data is not serialised into the HTML for a client runtime', () => {
    const page = builtPage('/privacy-policy/')
    expect(page.all('[data-island]')).toHaveLength(0)
    expect(fs.readFileSync(builtFile('/privacy-policy/'), 'utf8')).not.toContain('vike_pageContext')
  })

  test('the header is plain HTML: the menu links exist before any script runs', () => {
    const page = builtPage('/privacy-policy/')
    const header = banner(page)
    expect(page.all('a[href="/services/rpa/"]', header).length).toBeGreaterThanOrEqual(1)
    expect(page.named('a', /back to home/i)).toHaveLength(0)
    expect(page.one('html').attribs['data-enhanced']).not.toBe('true')
    // The footer and page content need no script.
    expect(textOf(contentinfo(page))).toContain('All Rights Reserved.')
  })

  test('island props travel as inert JSON, never as executable script', () => {
    const types = builtPage('/')
      .all('[data-island] > script')
      .map((script) => script.attribs.type)
    expect(types.length).toBeGreaterThanOrEqual(2)
    for (const type of types) expect(type).toBe('application/json')
  })
})
