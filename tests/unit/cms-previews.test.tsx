import fs from 'node:fs'
import path from 'node:path'
import { fromJS, Map as ImmutableMap } from 'immutable'
import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import YAML from 'yaml'
import { createElement } from 'react'
import { registerDayField } from '../../admin/dayField'
import { FILE_PREVIEWS, PREVIEWS } from '../../admin/previews/templates'
import { DAY_WIDGET } from '../../lib/content/cmsNames'
import { studioDate } from '../../lib/content/schedule'
import { cmsFileName } from '../../lib/content/cmsNames'
import { splitFrontMatter } from '../../lib/content/frontMatter'
import { parsedPage, type BuiltPage } from '../html/support/builtPage'

/**
 * The content manager's previews are the site's own components: each is drawn here with a file of
 * the fixture site as Decap hands it over (the file's fields as an Immutable map, `body` the text
 * of a Markdown file), and read as the editor would see it in the preview pane. The browser flows
 * of tests/e2e/cms.spec.ts open one preview only; every file is drawn here.
 */
const FIXTURE = 'tests/fixtures/site/content'
type Data = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- a fixture file as YAML reads it

function readFile(file: string): Data {
  const text = fs.readFileSync(path.join(FIXTURE, file), 'utf8')
  if (file.endsWith('.yaml')) return YAML.parse(text) as Data
  const split = splitFrontMatter(text)
  if (split.kind !== 'yaml') throw new Error(`${file}: no front matter`)
  return { ...(YAML.parse(split.yaml) as Data), body: split.body }
}

/** What the preview pane shows for this data, parsed. */
function preview(Preview: ComponentType<PreviewTemplateComponentProps> | undefined, data: Data, name: string, label = ''): BuiltPage {
  if (!Preview) throw new Error(`no preview for ${name}`)
  const props = {
    entry: ImmutableMap({ data: fromJS(data) }),
    collection: ImmutableMap({ label_singular: label }),
    getAsset: (src: string) => src,
    widgetFor: () => null,
    widgetsFor: () => null,
    fieldsMetaData: ImmutableMap(),
  } as unknown as PreviewTemplateComponentProps
  return parsedPage(renderToStaticMarkup(<Preview {...props} />), name)
}

const files = (folder: string, ending: string) =>
  fs
    .readdirSync(path.join(FIXTURE, folder))
    .filter((f) => f.endsWith(ending))
    .sort()

/** The control and preview admin/dayField.tsx registers with Decap, as Decap receives them. */
function registeredDayWidget(): { control: ComponentType<Record<string, unknown>>; preview: ComponentType<Record<string, unknown>> } {
  const registered: Array<[string, unknown, unknown]> = []
  registerDayField({ registerWidget: (name: string, control: unknown, preview: unknown) => registered.push([name, control, preview]) } as never)
  const [name, control, widgetPreview] = registered[0]!
  expect(name).toBe(DAY_WIDGET)
  return { control: control as ComponentType, preview: widgetPreview as ComponentType }
}

/** Nothing of the page was left undrawn for a part that could not be drawn. */
const expectComplete = (page: BuiltPage) => expect(page.mainText + page.texts('body > *').join(' ')).not.toMatch(/is not complete yet/)

describe('the preview of a home variant', () => {
  // Sections drawn under a heading of their own (the others take theirs from other files).
  const titled = new Set([
    'services',
    'service-list',
    'case-study-carousel',
    'case-study-cards',
    'testimonials',
    'quote',
    'latest-works',
    'filtered-works',
    'blog',
    'news-carousel',
    'team',
    'about',
    'biography',
    'skills',
    'timeline',
    'social-feed',
  ])
  const variants = files('home-variants', '.yaml')

  it('covers every variant of the fixture site, in each language', () => {
    expect(variants.filter((f) => f.endsWith('.en.yaml')).length).toBeGreaterThan(3)
  })

  it.each(variants)('%s: its hero and the heading of each of its sections, as the site draws them', (file) => {
    const variant = readFile(`home-variants/${file}`)
    const page = preview(PREVIEWS.homeVariants, variant, file)
    expect(page.h1).toEqual([variant.hero.heading])
    const headings = page.texts('h2, h3')
    for (const section of (variant.sections as Data[]).filter((s) => titled.has(s.type) && s.heading)) {
      // A numbered page writes the number inside the heading (01 What we build).
      expect(
        headings.some((h) => h === section.heading || h.endsWith(` ${section.heading}`) || h.endsWith(section.heading)),
        `${file} › ${section.type}: "${section.heading}"`,
      ).toBe(true)
    }
    expectComplete(page)
  })
})

describe('the preview of a file of content/pages and of site.yaml', () => {
  type Seen = { h1?: string; parts: Array<[selector: string, name: string]> }
  // What only the page's own component draws: the h1 of its hero, and a part of its layout.
  const drawn: Record<string, (d: Data) => Seen> = {
    'about-me': (d) => ({ h1: d.name, parts: [['h2', d.bio.heading]] }),
    'about-us': (d) => ({ h1: d.heading, parts: [['h2', d.story.heading]] }),
    blog: (d) => ({ h1: d.grid.heading, parts: [['h2', d.grid.sliderHeading]] }),
    'case-studies': (d) => ({ h1: d.heading, parts: [] }),
    'coming-soon': (d) => ({ h1: d.heading, parts: [['h2, h3', d.subscribe.heading]] }),
    contact: (d) => ({
      h1: d.heading,
      parts: [
        ['h2', d.formHeading],
        ['h2, h3', d.booking.heading],
      ],
    }),
    faq: (d) => ({
      h1: d.heading,
      parts: [
        ['h2', d.categories[0].title],
        ['summary', d.categories[0].items[0].question],
      ],
    }),
    forms: (d) => ({
      parts: [
        ['h2, h3', d.comment.heading],
        ['button', d.contact.submit],
        ['button', d.comment.submit],
      ],
    }),
    home: (d) => ({ h1: d.hero.slogan, parts: [['h2', d.getStarted.heading]] }),
    'not-found': (d) => ({ h1: d.heading, parts: [['a', d.backLabel]] }),
    portfolio: (d) => ({ h1: d.grid.heading, parts: [['h2', d.grid.latest.heading]] }),
    pricing: (d) => ({
      h1: d.heading,
      parts: [
        ['h2, h3', d.plans[0].name],
        ['h2, h3', d.enterprise.heading],
      ],
    }),
    team: (d) => ({
      h1: d.heading,
      parts: [
        ['h2, h3', d.members[0].name],
        ['h2, h3', d.openSlot.heading],
      ],
    }),
  }
  const pageFiles = files('pages', '.yaml')
  // The content manager is built with the site's e-mail settings (a site without them offers no Send button).
  beforeAll(() => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'test-public-key')
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_test')
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_test')
  })
  afterAll(() => vi.unstubAllEnvs())

  it('has a check for every page file', () => {
    expect(Object.keys(drawn).sort()).toEqual([...new Set(pageFiles.map((f) => f.replace(/\.\w+\.yaml$/, '')))].sort())
  })

  it.each(pageFiles)('%s: the h1 of its page and a part of its layout, in its language', (file) => {
    const [name, locale] = file.split('.') as [string, 'en' | 'ro']
    // The content manager names a page file by the name pages use (about-me.yaml: aboutMe).
    const key = name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
    const data = readFile(`pages/${file}`)
    const page = preview(FILE_PREVIEWS[cmsFileName(key, locale)], data, file)
    const seen = drawn[name]!(data)
    if (seen.h1) expect(page.h1).toEqual([seen.h1])
    for (const [selector, text] of seen.parts) expect(page.texts(selector), `${file} › ${selector} "${text}"`).toContain(text)
    expectComplete(page)
  })

  it.each(['en', 'ro'] as const)("site.%s.yaml: the site's frame, its home link and its menu, in its language", (locale) => {
    const site = readFile(`site.${locale}.yaml`)
    const page = preview(FILE_PREVIEWS[cmsFileName('site', locale)], site, `site.${locale}.yaml`)
    expect(page.named('a', site.ui.homeLinkLabel)).not.toHaveLength(0)
    // The preview pane is as narrow as a phone: the menu is behind its button, and holds the menu's links.
    expect(page.named('button', site.ui.openMenu)).not.toHaveLength(0)
    const link = (site.menu as Data[]).find((m) => m.href)!
    expect(page.texts('a')).toContain(link.label)
  })
})

describe('the preview of an entry of a collection', () => {
  it.each([
    ['services', 'services', 'Service'],
    ['industries', 'industries', 'Industry'],
    ['caseStudies', 'case-studies', 'Case study'],
    ['legal', 'legal', 'Legal page'],
    ['posts', 'blog', 'Blog post'],
  ] as const)('%s: every English file of the fixture site, under its title', (collection, folder, label) => {
    for (const file of files(folder, '.en.md')) {
      const data = readFile(`${folder}/${file}`)
      const page = preview(PREVIEWS[collection], data, file, label)
      expect(page.h1, file).toEqual([data.title])
    }
  })

  it("a post's text is drawn by the site's Markdown pipeline: its headings and links as the page has them", () => {
    const page = preview(
      PREVIEWS.posts,
      { title: 'Notes from the CMS', category: 'Tips & Tricks', date: '2024-05-06', body: '## Why it matters\n\nRead about [our services](/services/rpa/).' },
      'a new post',
    )
    expect(page.h1).toEqual(['Notes from the CMS'])
    expect(page.texts('h2')).toContain('Why it matters')
    expect(page.named('a', 'our services').map((a) => a.attribs.href)).toEqual(['/services/rpa/'])
  })

  it('a post dated after today says above the page when the public site shows it; one dated today says nothing', () => {
    const today = studioDate(new Date())
    const later = `${Number(today.slice(0, 4)) + 1}-06-01`
    const scheduled = preview(PREVIEWS.posts, { title: 'Next summer', date: later }, 'a scheduled post')
    expect(scheduled.texts('[role="note"]')).toEqual([`Scheduled for 1 June ${later.slice(0, 4)}: the public site shows it from that day.`])
    expect(preview(PREVIEWS.posts, { title: 'Today', date: today }, 'a post of today').texts('[role="note"]')).toEqual([])
  })

  it('the date field of an entry the site schedules says so under it, and no other date field does', () => {
    const later = `${Number(studioDate(new Date()).slice(0, 4)) + 1}-06-01`
    const { control } = registeredDayWidget()
    const draw = (options: Record<string, unknown>, value: string) =>
      renderToStaticMarkup(
        createElement(control, {
          field: ImmutableMap({ label: 'Publication date', ...options }),
          forID: 'date',
          value,
          onChange: () => {},
          classNameWrapper: '',
          setActiveStyle: () => {},
          setInactiveStyle: () => {},
        }),
      )
    const html = draw({ schedules: true }, later)
    expect(html).toContain('type="date"')
    expect(html).toContain(`value="${later}"`)
    expect(html).toContain(`Scheduled for 1 June ${later.slice(0, 4)}`)
    expect(html).toContain('aria-describedby="date-scheduled"')
    expect(draw({}, later)).not.toContain('Scheduled')
    expect(draw({ schedules: true }, '2020-01-01')).not.toContain('Scheduled')
  })

  it("a mistake the content check refuses is named above the text, with its line, in the check's words", () => {
    const page = preview(PREVIEWS.posts, { title: 'A risky link', body: 'Click [here](javascript:alert(1)).' }, 'a post with a bad link')
    expect(page.texts('[role="alert"] li').join(' ')).toMatch(/^Text, line 1: .*javascript:/)
  })
})
