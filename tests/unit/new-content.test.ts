import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ContentError, loadContent, type Content } from '../../lib/content'
import { PLACEHOLDER } from '../../scripts/lib/contentTemplates'
import { PLACEHOLDER_PICTURE } from '../../lib/content/scaffold'
import { createContent, localDate, main, Refusal, USAGE } from '../../scripts/new-content'
import { contentWith, readFixture } from './helpers'

/** A temp copy of the fixture site's complete content folder. */
function copyOfContent(): string {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'new-content-')), 'content')
  fs.cpSync(path.resolve('tests/fixtures/site/content'), root, { recursive: true })
  return root
}

function capture() {
  const lines = { log: [] as string[], error: [] as string[] }
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } }
}

/** The problems the loader reports, as the lines an editor reads; empty when the content loads. */
function problemsIn(root: string, includeDrafts = true): string[] {
  try {
    loadContent({ root, includeDrafts })
    return []
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((p) => (p.field ? `${p.file} › ${p.field}: ${p.message}` : `${p.file}: ${p.message}`))
    throw error
  }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

// Each test loads the whole real content folder, about a second on an idle machine.
describe('npm run new: a new file that passes the check as it is', { timeout: 30_000 }, () => {
  let root: string
  beforeAll(() => {
    root = copyOfContent()
  })

  const cases: Array<{ collection: string; slug: string; address: string; entries: (c: Content) => Array<{ id: string; data: { draft: boolean } }> }> = [
    { collection: 'service', slug: 'cloud-migration', address: '/services/cloud-migration/', entries: (c) => c.services },
    { collection: 'industries', slug: 'fintech', address: '/industries/fintech/', entries: (c) => c.industries },
    { collection: 'case-study', slug: 'city-energy-portal', address: '/case-studies/city-energy-portal/', entries: (c) => c.caseStudies },
    { collection: 'post', slug: 'our-2025-retreat', address: '/blog/our-2025-retreat/', entries: (c) => c.posts },
    { collection: 'legal', slug: 'imprint', address: '/imprint/', entries: (c) => c.legal },
    { collection: 'home-variant', slug: 'home-bold', address: '/home-bold/', entries: (c) => c.homeVariants },
  ]

  it.each(cases)('a new $collection loads with no problems, as a draft', ({ collection, slug, address, entries }) => {
    const result = createContent({ collection, slug, root })
    expect(result.address).toBe(address)
    expect(fs.existsSync(result.file)).toBe(true)
    expect(problemsIn(root)).toEqual([])
    const entry = entries(loadContent({ root, includeDrafts: true })).find((e) => e.id === slug)
    expect(entry?.data.draft).toBe(true)
  })

  it('drafts stay off the public site', () => {
    const content = loadContent({ root, includeDrafts: false })
    expect(content.services.map((s) => s.id)).not.toContain('cloud-migration')
    expect(content.posts.map((p) => p.id)).not.toContain('our-2025-retreat')
  })

  it('the file has a title made from its name, text to replace and a ## section', () => {
    const text = fs.readFileSync(path.join(root, 'services', 'cloud-migration.en.md'), 'utf8')
    expect(text).toMatch(/^---\ntitle: Cloud Migration\n/)
    expect(text).toContain(`summary: ${PLACEHOLDER} with`)
    expect(text).toContain('draft: true\n---\n\n## ')
  })

  it("a service comes after the last one and shows the placeholder picture, never another page's", () => {
    const services = loadContent({ root, includeDrafts: true }).services
    const created = services.find((s) => s.id === 'cloud-migration')!
    const others = services.filter((s) => s !== created)
    expect(created.data.order).toBe(Math.max(...others.map((s) => s.data.order)) + 1)
    expect(created.data.image.src).toBe(PLACEHOLDER_PICTURE)
    expect(others.map((s) => s.data.image.src)).not.toContain(PLACEHOLDER_PICTURE)
    expect(fs.readFileSync(path.join(root, 'media', 'placeholder.svg'), 'utf8')).toContain('<svg')
  })

  it('the file writes out every text a translation must write (the section titles the schema would fill in English)', () => {
    const text = fs.readFileSync(path.join(root, 'services', 'cloud-migration.en.md'), 'utf8')
    for (const field of ['specializationTitle', 'skillTitle', 'servicesTitle', 'faqTitle']) expect(text).toMatch(new RegExp(`\\n${field}: \\S`))
  })

  it('cannot be published unfinished: with draft: false, every text and picture still to write is named', () => {
    const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'publish-')), 'content')
    fs.cpSync(root, copy, { recursive: true })
    const file = path.join(copy, 'services', 'cloud-migration.en.md')
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('draft: true', 'draft: false'))
    const problems = problemsIn(copy).filter((p) => p.startsWith('content/services/cloud-migration.en.md'))
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'content/services/cloud-migration.en.md › summary',
      'content/services/cloud-migration.en.md › text1',
      'content/services/cloud-migration.en.md › text4',
      'content/services/cloud-migration.en.md › image.src',
      'content/services/cloud-migration.en.md › image.alt',
      'content/services/cloud-migration.en.md › approachDescription',
      'content/services/cloud-migration.en.md › approach[0].title',
      'content/services/cloud-migration.en.md › approach[0].text',
      'content/services/cloud-migration.en.md › text, line 22',
      'content/services/cloud-migration.en.md › text, line 24',
    ])
    expect(problems[3]).toContain('is still the placeholder picture: add your own picture to content/media')
    expect(problems[8]).toContain('("## Replace this heading")')
    // Written and given a picture, it is published.
    const done = fs
      .readFileSync(file, 'utf8')
      .replace(/Replace this heading/, 'Where we start')
      .replace(/Replace this with [^\n]*/g, 'Written.')
      .replace(PLACEHOLDER_PICTURE, '/media/art/services/it-consulting.png')
    fs.writeFileSync(file, done)
    expect(problemsIn(copy).filter((p) => p.startsWith('content/services/cloud-migration.en.md'))).toEqual([])
  })

  it('a post is dated today and names an author of content/pages/blog.en.yaml', () => {
    const content = loadContent({ root, includeDrafts: true })
    const post = content.posts.find((p) => p.id === 'our-2025-retreat')!
    expect(post.data.date).toBe(localDate())
    expect(post.data.author).toBe(content.pages.blog.authors[0]!.name)
  })
})

describe('npm run new refuses, and says why', () => {
  it('a name that is taken', () => {
    const root = contentWith()
    // Outside the project the path is shown in full; inside it, as content/services/alpha.en.md.
    expect(() => createContent({ collection: 'service', slug: 'alpha', root })).toThrow(
      new Refusal(`${path.join(root, 'services', 'alpha.en.md')} already exists. Edit that file, or choose another name.`),
    )
    // An English file named without its language takes the name too.
    const unnamed = contentWith({ 'services/alpha.en.md': null, 'services/alpha.md': readFixture('services/alpha.en.md') })
    expect(() => createContent({ collection: 'service', slug: 'alpha', root: unnamed })).toThrow(
      new Refusal(`${path.join(unnamed, 'services', 'alpha.md')} already exists. Edit that file, or choose another name.`),
    )
  })

  it('a name that cannot be an address, with a suggestion', () => {
    const root = contentWith()
    expect(() => createContent({ collection: 'service', slug: 'Cloud Migration', root })).toThrow(
      /^"Cloud Migration" cannot be a file name here: it becomes the page address, so use lowercase letters, digits and single dashes only \(no spaces, no \.md\)\. For example: cloud-migration$/,
    )
    for (const slug of ['cloud-migration.md', '-cloud', 'cloud--migration', 'über']) {
      expect(() => createContent({ collection: 'service', slug, root })).toThrow(Refusal)
    }
    expect(fs.readdirSync(path.join(root, 'services')).sort()).toEqual(['_template.en.md', 'alpha.en.md', 'beta.en.md', 'gamma.en.md'])
  })

  it('something it cannot create, listing what it can', () => {
    expect(() => createContent({ collection: 'page', slug: 'hello', root: contentWith() })).toThrow(
      '"page" is not something this tool can create. Use one of: service, industry, case-study, post, legal, home-variant.',
    )
  })

  it('a legal page at an address another page uses, or at the address of a language of the site', () => {
    expect(() => createContent({ collection: 'legal', slug: 'contact', root: contentWith() })).toThrow(
      'The address /contact/ is already used by another page of the site. Choose another name for the legal page.',
    )
    expect(() => createContent({ collection: 'legal', slug: 'ro', root: contentWith() })).toThrow('The address /ro/ is already used by another page of the site.')
  })

  it('a home variant at the address of a legal page, or of another page', () => {
    const root = contentWith()
    expect(() => createContent({ collection: 'home-variant', slug: 'terms', root })).toThrow(
      'The address /terms/ is already used by another page of the site. Choose another name for the home variant.',
    )
    expect(() => createContent({ collection: 'home-variant', slug: 'faq', root })).toThrow('The address /faq/ is already used by another page of the site.')
  })

  it('the command prints how to use it and exits with 1 when words are missing', () => {
    const none = capture()
    expect(main([], none.out)).toBe(1)
    expect(none.lines.error).toEqual([USAGE])
    const one = capture()
    expect(main(['service'], one.out)).toBe(1)
    expect(one.lines.error[0]).toMatch(/^Give the new file a name too\.\n\nUsage: npm run new -- <collection> <name>/)
  })

  it('the command prints the reason in one line and exits with 1', () => {
    vi.stubEnv('CONTENT_ROOT', contentWith())
    const { lines, out } = capture()
    expect(main(['recipe', 'pancakes'], out)).toBe(1)
    expect(lines.error).toEqual(['"recipe" is not something this tool can create. Use one of: service, industry, case-study, post, legal, home-variant.'])
    expect(lines.log).toEqual([])
  })
})

describe('the command, run against another content folder (CONTENT_ROOT)', () => {
  it('prints the file, the address and the next steps', () => {
    const root = contentWith()
    vi.stubEnv('CONTENT_ROOT', root)
    const { lines, out } = capture()
    expect(main(['--', 'blog', 'hello-world'], out)).toBe(0)
    const printed = lines.log.join('\n')
    expect(printed).toContain(`Created ${path.join(root, 'blog', 'hello-world.en.md')}\n`)
    expect(printed).toContain('Its address will be /blog/hello-world/')
    expect(printed).toContain('delete the line "draft: true"')
    expect(printed).toContain('Run npm run check')
    expect(problemsIn(root)).toEqual([])
  })

  it('gives a post the placeholder picture, and its first author and industry', () => {
    const root = contentWith()
    vi.stubEnv('CONTENT_ROOT', root)
    expect(main(['post', 'fresh'], capture().out)).toBe(0)
    expect(main(['case-study', 'fresh-study'], capture().out)).toBe(0)
    const post = fs.readFileSync(path.join(root, 'blog', 'fresh.en.md'), 'utf8')
    expect(post).toContain('\nauthor: Ana Pop\n')
    expect(post).toContain(`\nimage: ${PLACEHOLDER_PICTURE}\n`)
    expect(fs.readFileSync(path.join(root, 'case-studies', 'fresh-study.en.md'), 'utf8')).toContain('\nindustry: energy\n')
    expect(problemsIn(root)).toEqual([])
  })
})

describe('an editor mistypes a field of a new service', () => {
  it('the check names the file and the field in plain words', () => {
    const root = contentWith()
    const { file } = createContent({ collection: 'service', slug: 'cloud-migration', root })
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^title:/m, 'titel:'))
    expect(problemsIn(root)).toEqual([
      'content/services/cloud-migration.en.md › title: required text is missing',
      'content/services/cloud-migration.en.md: unknown field "titel": check the spelling, or remove it',
    ])
  })
})
