/** The collections editors add files to, and the starting file `npm run new` writes for each. */
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { splitFrontMatter } from '../../lib/content/frontMatter'
import { COLLECTIONS, type CollectionType, type SchemaKey } from '../../lib/content/registry'
import type { BlogCategory } from '../../lib/content/schemas'

/** The collections come from the content registry (lib/content/registry.ts). */
export type { SchemaKey } from '../../lib/content/registry'
/** A collection, as the scaffolder and the guide see it: the registry's entry. */
export type Collection = CollectionType
export { COLLECTIONS }

export function findCollection(name: string): Collection | undefined {
  const wanted = name.trim().toLowerCase()
  return COLLECTIONS.find((c) => c.name === wanted || c.aliases.includes(wanted))
}

/** What a template needs to know about the content folder it is written into. */
export interface TemplateContext {
  slug: string
  /** Today, YYYY-MM-DD. */
  today: string
  /** The next free `order`: one after the largest in the folder. */
  nextOrder: number
  /** A picture that exists in content/media, like the ones the collection's files use. */
  image: string
  /** First industry id (case studies must name one that exists). */
  industry: string
  /** First author of content/pages/blog.yaml (posts must name one that exists). */
  author: string
}

/** "cloud-migration" → "Cloud Migration": a readable title the editor then rewrites. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

// Every placeholder starts with the same words, so an editor can search the file for them.
export const PLACEHOLDER = 'Replace this'

const say = (what: string) => `${PLACEHOLDER} with ${what}.`

/** Posts never go on the home page or into the Product count by accident. */
const DEFAULT_CATEGORY: BlogCategory = 'Others'

interface Template {
  /** Front matter (or, for a YAML file, its fields) in the schema's field order; `draft: true` is added last. */
  fields: (ctx: TemplateContext) => Record<string, unknown>
  /** What the Markdown under the front matter is for; none for a YAML file. */
  body?: string
}

const TEMPLATES: Record<SchemaKey, Template> = {
  service: {
    fields: (ctx) => ({
      title: titleFromSlug(ctx.slug),
      order: ctx.nextOrder,
      summary: say('one or two sentences for the lists of services and for search engines'),
      text1: say('the opening paragraph, shown large under the title'),
      text4: say('the paragraph shown after the main picture'),
      image: { src: ctx.image, alt: say('what the picture shows, for people who cannot see it') },
      approachTitle: 'Our Approach',
      approachDescription: say('one paragraph on how we work on this service'),
      approach: [{ title: say('the first step'), text: say('what happens in this step') }],
    }),
    body: 'Anything more about this service, shown after the paragraphs of the front matter. Delete this section if the front matter says it all.',
  },
  industry: {
    fields: (ctx) => ({
      title: titleFromSlug(ctx.slug),
      order: ctx.nextOrder,
      summary: say('one or two sentences for the lists of industries and for search engines'),
      intro: say('the opening paragraph under the heading'),
      expertise: [say('a paragraph on what we know about this industry')],
      image: { src: ctx.image, alt: say('what the picture shows, for people who cannot see it') },
      challenges: [{ title: say('a challenge of this industry'), text: say('how we help with it') }],
    }),
    body: 'Anything more about this industry, shown after the expertise section. Delete this section if the front matter says it all.',
  },
  caseStudy: {
    fields: (ctx) => ({
      title: titleFromSlug(ctx.slug),
      order: ctx.nextOrder,
      summary: say('one or two sentences for the case studies list and for search engines'),
      category: say('the kind of project, such as ERP Platform'),
      industry: ctx.industry,
      client: say('who the work was for'),
      services: [say('a service we provided')],
      mainImage: { src: ctx.image, alt: say('what the picture shows, for people who cannot see it') },
      challenge: [say('a paragraph on the problem the client had')],
      solution: [say('a paragraph on what we built')],
    }),
    body: 'The story of the project: who the client is, how we worked together and what came of it.',
  },
  blogPost: {
    fields: (ctx) => ({
      title: titleFromSlug(ctx.slug),
      date: ctx.today,
      category: DEFAULT_CATEGORY,
      author: ctx.author,
      summary: say('one or two sentences for the blog lists and for search engines'),
      image: ctx.image,
      views: 0,
    }),
    body: 'The text of the post. Start each section with a heading like the one above, and keep paragraphs short.',
  },
  legal: {
    fields: (ctx) => ({
      title: titleFromSlug(ctx.slug),
      description: say('one sentence on what this page covers, for search engines'),
      order: ctx.nextOrder,
      updated: ctx.today,
    }),
    body: "The text of the page. Each `##` heading becomes an entry of the page's table of contents.",
  },
  homeVariant: {
    fields: (ctx) => ({
      title: titleFromSlug(ctx.slug),
      description: say('one or two sentences for search engines'),
      hero: {
        label: say('a few words above the heading'),
        heading: say("the page's main heading"),
        intro: say('the paragraph under the heading'),
        ctas: [{ label: 'Contact us', href: '/contact/' }],
      },
      sections: [
        {
          type: 'services',
          heading: say('the heading of the services'),
          items: [{ title: say('a service'), text: say('one sentence on it'), icon: 'code' }],
        },
        { type: 'latest-works', heading: say('the heading of the works'), count: 3 },
        { type: 'call-to-action', heading: say('the closing heading'), text: say('one sentence that asks people to write'), cta: { label: 'Contact us', href: '/contact/' } },
      ],
    }),
  },
}

/** The text of a new, valid file with `draft: true`: front matter and a short body, or the fields of a YAML file. */
export function renderTemplate(collection: Collection, ctx: TemplateContext): string {
  const template = TEMPLATES[collection.schema]
  const data = { ...template.fields(ctx), draft: true }
  // No line folding: an editor should see each text on one line.
  const fields = YAML.stringify(data, { lineWidth: 0 })
  if (collection.format === 'yaml') return fields
  return `---\n${fields}---\n\n## ${PLACEHOLDER} heading\n\n${template.body ?? ''}\n`
}

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i

/** Front matter of the collection's Markdown files (or the fields of its YAML files), in file-name order; unreadable files are skipped. */
export function readFrontMatters(folder: string, extension = '.md'): Record<string, unknown>[] {
  if (!fs.existsSync(folder)) return []
  const out: Record<string, unknown>[] = []
  for (const name of fs.readdirSync(folder).sort()) {
    if (!name.endsWith(extension) || name.startsWith('_') || name.startsWith('.')) continue
    const source = fs.readFileSync(path.join(folder, name), 'utf8').replace(/^\uFEFF/, '')
    const split = extension === '.md' ? splitFrontMatter(source) : undefined
    const match = split ? (split.kind === 'yaml' ? split.yaml : undefined) : source
    if (match === undefined) continue
    try {
      const value: unknown = YAML.parse(match)
      if (value && typeof value === 'object' && !Array.isArray(value)) out.push(value as Record<string, unknown>)
    } catch {
      // A broken file is the check's business, not this tool's.
    }
  }
  return out
}

/** The `order` after the largest one used in the folder (1 when there is none). */
export function nextOrder(frontMatters: Record<string, unknown>[]): number {
  const orders = frontMatters.map((fm) => fm.order).filter((o): o is number => typeof o === 'number' && Number.isInteger(o))
  return orders.length ? Math.max(...orders) + 1 : 1
}

function imagePathsOf(fm: Record<string, unknown>): string[] {
  const found: string[] = []
  for (const key of ['image', 'mainImage']) {
    const value = fm[key]
    if (typeof value === 'string') found.push(value)
    else if (value && typeof value === 'object' && typeof (value as { src?: unknown }).src === 'string') found.push((value as { src: string }).src)
  }
  return found
}

function imagesUnder(dir: string, mediaRoot: string): string[] {
  if (!fs.existsSync(dir)) return []
  const files: string[] = []
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = path.join(d, entry.name)
      if (entry.isDirectory()) walk(abs)
      else if (IMAGE_FILE.test(entry.name)) files.push(`/media/${path.relative(mediaRoot, abs).split(path.sep).join('/')}`)
    }
  }
  walk(dir)
  return files
}

/**
 * A picture that exists: the first one the collection's files already use, else one from
 * content/media/art/<folder>/, else any picture in content/media.
 */
export function pickImage(root: string, folder: string, frontMatters: Record<string, unknown>[]): string | undefined {
  const mediaRoot = path.join(root, 'media')
  const exists = (p: string) => p.startsWith('/media/') && !p.includes('..') && fs.existsSync(path.join(mediaRoot, p.slice('/media/'.length)))
  const used = frontMatters.flatMap(imagePathsOf).find((p) => IMAGE_FILE.test(p) && exists(p))
  return used ?? imagesUnder(path.join(mediaRoot, 'art', folder), mediaRoot)[0] ?? imagesUnder(mediaRoot, mediaRoot)[0]
}
