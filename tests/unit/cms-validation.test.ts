import { describe, expect, it } from 'vitest'
import { stillNaming } from '../../admin/links'
import { fileIn, namedBy, sourcesNaming, type Page } from '../../admin/referrers'
import { whyRefused } from '../../admin/relations'
import { textProblems } from '../../admin/textChecks'
import { fieldProblems } from '../../admin/validation'
import YAML from 'yaml'
import { readMarkdown } from '../../lib/content/canonical'
import { schemas } from '../../lib/content/schemas'
import { problemsOf, readFixture } from './helpers'

const alpha = readFixture('services/alpha.en.md')

describe('the content manager refuses on save what the check refuses in a text', () => {
  it("with the check's words, at the line of the text's own box (the check counts the file's lines)", () => {
    const broken = alpha.replace('Write to us at {email}.', 'Write to us at {email}.\n\nSee [our page](javascript:alert(1)) and [the old site](http://example.org/).')
    const check = problemsOf({ 'services/alpha.en.md': broken }).map((line) => line.replace('content/services/alpha.en.md › ', ''))
    expect(check.length).toBe(2)
    const body = readMarkdown(broken)
    // The file's line, less the lines above the text (the front matter and the empty line after it).
    const above = broken.split('\n').length - String(body.body).split('\n').length
    const inTheBox = check.map((line) => line.replace(/^text, line (\d+)/, (_all, n: string) => `text, line ${Number(n) - above}`))
    expect(textProblems(body)).toEqual(inTheBox)
    const line =
      String(body.body)
        .split('\n')
        .findIndex((l) => l.includes('javascript:')) + 1
    expect(inTheBox[0]).toMatch(new RegExp(`^text, line ${line}: `))
  })

  it('a text the check accepts gives nothing; a problem of a new text is counted from its first line', () => {
    expect(textProblems(readMarkdown(alpha))).toEqual([])
    const fields = { title: 'New', body: 'Hello.\n\n<script>alert(1)</script>\n' }
    expect(textProblems(fields)).toEqual([expect.stringMatching(/^text, line 3: HTML is not allowed/)])
  })
})

describe('the content manager refuses on save what the check refuses in the fields', () => {
  const post = readFixture('blog/first-post.en.md')

  it("in the check's words, read from the file it would write", () => {
    const relatedTooMany = readMarkdown(post.replace(/^title: .*$/m, '$&\nrelated: [a, b, c, d]'))
    const messages = fieldProblems('posts', relatedTooMany, post)
    expect(messages).toEqual([expect.stringMatching(/^related: /)])
    // The check says the same of that file.
    const check = problemsOf({ 'blog/first-post.en.md': post.replace(/^title: .*$/m, '$&\nrelated: [a, b, c, d]') })
    expect(check.map((line) => line.replace('content/blog/first-post.en.md › ', ''))).toContain(messages[0])
  })

  it('a text npm run new wrote, in a page that is not a draft; nothing for a draft, nor for a file the check accepts', () => {
    const service = readMarkdown(alpha)
    expect(fieldProblems('services', service, alpha)).toEqual([])
    const unfinished = { ...service, summary: 'Replace this with one or two sentences.' }
    expect(fieldProblems('services', unfinished, alpha)).toEqual([expect.stringMatching(/^summary: still has the text npm run new wrote/)])
    expect(fieldProblems('services', { ...unfinished, draft: true }, alpha)).toEqual([])
  })

  it('a javascript: address in a field', () => {
    const study = readFixture('case-studies/grid.en.md')
    const fields = { ...readMarkdown(study), projectUrl: 'javascript:alert(1)' }
    expect(fieldProblems('caseStudies', fields, study)).toEqual([expect.stringMatching(/^projectUrl: /)])
  })

  it('leaves the entries of other collections to the check', () => {
    expect(fieldProblems('pages', { title: 42 }, undefined)).toEqual([])
  })
})

describe('the content manager offers and accepts only the entries a page may name', () => {
  const post = readFixture('blog/first-post.en.md')
  const named = (slug: string) => post.replace(/^title: .*$/m, `$&\nrelated: [${slug}]`)
  const checkSays = (changes: Record<string, string>) =>
    problemsOf(changes)
      .filter((line) => line.startsWith('content/blog/first-post.en.md › related'))
      .map((line) => line.replace(/^.* › related[^:]*: /, ''))

  it("a draft, in the check's words", () => {
    const draft = post.replace(/^title: .*$/m, 'title: Not yet\ndraft: true')
    expect(whyRefused('posts', { slug: 'not-yet', data: readMarkdown(draft) }, '2026-11-27')).toBe(
      checkSays({ 'blog/not-yet.en.md': draft, 'blog/first-post.en.md': named('not-yet') })[0],
    )
  })

  it("a post dated after today, in the check's words; on its day it is offered", () => {
    const later = post.replace(/^title: .*$/m, 'title: Later').replace(/^date: .*$/m, 'date: 2099-01-01')
    expect(whyRefused('posts', { slug: 'later', data: readMarkdown(later) }, '2026-11-27')).toBe(
      checkSays({ 'blog/later.en.md': later, 'blog/first-post.en.md': named('later') })[0],
    )
    expect(whyRefused('posts', { slug: 'later', data: readMarkdown(later) }, '2099-01-01')).toBeUndefined()
  })

  it('a published entry, and the names kept in page files (authors), are offered', () => {
    expect(whyRefused('posts', { slug: 'first-post', data: readMarkdown(post) }, '2026-11-27')).toBeUndefined()
    expect(whyRefused('pages', { slug: 'blog', data: { draft: true } }, '2026-11-27')).toBeUndefined()
  })
})

describe('the content manager refuses to take off the site an entry other pages name', () => {
  const first = readFixture('blog/first-post.en.md')
  const second = readFixture('blog/second-post.en.md')
  const home = readFixture('pages/home.en.yaml')
  const energy = readFixture('industries/energy.en.md')
  const study = readFixture('case-studies/grid.en.md')
  const pages: Page[] = [
    { path: 'content/blog/first-post.en.md', data: readMarkdown(first), schema: schemas.blogPost },
    { path: 'content/blog/second-post.en.md', data: readMarkdown(second), schema: schemas.blogPost },
    { path: 'content/pages/home.en.yaml', data: YAML.parse(home), schema: schemas.pages.home },
  ]
  const draft = first.replace(/^title: .*$/m, '$&\ndraft: true')
  const later = first.replace(/^date: .*$/m, 'date: 2099-01-01')

  it("a post made a draft, or dated after today: each page naming it, in the check's words", () => {
    const check = problemsOf({ 'blog/first-post.en.md': draft })
    expect(check).toHaveLength(2)
    expect(namedBy('posts', { slug: 'first-post', path: 'content/blog/first-post.en.md', data: readMarkdown(draft) }, pages, '2026-11-27')).toEqual(check)
    const dated = problemsOf({ 'blog/first-post.en.md': later })
    expect(namedBy('posts', { slug: 'first-post', path: 'content/blog/first-post.en.md', data: readMarkdown(later) }, pages, '2026-11-27')).toEqual(dated)
  })

  it('an industry made a draft: the case study naming it', () => {
    const hidden = energy.replace(/^title: .*$/m, '$&\ndraft: true')
    const studyPage = { path: 'content/case-studies/grid.en.md', data: readMarkdown(study), schema: schemas.caseStudy }
    expect(namedBy('industries', { slug: 'energy', path: 'content/industries/energy.en.md', data: readMarkdown(hidden) }, [studyPage], '2026-11-27')).toEqual(
      problemsOf({ 'industries/energy.en.md': hidden }),
    )
  })

  it('nothing while it stays published, or when nothing names it', () => {
    expect(namedBy('posts', { slug: 'first-post', path: 'content/blog/first-post.en.md', data: readMarkdown(first) }, pages, '2026-11-27')).toEqual([])
    const unnamed = second.replace(/^title: .*$/m, '$&\ndraft: true')
    expect(namedBy('posts', { slug: 'second-post', path: 'content/blog/second-post.en.md', data: readMarkdown(unnamed) }, pages, '2026-11-27')).toEqual([])
  })

  it('a post about to be deleted: each field naming it and each link to its page, in every file but its own', () => {
    const service = {
      path: 'content/services/alpha.en.md',
      data: readMarkdown(alpha.replace('Write to us at {email}.', 'Write to us at {email}.\n\nRead [the post](/blog/first-post/#why).')),
      schema: schemas.service,
    }
    const named = stillNaming('posts', 'first-post', [...pages, service])
    // The check, with the post gone, refuses the same files.
    expect(named.length).toBeGreaterThanOrEqual(2)
    expect(named.filter((line) => line.startsWith('content/pages/home.en.yaml › ')).length).toBeGreaterThan(0)
    expect(named).toContain('content/services/alpha.en.md › text, line 3')
    expect(named.some((line) => line.startsWith('content/blog/first-post.en.md'))).toBe(false)
    const gone = problemsOf({ 'blog/first-post.en.md': null }).filter((line) => !line.includes('leads to no page'))
    expect(gone.some((line) => line.startsWith('content/pages/home.en.yaml › '))).toBe(true)
    expect(stillNaming('posts', 'nothing-names-this', pages)).toEqual([])
  })

  it("names each language's file as the check does", () => {
    expect(fileIn('content/blog/a.md', 'en')).toBe('content/blog/a.en.md')
    expect(fileIn('content/blog/a.md', 'ro')).toBe('content/blog/a.ro.md')
    expect(fileIn('content/pages/home.ro.yaml', 'ro')).toBe('content/pages/home.ro.yaml')
  })

  it('reads only the files whose schema can name the entry, in each language', () => {
    const where = (kind: Parameters<typeof sourcesNaming>[0]) => sourcesNaming(kind).map((s) => (s.file ? `${s.collection}/${s.file}` : s.collection))
    expect(where('post')).toEqual(['posts', 'pages/home', 'pages/home_ro'])
    expect(where('industry')).toEqual(['caseStudies'])
  })
})
