import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkProblems, compareBuilds, main, summary } from '../../scripts/compare-builds'

/** A built site's client folder with these pages (address → HTML). */
function site(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-'))
  for (const [address, html] of Object.entries(pages)) {
    const file = path.join(dir, address, 'index.html')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, html)
  }
  return dir
}

const page = (text: string, asset = 'abcdef1234', modified = '2026-01-01') =>
  `<html><head><meta name="dcterms.modified" content="${modified}"><link rel="stylesheet" href="/assets/static/styles.${asset}.css"><script src="/assets/entries/client-${asset}.js"></script></head><body><img src="/_img/art/a.png-960-${asset}.webp">${text}</body></html>`

describe("a pull request's summary of what it does to the built site", () => {
  const before = site({ '': page('Home'), services: page('Services'), 'services/rpa': page('RPA'), 'blog/old-post': page('Old'), assets: page('not a page') })
  const after = site({
    '': page('Home', '9876543210', '2026-02-02'),
    services: page('Services, now with cloud'),
    'services/rpa': page('RPA'),
    'services/cloud-migration': page('Cloud'),
  })

  it('lists the pages added, changed and removed, by address; new asset names and dates are no change', () => {
    expect(compareBuilds(before, after)).toEqual({ added: ['/services/cloud-migration/'], changed: ['/services/'], removed: ['/blog/old-post/'], unchanged: 2 })
  })

  it('says so in Markdown, with the problems npm run check listed', () => {
    const log = '\u001b[31mThe content has 1 problem to fix before the site can be built:\u001b[39m\n  ✗ content/services/rpa.en.md › summary: required text is missing\n'
    const pages = summary(compareBuilds(before, after))
    expect(pages).toContain('1 added, 1 changed, 1 removed; 2 unchanged.')
    expect(pages).toContain('### Pages added (1)\n\n- `/services/cloud-migration/`')
    expect(pages).toContain('### Pages removed (1)\n\n- `/blog/old-post/`')
    const text = summary(compareBuilds(before, after), checkProblems(log), true)
    expect(text).toContain('```\n✗ content/services/rpa.en.md › summary: required text is missing\n```')
    expect(text).toContain('The site is built once they are fixed.')
    expect(text).not.toContain('Pages added')
    // Problems the check printed without failing (none today) come with the pages.
    expect(summary(compareBuilds(before, after), checkProblems(log), false)).toContain('### Pages added (1)')
  })

  it('a change that touches no page says so (bundles and pictures are not pages)', () => {
    const lines: string[] = []
    expect(main([before, before], (t) => lines.push(t))).toBe(0)
    expect(lines.join('')).toContain('No page changes (4 pages compared).')
  })
})
