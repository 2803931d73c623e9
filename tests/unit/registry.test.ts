import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COLLECTION_MODULES, COLLECTIONS, PAGE_MODULES, SITE_MODULE } from '../../lib/content/registry'
import { PAGE_FILES, schemas } from '../../lib/content/schemas'

const SITE_CONTENT = path.resolve('tests/fixtures/site/content')

/** Each content type is declared once, in its module; the registry and the schemas are read from the modules. */
describe('the content types are their modules', () => {
  it('the collections are the modules', () => {
    expect(COLLECTIONS).toEqual(COLLECTION_MODULES.map((m) => m.collection))
    for (const m of COLLECTION_MODULES) expect(schemas[m.collection.schema]).toBe(m.schema)
    expect(new Set(COLLECTIONS.map((c) => c.key)).size).toBe(COLLECTIONS.length)
    expect(new Set(COLLECTIONS.map((c) => c.folder)).size).toBe(COLLECTIONS.length)
  })

  it('every file of content/pages is a module, at pages/<key in kebab case>.yaml', () => {
    expect(PAGE_FILES).toEqual(Object.fromEntries(PAGE_MODULES.map((m) => [m.key, m.file])))
    for (const m of PAGE_MODULES) {
      // The route table finds the page of a file named after it this way (pages/about-us.yaml is /about-us/).
      expect(m.file).toBe(`pages/${m.key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.yaml`)
      expect(schemas.pages[m.key]).toBe(m.schema)
      expect(m.intro).toMatch(/^\S.*\.$/)
    }
    // Each in English (`faq.en.yaml`), its translations beside it.
    const files = fs
      .readdirSync(path.join(SITE_CONTENT, 'pages'))
      .filter((name) => name.endsWith('.en.yaml'))
      .map((name) => `pages/${name.replace('.en.yaml', '.yaml')}`)
    expect(Object.values(PAGE_FILES).sort()).toEqual(files.sort())
  })

  it('site.yaml is a module too', () => {
    expect(SITE_MODULE.file).toBe('site.yaml')
    expect(schemas.site).toBe(SITE_MODULE.schema)
    expect(fs.existsSync(path.join(SITE_CONTENT, 'site.en.yaml'))).toBe(true)
  })
})
