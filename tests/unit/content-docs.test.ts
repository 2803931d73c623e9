import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BLOG_CATEGORIES, schemas } from '../../lib/content/schemas'
import {
  buildModel,
  DOCUMENTED_FILES,
  END_MARKER,
  exampleCell,
  exampleData,
  fieldRows,
  generatedPart,
  GUIDE_FILE,
  isGuideUpToDate,
  main,
  OUT_OF_DATE_MESSAGE,
  renderFieldTables,
  renderTable,
  START_MARKER,
  undocumentedFields,
  updateGuide,
  valueAt,
  type FieldRow,
} from '../../scripts/content-docs'
import { COLLECTIONS } from '../../scripts/lib/contentTemplates'

const model = buildModel()
const tables = renderFieldTables(model)
/** Every file of content/pages the schemas know, as `pages.<name>`. */
const pageSchemas = Object.keys(schemas.pages).map((name) => `pages.${name}`)
/** A table per collection, one for site.yaml and one per file of content/pages. */
const tableCount = COLLECTIONS.length + 1 + pageSchemas.length

function row(schema: string, fieldPath: string): FieldRow {
  const found = model.find((m) => m.file.schema === schema)?.rows.find((r) => r.path === fieldPath)
  if (!found) throw new Error(`no row ${schema}: ${fieldPath}`)
  return found
}

function capture() {
  const lines = { log: [] as string[], error: [] as string[] }
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } }
}

/** A copy of the committed guide in a temp folder, optionally changed. */
function guideCopy(change: (text: string) => string = (t) => t): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-guide-')), 'content-guide.md')
  fs.writeFileSync(file, change(fs.readFileSync(GUIDE_FILE, 'utf8')))
  return file
}

describe('the field tables editors read in docs/content-reference.md', () => {
  it("a blog post's category lists every allowed value", () => {
    const category = row('blogPost', 'category')
    expect(category.type).toBe(`one of ${BLOG_CATEGORIES.map((c) => `\`${c}\``).join(', ')}`)
    expect(category.required).toBe(true)
    expect(category.description).toBe("Where the post is filed; the blog's category counts are made from these.")
  })

  it("a service's title is required and says what it is for", () => {
    expect(tables).toContain('| `title` | text | required | — | `AI & ML Development` | Heading of the service page. |')
  })

  it('an optional field shows the value used when it is left out', () => {
    expect(row('service', 'skillTitle')).toMatchObject({ required: false, defaultValue: '`Our Skills`' })
    expect(row('blogPost', 'tags')).toMatchObject({ required: false, defaultValue: 'empty list' })
    expect(row('service', 'draft')).toMatchObject({ type: 'yes/no: `true` or `false`', required: false, defaultValue: '`false`' })
    expect(row('service', 'pageTitle')).toMatchObject({ required: false, defaultValue: '' })
  })

  it('fields inside groups and lists are written faq[].question, each with its own description', () => {
    expect(row('service', 'faq[].question')).toMatchObject({ type: 'text', required: true, description: 'The question, as a visitor would ask it.' })
    expect(row('blogPost', 'comments[].replies[].name').description).toBe("The reader's name as shown.")
    expect(row('site', 'address.city').description).toBe('City, e.g. Bucharest.')
  })

  it('pictures, dates, web addresses and counts are named in plain words', () => {
    expect(row('service', 'image.src').type).toBe('image path such as `/media/picture.svg`')
    expect(row('blogPost', 'date').type).toBe('date (YYYY-MM-DD)')
    expect(row('caseStudy', 'projectUrl').type).toBe('web address starting with `https://`')
    expect(row('site', 'email').type).toBe('e-mail address')
    expect(row('site', 'menu[].href').type).toBe('site path starting with `/`')
    expect(row('service', 'order').type).toBe('whole number (0 or more)')
    expect(row('caseStudy', 'columns[].lines').type).toBe('list of texts (1 to 3)')
    expect(row('blogPost', 'related').type).toBe('list of texts (at most 3)')
  })

  it("a list of kinds (the sections of a home variant) has a row per kind, then that kind's own fields and examples", () => {
    const rows = model.find((m) => m.file.schema === 'homeVariant')!.rows
    expect(rows.find((r) => r.path === 'sections')!.type).toBe('list of items, each one of the kinds below, named by its `type` (at least 1)')
    const at = rows.findIndex((r) => r.path === 'sections[].type: quote')
    expect(rows[at]!.description).toBe('One quote of pages/about-us.yaml, named by who said it.')
    const quote = rows.slice(
      at + 1,
      rows.findIndex((r, i) => i > at && r.path.startsWith('sections[].type: ')),
    )
    expect(quote.map((r) => r.path)).toEqual(['sections[].id', 'sections[].tone', 'sections[].label', 'sections[].heading', 'sections[].intro', 'sections[].name'])
    expect(quote.find((r) => r.path === 'sections[].id')).toMatchObject({ defaultValue: '`quote`', type: 'name in lowercase letters, digits and dashes, such as `services`' })
    // The example comes from the first section of that kind in the fixture site's files.
    expect(quote.find((r) => r.path === 'sections[].name')).toMatchObject({
      example: '`Sorin Pavel`',
      description: 'Who said it, picked from the testimonials of the About us page, under Pages.',
    })
  })

  it('lists the fields in the order of the schema', () => {
    const service = model.find((m) => m.file.schema === 'service')!.rows.map((r) => r.path)
    expect(service.slice(0, 4)).toEqual(['title', 'pageTitle', 'menuTitle', 'order'])
    expect(service.at(-1)).toBe('draft')
  })

  it('has a table for every collection, for site.yaml and for every file of content/pages', () => {
    expect(model).toHaveLength(tableCount)
    const [firsts, pages] = [model.slice(0, COLLECTIONS.length + 1), model.slice(COLLECTIONS.length + 1)]
    expect(firsts.map((m) => m.file.schema)).toEqual([...COLLECTIONS.map((c) => c.schema), 'site'])
    expect(pages.map((m) => m.file.schema).sort()).toEqual([...pageSchemas].sort())
    expect(tables).toContain('### A service: `content/services/<name>.en.md`')
    expect(tables).toContain('Its address is `/blog/<name>/` (`/ro/blog/<name>/` in Romanian, from `<name>.ro.md` beside it). Start one with `npm run new -- post <name>`.')
    expect(tables).toContain('### The whole site: `content/site.en.yaml`')
    for (const file of fs.readdirSync(path.resolve('content/pages')).filter((f) => f.endsWith('.en.yaml'))) {
      expect(tables).toContain(`### \`content/pages/${file}\``)
    }
  })

  it('every field of every file has a description', () => {
    expect(undocumentedFields(model)).toEqual([])
    expect(model.flatMap((m) => m.rows).filter((r) => !r.description)).toEqual([])
  })

  it('every table has an example column, with real values from the fixture site', () => {
    expect(tables).toContain('| field | what to write | required? | if left out | example | what it is for |')
    expect(model.every((m) => m.hasExamples)).toBe(true)
    expect(row('pages.home', 'hero.kicker').example).toBe('`Software studio · Bucharest`')
    expect(row('blogPost', 'date').example).toBe('`2021-12-20`')
    expect(row('blogPost', 'views').example).toBe('`1960`')
    expect(row('pages.aboutMe', 'timeline.groups[].entries[].year').example).toBe('`2004 – 2008`')
    // An optional field of a list shows the first item that has it.
    expect(row('pages.pricing', 'plans[].badge').example).toBe('`Popular`')
    // A group has no example of its own: its fields have their rows.
    expect(row('pages.home', 'hero').example).toBe('—')
  })

  it('comes out the same every time', () => {
    expect(renderFieldTables(buildModel())).toBe(tables)
  })
})

describe('the example column', () => {
  it('shows a text shortened to about 50 characters, a number or yes/no as it is, a list by its first item', () => {
    expect(exampleCell('Bigger Goals, Better Tech')).toBe('`Bigger Goals, Better Tech`')
    expect(exampleCell('We turn ambitious ideas into dependable software: product strategy, design and more.')).toBe('`We turn ambitious ideas into dependable software…`')
    expect(exampleCell('  two\n  lines  ')).toBe('`two lines`')
    expect(exampleCell(2021)).toBe('`2021`')
    expect(exampleCell(false)).toBe('`false`')
    expect(exampleCell(['Branding', 'Motion'])).toBe('`Branding`')
    expect(exampleCell([])).toBe('empty list')
    expect(exampleCell('')).toBe('empty')
    expect(exampleCell({ src: '/media/a.svg' })).toBe('—')
    expect(exampleCell(undefined)).toBe('—')
  })

  it('escapes | for the Markdown table', () => {
    const table = renderTable([{ path: 'a', type: 'text', required: true, defaultValue: '', example: exampleCell('this | that'), description: 'x' }])
    expect(table.split('\n').at(-1)).toBe('| `a` | text | required | — | `this \\| that` | x |')
  })

  it('finds the value of a field inside groups and lists', () => {
    const data = { faq: [{ question: 'Why?' }, { question: 'How?', note: 'Later' }], hero: { cta: { label: 'Go' } } }
    expect(valueAt(data, 'hero.cta.label')).toBe('Go')
    expect(valueAt(data, 'faq[].question')).toBe('Why?')
    expect(valueAt(data, 'faq[].note')).toBe('Later')
    expect(valueAt(data, 'faq')).toEqual(data.faq)
    expect(valueAt(data, 'missing.field')).toBeUndefined()
  })

  it("takes a collection's examples from the first Markdown file of its folder, and a page's from its YAML file", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-examples-'))
    fs.mkdirSync(path.join(root, 'blog'))
    fs.mkdirSync(path.join(root, 'pages'))
    fs.writeFileSync(path.join(root, 'blog', '_draft-notes.md'), '---\ntitle: Skipped\n---\n')
    fs.writeFileSync(path.join(root, 'blog', 'b-post.md'), '---\ntitle: Second\n---\n')
    fs.writeFileSync(path.join(root, 'blog', 'a-post.md'), '---\ntitle: First\ndate: 2021-12-20\n---\nText.\n')
    fs.writeFileSync(path.join(root, 'pages', 'team.yaml'), 'title: Team\n')
    const blog = DOCUMENTED_FILES.find((f) => f.schema === 'blogPost')!
    const team = DOCUMENTED_FILES.find((f) => f.schema === 'pages.team')!
    const site = DOCUMENTED_FILES.find((f) => f.schema === 'site')!
    // Dates stay as written, as the site reads them.
    expect(exampleData(blog, root)).toEqual({ title: 'First', date: '2021-12-20' })
    expect(exampleData(team, root)).toEqual({ title: 'Team' })
    expect(exampleData(site, root)).toBeUndefined()
  })
})

const text = () => z.string().min(1)

describe("descriptions are the schemas' own data: .meta({ description }), carried by their JSON Schema", () => {
  const point = z.object({ title: text().meta({ description: 'Step heading.' }) }).meta({ description: 'A step of the work.' })
  const box = z.object({ title: text().meta({ description: 'Box heading.' }) })
  const thing = z
    .object({
      steps: z.array(point).meta({ description: 'The steps.' }),
      other: z.array(point),
      picture: point.optional(),
      more: box.extend({ extra: text().meta({ description: 'Added by extend.' }) }).strict(),
      kinds: z.array(
        z.discriminatedUnion('type', [z.object({ type: z.literal('a').meta({ description: 'The first kind.' }), size: z.number().meta({ description: 'How big.' }) })]),
      ),
    })
    .strict()
  const rows = Object.fromEntries(fieldRows(thing).map((r) => [r.path, r.description]))

  it("from the field, or from the schema it is made of; a list without one is described by its items'", () => {
    expect(rows).toMatchObject({
      steps: 'The steps.',
      'steps[].title': 'Step heading.',
      other: 'A step of the work.',
      picture: 'A step of the work.',
      'more.title': 'Box heading.',
      'more.extra': 'Added by extend.',
    })
  })

  it('a kind of item is described by its `type`', () => {
    expect(rows).toMatchObject({ 'kinds[].type: a': 'The first kind.', 'kinds[].size': 'How big.' })
  })
})

describe('npm run docs:content and npm run check:docs', () => {
  it('the committed reference is up to date', () => {
    const guide = fs.readFileSync(GUIDE_FILE, 'utf8')
    expect(guide).toContain('# Content reference: every field, file by file')
    expect(isGuideUpToDate(guide, tables)).toBe(true)
  })

  it('the check fails with a plain message when a row was edited by hand', () => {
    const file = guideCopy((t) => t.replace('Heading of the service page.', 'The big title.'))
    const { lines, out } = capture()
    expect(main(['--check', '--guide', file], out)).toBe(1)
    expect(lines.error).toContain(OUT_OF_DATE_MESSAGE)
    expect(fs.readFileSync(file, 'utf8')).toContain('The big title.')
  })

  it('the check fails when the markers are gone', () => {
    const file = guideCopy((t) => t.replace(START_MARKER, ''))
    const { lines, out } = capture()
    expect(main(['--check', '--guide', file], out)).toBe(1)
    expect(lines.error).toContain(OUT_OF_DATE_MESSAGE)
  })

  it('writing puts the tables back and leaves the hand-written part alone', () => {
    const file = guideCopy((t) => t.replace('Heading of the service page.', 'The big title.').replace('# Content reference', '# The content reference'))
    const { lines, out } = capture()
    expect(main(['--guide', file], out)).toBe(0)
    expect(lines.log[0]).toMatch(new RegExp(`^Wrote the field tables of ${tableCount} kinds of file to `))
    const written = fs.readFileSync(file, 'utf8')
    expect(written).toContain('# The content reference')
    expect(generatedPart(written)).toBe(tables)
    expect(main(['--check', '--guide', file], capture().out)).toBe(0)
  })

  it('adds the section at the end of a guide that has none', () => {
    const updated = updateGuide('# Guide\n\nSome text.\n', 'TABLES')
    expect(updated).toMatch(/^# Guide\n\nSome text\.\n\n## Every field, file by file\n\n[\s\S]*group\.field[\s\S]*\n\n<!-- fields:start -->\n\nTABLES\n\n<!-- fields:end -->\n$/)
    expect(updateGuide(updated, 'TABLES')).toBe(updated)
    expect(updated.indexOf(END_MARKER)).toBeGreaterThan(updated.indexOf(START_MARKER))
  })

  it('the command exits with 1 and the message, without a stack trace', { timeout: 30_000 }, () => {
    const file = guideCopy((t) => t.replace('| `order` | whole number (0 or more) | required |', '| `order` | number | optional |'))
    const tsx = path.resolve('node_modules/.bin/tsx')
    const run = spawnSync(tsx, ['scripts/content-docs.ts', '--check', '--guide', file], { encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split('\n').at(-1)).toBe(OUT_OF_DATE_MESSAGE)
    expect(run.stderr).not.toMatch(/\n\s+at /)
  })
})
