import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The promise to editors: a new Markdown file in services/, industries/ or case-studies/ is a new
 * page, in the menu, on the landing page and in the sitemap, with no code change.
 */
describe('adding a Markdown file to a collection', () => {
  it('adds its route, its menu and landing-page entries and its sitemap entry', () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-collections-'))
    const content = path.join(work, 'content')
    // The fixture site (a complete content tree that editors' changes never touch).
    fs.cpSync(path.resolve('tests/fixtures/site/content'), content, { recursive: true })
    const rpa = fs.readFileSync(path.join(content, 'services/rpa.en.md'), 'utf8')
    fs.writeFileSync(
      path.join(content, 'services/cloud-migration.en.md'),
      rpa
        .replace(/^title: .+$/m, 'title: Cloud Migration Services')
        .replace(/^menuTitle: .+$/m, 'menuTitle: Cloud Migration')
        .replace(/^order: .+$/m, 'order: 99'),
    )
    const industry = fs.readFileSync(path.join(content, 'industries/education.en.md'), 'utf8')
    fs.writeFileSync(path.join(content, 'industries/logistics.en.md'), industry.replace(/^title: .+$/m, 'title: Logistics').replace(/^menuTitle: .+$/m, 'menuTitle: Logistics'))
    const study = fs.readFileSync(path.join(content, 'case-studies/heroes-project.en.md'), 'utf8')
    fs.writeFileSync(path.join(content, 'case-studies/fleet-tracker.en.md'), study.replace(/^title: .+$/m, 'title: Fleet Tracker').replace(/^order: .+$/m, 'order: 50'))
    // Vike builds only inside the project folder.
    fs.mkdirSync(path.resolve('node_modules/.cache'), { recursive: true })
    const dist = path.join(fs.mkdtempSync(path.resolve('node_modules/.cache/site-test-')), 'dist')

    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      env: { ...process.env, SITE_CONTENT_DIR: content, SITE_DIST_DIR: dist },
      encoding: 'utf8',
    })
    expect(result.status, result.stderr).toBe(0)

    const client = path.join(dist, 'client')
    const read = (rel: string) => fs.readFileSync(path.join(client, rel), 'utf8')
    expect(read('services/cloud-migration/index.html')).toContain('Cloud Migration Services</h1>')
    expect(read('industries/logistics/index.html')).toContain('Logistics</h1>')
    expect(read('case-studies/fleet-tracker/index.html')).toContain('Fleet Tracker</h1>')
    const home = read('index.html')
    expect(home).toContain('href="/services/cloud-migration/"')
    expect(home).toContain('href="/industries/logistics/"')
    expect(home).toContain('href="/case-studies/fleet-tracker/"')
    // The menu of any page lists the new service and industry.
    expect(read('privacy-policy/index.html')).toMatch(/<a href="\/services\/cloud-migration\/">Cloud Migration<\/a>/)
    expect(read('privacy-policy/index.html')).toMatch(/<a href="\/industries\/logistics\/">Logistics<\/a>/)
    const sitemap = read('sitemap.xml')
    for (const p of ['/services/cloud-migration/', '/industries/logistics/', '/case-studies/fleet-tracker/']) {
      expect(sitemap).toContain(`<loc>https://www.northwind.example${p}</loc>`)
    }
    // The study before it now links to it as the next one.
    expect(read('case-studies/heroes-project/index.html')).toContain('href="/case-studies/fleet-tracker/"')
  }, 180_000)
})
