import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { StyleCombiner } from '../../scripts/lib/combineStyles'

let client: string
const css: Record<string, string> = {
  'tokens.css': ':root{--ink:#111}\n',
  'base.css': 'body{color:var(--ink)}',
  'Header.css': '.header{position:sticky}\n\n',
  'Forms.css': '.field{display:grid}\n',
  'Footer.css': '.footer{padding:2rem}\n',
}
const link = (file: string) => `<link rel="stylesheet" type="text/css" href="/assets/static/${file}">`
const page = (files: string[]) =>
  `<!DOCTYPE html>\n<html lang="en">\n  <head>\n${files.map((f) => `    ${link(f)}\n`).join('')}    <meta charset="utf-8">\n    <title>T</title>\n  </head>\n  <body><main>Hi</main></body>\n</html>\n`
const hrefs = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]!)
const read = (href: string) => fs.readFileSync(path.join(client, href), 'utf8')

beforeEach(() => {
  client = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-styles-')), 'client')
  fs.mkdirSync(path.join(client, 'assets/static'), { recursive: true })
  for (const [file, text] of Object.entries(css)) fs.writeFileSync(path.join(client, 'assets/static', file), text)
})

// Forms.css belongs to a client island's chunk, which links it itself when it is missing.
const manifest = { 'pages/contact': { isEntry: true, css: ['assets/static/Forms.css'] }, '_chunk-forms.js': { css: ['assets/static/Forms.css'] } }

describe('combining the stylesheets of a page', () => {
  it('links one file holding the stylesheets in their order, and leaves the rest of the page as it was', () => {
    const html = page(['tokens.css', 'base.css', 'Header.css'])
    const out = new StyleCombiner(client, {}).rewrite(html)
    const [combined, ...others] = hrefs(out)
    expect(others).toEqual([])
    expect(combined).toMatch(/^\/assets\/static\/styles\.[\w-]{10}\.css$/)
    expect(read(combined!)).toBe(':root{--ink:#111}\nbody{color:var(--ink)}\n.header{position:sticky}')
    expect(out.replace(/ {4}<link[^>]*>\n/, '')).toBe(html.replace(/ {4}<link[^>]*>\n/g, ''))
  })

  it('gives pages with the same stylesheets the same file, and other lists another', () => {
    const combiner = new StyleCombiner(client, {})
    const a = hrefs(combiner.rewrite(page(['tokens.css', 'base.css'])))
    const b = hrefs(combiner.rewrite(page(['tokens.css', 'base.css'])))
    const c = hrefs(combiner.rewrite(page(['tokens.css', 'base.css', 'Footer.css'])))
    expect(a).toEqual(b)
    expect(c).not.toEqual(a)
  })

  it("keeps an island's stylesheet a link of its own, at its place in the cascade", () => {
    const out = new StyleCombiner(client, manifest).rewrite(page(['tokens.css', 'base.css', 'Forms.css', 'Header.css', 'Footer.css']))
    const [before, forms, after] = hrefs(out)
    expect(forms).toBe('/assets/static/Forms.css')
    expect(read(before!)).toBe(':root{--ink:#111}\nbody{color:var(--ink)}')
    expect(read(after!)).toBe('.header{position:sticky}\n.footer{padding:2rem}')
  })

  it('leaves a page alone when there is nothing to combine or a stylesheet is not a built file', () => {
    const combiner = new StyleCombiner(client, {})
    const one = page(['base.css'])
    expect(combiner.rewrite(one)).toBe(one)
    const missing = page(['base.css', 'gone.css'])
    expect(combiner.rewrite(missing)).toBe(missing)
    const none = '<!DOCTYPE html><html><head><title>T</title></head><body></body></html>'
    expect(combiner.rewrite(none)).toBe(none)
  })
})
