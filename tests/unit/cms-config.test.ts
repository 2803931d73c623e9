import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { z } from 'zod'
import { COLLECTIONS, type CollectionType } from '../../lib/content/registry'
import { DAY_WIDGET, SCHEDULES_OPTION } from '../../lib/content/cmsNames'
import { reference } from '../../lib/content/references'
import { BLOG_CATEGORIES, PAGE_FILES, schemas } from '../../lib/content/schemas'
import { CONFIG_FILE, generateFromRepository, main, OUT_OF_DATE_MESSAGE, renderConfig } from '../../scripts/cms-config'
import {
  generateCmsConfig,
  githubRepo,
  labelOf,
  NO_REPOSITORY_PROXY_URL,
  PAGES_COLLECTION,
  schemaFields,
  SITE_COLLECTION,
  type CmsField,
  type CmsFileCollection,
  type CmsFolderCollection,
} from '../../scripts/lib/cmsConfig'

const site = { url: 'https://www.example.com', repository: { url: 'https://github.com/acme/website', branch: 'main' } }
const { config, skipped } = generateCmsConfig({ site })

function folder(name: string): CmsFolderCollection {
  const found = config.collections.find((c) => c.name === name)
  if (!found || !('folder' in found)) throw new Error(`no folder collection ${name}`)
  return found
}

function fileCollection(name: string): CmsFileCollection {
  const found = config.collections.find((c) => c.name === name)
  if (!found || !('files' in found)) throw new Error(`no file collection ${name}`)
  return found
}

/** The field at `a.b.c` (through objects and lists of groups). */
function field(fields: CmsField[], path: string): CmsField {
  const [first, ...rest] = path.split('.')
  const found = fields.find((f) => f.name === first)
  if (!found) throw new Error(`no field ${first} in ${fields.map((f) => f.name).join(', ')}`)
  return rest.length ? field(found.fields ?? [], rest.join('.')) : found
}

function capture() {
  const lines = { log: [] as string[], error: [] as string[] }
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } }
}

describe('the CMS configuration made from the registry and the schemas', () => {
  it('has a folder collection for every collection of the registry, in its folder: Markdown files with a body, or YAML files', () => {
    for (const c of COLLECTIONS.filter((c) => c.format === 'markdown')) {
      const collection = folder(c.key)
      expect(collection).toMatchObject({ folder: `content/${c.folder}`, extension: 'md', format: 'site-markdown', create: true, slug: '{{slug}}' })
      expect(collection.preview_path).toBe(c.address('{{slug}}').slice(1))
      expect(collection.fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown', required: false })
    }
    // The home variants: YAML files of sections, a list of the kinds of section.
    expect(folder('homeVariants')).toMatchObject({ folder: 'content/home-variants', extension: 'yaml', format: 'site-yaml', preview_path: '{{slug}}/' })
    const sections = folder('homeVariants').fields.find((f) => f.name === 'sections')!
    expect(sections).toMatchObject({ widget: 'list', typeKey: 'type', min: 1 })
    expect(sections.types?.map((t) => t.name)).toContain('call-to-action')
    expect(folder('homeVariants').fields.map((f) => f.name)).not.toContain('body')
    expect(folder('posts')).toMatchObject({ label: 'Blog posts', label_singular: 'Blog post', identifier_field: 'title' })
    // The list opens as the site lists posts, newest first, each with its day ("Scheduled for …"
    // after today: the field the content manager adds as it reads the file, admin/formats.ts).
    expect(folder('posts').sortable_fields).toEqual(['title', { field: 'date', default_sort: 'desc' }])
    expect(folder('posts').summary).toBe('{{title}} · {{__day}}{{__translations}}')
    expect(folder('services').sortable_fields).toEqual(['title', { field: 'order', default_sort: 'asc' }])
    expect(folder('caseStudies')).toMatchObject({ label: 'Case studies', label_singular: 'Case study' })
    expect(folder('industries').label).toBe('Industries')
  })

  it('has site.yaml and every file of content/pages as files in each language, each with the fields of its schema', () => {
    expect(fileCollection(SITE_COLLECTION).files).toEqual([
      expect.objectContaining({ name: 'site', file: 'content/site.en.yaml', label: 'Site settings' }),
      expect.objectContaining({ name: 'site_ro', file: 'content/site.ro.yaml', label: 'Site settings, in Romanian' }),
    ])
    const pages = fileCollection(PAGES_COLLECTION)
    expect(pages.files.map((f) => f.file).sort()).toEqual(
      Object.values(PAGE_FILES)
        .flatMap((f) => [`content/${f.replace('.yaml', '.en.yaml')}`, `content/${f.replace('.yaml', '.ro.yaml')}`])
        .sort(),
    )
    // Each entry is named as editors read it: the page, and its language after the English one.
    expect(pages.files.filter((f) => f.name.startsWith('aboutMe')).map((f) => f.label)).toEqual(['About me', 'About me, in Romanian'])
    for (const file of pages.files) {
      const shape = (schemas.pages[file.name.replace(/_ro$/, '') as keyof typeof PAGE_FILES] as unknown as { shape: Record<string, unknown> }).shape
      expect(
        file.fields.map((f) => f.name),
        file.file,
      ).toEqual(Object.keys(shape).filter((k) => !skipped.some((s) => s.file === file.file && s.field === k)))
    }
  })

  it('edits the two languages of a collection side by side: translated fields, and fields copied from English', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: ['en', 'ro'], default_locale: 'en' })
    const services = folder('services')
    expect(services.i18n).toBe(true)
    const byName = Object.fromEntries(services.fields.map((f) => [f.name, f.i18n]))
    expect(byName).toMatchObject({ title: true, summary: true, body: true, image: true, order: 'duplicate' })
    const posts = folder('posts')
    expect(Object.fromEntries(posts.fields.map((f) => [f.name, f.i18n]))).toMatchObject({
      title: true,
      date: 'duplicate',
      category: 'duplicate',
      author: 'duplicate',
      related: 'duplicate',
      image: 'duplicate',
      tags: true,
    })
    // Decap allows languages in a collection of single files only as one file: there, each language's file is an entry of its own.
    expect(fileCollection(PAGES_COLLECTION).files.every((f) => f.fields.every((field) => field.i18n === undefined))).toBe(true)
  })

  it('keeps the schema order of the fields, which is the order the CMS writes them in', () => {
    const shape = schemas.blogPost.shape
    expect(folder('posts').fields.map((f) => f.name)).toEqual([...Object.keys(shape), 'body'])
  })

  it('maps an enum to a select with its values, and a list of an enum to a multiple select', () => {
    expect(field(folder('posts').fields, 'category')).toMatchObject({ widget: 'select', options: [...BLOG_CATEGORIES] })
    expect(field(fileCollection(PAGES_COLLECTION).files.find((f) => f.name === 'blog')!.fields, 'categories')).toMatchObject({
      widget: 'select',
      multiple: true,
      min: 1,
      options: [...BLOG_CATEGORIES],
    })
  })

  it('maps references to relations: a collection by file name, a name in a page file through its list', () => {
    expect(field(folder('posts').fields, 'author')).toMatchObject({ widget: 'relation', collection: PAGES_COLLECTION, file: 'blog', value_field: 'authors.*.name' })
    expect(field(folder('posts').fields, 'related')).toMatchObject({
      widget: 'relation',
      collection: 'posts',
      value_field: '{{slug}}',
      multiple: true,
      max: 3,
      required: false,
    })
    expect(field(folder('caseStudies').fields, 'industry')).toMatchObject({ widget: 'relation', collection: 'industries', value_field: '{{slug}}', search_fields: ['title'] })
  })

  it('maps pictures to the image widget: chosen from content/media, never an outside address or a typed path', () => {
    const src = field(folder('services').fields, 'image.src')
    expect(src).toMatchObject({ widget: 'image', choose_url: false })
    // The widget writes /media/… itself; a pattern would be checked against the picture shown, not the path.
    expect(src.pattern).toBeUndefined()
    expect(field(folder('posts').fields, 'image')).toMatchObject({ widget: 'image', required: false })
    expect(config).toMatchObject({ media_folder: 'content/media', public_folder: '/media' })
  })

  it("lists and uploads each field's pictures in its folder of content/media, and every such folder exists in the content and the fixture site", () => {
    // A collection's pictures, those of its text included, in its folder; a field with a folder of its own keeps it.
    expect(folder('posts')).toMatchObject({ media_folder: '/content/media/art/blog', public_folder: '/media/art/blog' })
    expect(field(folder('posts').fields, 'image').media_folder).toBeUndefined()
    expect(field(folder('services').fields, 'skills.logo')).toMatchObject({ media_folder: '/content/media/logos/tools', public_folder: '/media/logos/tools' })
    expect(folder('caseStudies')).toMatchObject({ media_folder: '/content/media/art/case-studies/{{slug}}' })
    const team = fileCollection(PAGES_COLLECTION).files.find((f) => f.file.endsWith('team.en.yaml'))!
    expect(field(team.fields, 'members.portrait.src')).toMatchObject({ media_folder: '/content/media/art/team', public_folder: '/media/art/team' })

    const folders = new Set<string>()
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object') {
        const folderOf = (value as { media_folder?: unknown }).media_folder
        if (typeof folderOf === 'string' && !folderOf.includes('{{')) folders.add(folderOf)
        Object.values(value).forEach(walk)
      }
    }
    walk(config.collections)
    expect(folders.size).toBeGreaterThan(5)
    for (const mediaFolder of folders) {
      for (const root of ['content', 'tests/fixtures/site/content']) {
        const dir = mediaFolder.replace(/^\/content/, root)
        expect(fs.existsSync(dir) && fs.readdirSync(dir).length > 0, dir).toBe(true)
      }
    }
    // A case study's folder is named after it.
    for (const study of fs.readdirSync('content/case-studies').filter((f) => f.endsWith('.en.md'))) {
      expect(fs.existsSync(`content/media/art/case-studies/${study.replace(/\.en\.md$/, '')}`), study).toBe(true)
    }
  })

  it('maps lists of groups to lists with fields, groups to objects, and lists of texts to lists of one field', () => {
    const faq = field(folder('services').fields, 'faq')
    expect(faq).toMatchObject({ widget: 'list', required: false, summary: '{{fields.question}}' })
    expect(faq.fields?.map((f) => [f.name, f.widget])).toEqual([
      ['id', 'string'],
      ['question', 'string'],
      ['answer', 'text'],
    ])
    expect(field(folder('services').fields, 'image')).toMatchObject({ widget: 'object', hint: expect.stringContaining('Main image') })
    expect(field(folder('services').fields, 'image').collapsed).toBeUndefined()
    expect(field(folder('caseStudies').fields, 'challenge')).toMatchObject({ widget: 'list', min: 1, field: { name: 'challenge', widget: 'text' } })
    expect(field(folder('posts').fields, 'tags')).toMatchObject({ widget: 'list', required: false, field: { name: 'tag', widget: 'string' } })
    const replies = field(folder('posts').fields, 'comments.replies')
    expect(replies.fields?.map((f) => f.name)).toEqual(['name', 'date', 'text'])
  })

  it('marks required and optional fields, carries defaults, bounds and the descriptions as hints', () => {
    const title = field(folder('services').fields, 'title')
    expect(title.required).toBeUndefined()
    expect(title.hint).toBe('Heading of the service page.')
    expect(field(folder('services').fields, 'pageTitle').required).toBe(false)
    expect(field(folder('services').fields, 'skillTitle')).toMatchObject({ required: false, default: 'Our Skills' })
    // No when left out: left out of the file until switched on, as hand-written files do.
    expect(field(folder('posts').fields, 'draft')).toMatchObject({ widget: 'boolean', required: false })
    expect(field(folder('posts').fields, 'draft').default).toBeUndefined()
    expect(field(folder('posts').fields, 'views')).toMatchObject({ widget: 'number', value_type: 'int', min: 0, step: 1 })
    expect(field(folder('posts').fields, 'tags').default).toBeUndefined()
  })

  it("edits days with the admin's day field (an entry's own date says when it is scheduled) and date-times with their offset", () => {
    expect(field(folder('posts').fields, 'date')).toMatchObject({ widget: DAY_WIDGET, [SCHEDULES_OPTION]: true })
    expect(field(folder('legal').fields, 'updated')).toEqual(expect.objectContaining({ widget: DAY_WIDGET }))
    expect(field(folder('legal').fields, 'updated')).not.toHaveProperty(SCHEDULES_OPTION)
    const comingSoon = fileCollection(PAGES_COLLECTION).files.find((f) => f.name === 'comingSoon')!
    expect(field(comingSoon.fields, 'launch')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ssZ' })
  })

  it("gives a web address field the schema's pattern, and an e-mail field one too", () => {
    const siteFields = fileCollection(SITE_COLLECTION).files[0]!.fields
    const bookingUrl = field(siteFields, 'bookingUrl')
    expect(bookingUrl.pattern?.[1]).toContain('https://')
    expect(new RegExp(bookingUrl.pattern![0]).test('javascript:alert(1)')).toBe(false)
    expect(new RegExp(field(siteFields, 'email').pattern![0]).test('hello@example.com')).toBe(true)
    expect(field(siteFields, 'phone').pattern?.[1]).toBe('expected a phone number such as +40 21 555 0142')
  })

  it('uses the GitHub repository of site.yaml with the editorial workflow, and no local backend (the development server adds it)', () => {
    expect(config).toMatchObject({ backend: { name: 'github', repo: 'acme/website', branch: 'main' }, publish_mode: 'editorial_workflow', site_url: site.url })
    expect(config).not.toHaveProperty('local_backend')
    const withProxy = generateCmsConfig({ site: { repository: { url: 'https://github.com/acme/site.git', branch: 'live', cmsAuthUrl: 'https://auth.example.com' } } })
    expect(withProxy.config.backend).toEqual({ name: 'github', repo: 'acme/site', branch: 'live', base_url: 'https://auth.example.com' })
    // Without a repository: the proxy backend at an address of the site itself, never this machine.
    expect(generateCmsConfig({ site: {} }).config.backend).toEqual({ name: 'proxy', proxy_url: NO_REPOSITORY_PROXY_URL, branch: 'main' })
    expect(githubRepo('https://gitlab.com/acme/site')).toBeUndefined()
  })

  it('shows a new collection of the registry with no CMS code', () => {
    const extra: CollectionType = { ...COLLECTIONS.find((c) => c.key === 'legal')!, key: 'posts', folder: 'notes', name: 'note', label: 'A note', address: (id) => `/notes/${id}/` }
    const fixture = [...COLLECTIONS, extra]
    const generated = generateCmsConfig({ site }, fixture)
    const notes = generated.config.collections.find((c) => 'folder' in c && c.folder === 'content/notes') as CmsFolderCollection
    expect(notes).toMatchObject({ label: 'Notes', label_singular: 'Note', preview_path: 'notes/{{slug}}/' })
    expect(notes.fields.map((f) => f.name)).toContain('updated')
  })

  it('maps a list of typed sections (a discriminated union) to a list with types', () => {
    const section = z.discriminatedUnion('type', [
      z.object({ type: z.literal('hero'), title: z.string().min(1).meta({ description: 'Big title.' }), image: z.string().regex(/^\/media\/[\w./-]+\.(svg|png)$/) }).strict(),
      z.object({ type: z.literal('posts'), posts: z.array(reference(z.string(), 'post')).max(3) }).strict(),
    ])
    const schema = z.object({ sections: z.array(section).min(1) }).strict()
    const { fields } = schemaFields(schema)
    expect(fields[0]).toMatchObject({ name: 'sections', widget: 'list', typeKey: 'type', min: 1 })
    expect(fields[0]!.types?.map((t) => [t.name, t.widget, t.fields?.map((f) => f.name)])).toEqual([
      ['hero', 'object', ['title', 'image']],
      ['posts', 'object', ['posts']],
    ])
    expect(fields[0]!.types?.[0]?.fields?.[1]).toMatchObject({ widget: 'image' })
    expect(fields[0]!.types?.[1]?.fields?.[0]).toMatchObject({ widget: 'relation', collection: 'posts', multiple: true, max: 3 })
  })

  it('reads descriptions kept as zod metadata', () => {
    const { fields } = schemaFields(z.object({ name: z.string().meta({ description: 'Who it is.' }), year: z.union([z.number().int(), z.string()]).transform(String) }).strict())
    expect(fields[0]).toMatchObject({ widget: 'string', hint: 'Who it is.' })
    expect(fields[1]).toMatchObject({ widget: 'number', value_type: 'int' })
  })

  it('leaves out what no widget edits, and says so', () => {
    const { fields, skipped: left } = schemaFields(z.object({ labels: z.record(z.string(), z.string()), name: z.string() }).strict(), { file: 'x.yaml' })
    expect(fields.map((f) => f.name)).toEqual(['name'])
    expect(left).toEqual([{ file: 'x.yaml', field: 'labels', why: 'no Decap widget edits a record' }])
  })

  it('names a reference it cannot place', () => {
    expect(() => schemaFields(z.object({ x: reference(z.string(), 'nothing' as 'post') }))).toThrow(/NAMED_IN_PAGE_FILES/)
  })

  it("labels fields in plain words: the schema's own title, or words made from the name", () => {
    expect(labelOf('pageTitle')).toBe('Page title')
    expect(labelOf('src')).toBe('Picture')
    expect(labelOf('bookingUrl')).toBe('Booking address')
    expect(labelOf('faqTitle')).toBe('FAQ title')
    expect(labelOf('subTitle')).toBe('Subtitle')
    expect(field(folder('services').fields, 'text1').label).toBe('Opening paragraph')
    expect(field(folder('services').fields, 'draft').label).toBe('Keep off the public site (not ready)')

    // No label of the whole configuration in a developer's words: numbered names, file formats
    // written as names, abbreviations, plural forms named by code.
    const labels = new Set<string>()
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object') {
        const label = (value as { label?: unknown }).label
        if (typeof label === 'string' && 'widget' in value) labels.add(label)
        Object.values(value).forEach(walk)
      }
    }
    walk(config.collections)
    expect(labels.size).toBeGreaterThan(200)
    const developerWords = /\b(\d|Cta|Ctas|Url|Ui|Mp 4|Webm|Java script|Cms|Faq|Src|Href|Id)\b|\b(one|many)$|\b[a-z]+[A-Z]/
    expect([...labels].filter((label) => developerWords.test(label))).toEqual([])
  })

  it("leaves a developer's settings out of the forms (the repository, the analytics ids): the file keeps them", () => {
    const siteEn = fileCollection(SITE_COLLECTION).files.find((f) => f.file.endsWith('site.en.yaml'))!
    const repository = field(siteEn.fields, 'repository')
    expect(repository.fields!.map((f) => f.name)).toEqual(['editLabel', 'editLinks'])
    expect(siteEn.fields.map((f) => f.name)).not.toContain('analytics')
    expect(skipped.filter((s) => s.file.endsWith('site.en.yaml')).map((s) => `${s.field}: ${s.why}`)).toEqual(
      expect.arrayContaining(['repository.url: a developer sets it in the file', 'analytics.googleAnalyticsId: a developer sets it in the file']),
    )
  })

  it('has a preview for every file of the whole site and of content/pages, in each language (admin/previews/templates.ts)', async () => {
    const { FILE_PREVIEWS } = await import('../../admin/previews/templates')
    const names = [...fileCollection(SITE_COLLECTION).files, ...fileCollection(PAGES_COLLECTION).files].map((f) => f.name)
    expect(names.length).toBeGreaterThan(20)
    expect(Object.keys(FILE_PREVIEWS).sort()).toEqual([...names].sort())
  })

  it("shows a list's items by their values: a case study's services by name", () => {
    expect(field(folder('caseStudies').fields, 'services')).toMatchObject({ widget: 'list', summary: '{{fields.service}}' })
  })
})

describe('npm run cms:config and its check', () => {
  it('the committed public/admin/config.yml is up to date and is what Decap reads', () => {
    const text = fs.readFileSync(CONFIG_FILE, 'utf8')
    expect(text).toBe(renderConfig(generateFromRepository()))
    const parsed = YAML.parse(text) as { collections: Array<{ name: string }> }
    expect(parsed.collections.map((c) => c.name)).toEqual([...COLLECTIONS.map((c) => c.key), SITE_COLLECTION, PAGES_COLLECTION])
    const { lines, out } = capture()
    expect(main(['--check'], out)).toBe(0)
    expect(lines.error).toEqual([])
  })

  it('--check fails with the command to run when the file is stale', () => {
    const original = fs.readFileSync(CONFIG_FILE, 'utf8')
    try {
      fs.writeFileSync(CONFIG_FILE, original.replace('widget: select', 'widget: string'))
      const { lines, out } = capture()
      expect(main(['--check'], out)).toBe(1)
      expect(lines.error).toEqual([OUT_OF_DATE_MESSAGE])
    } finally {
      fs.writeFileSync(CONFIG_FILE, original)
    }
  })
})
