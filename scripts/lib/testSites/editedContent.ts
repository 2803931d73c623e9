import fs from 'node:fs'
import path from 'node:path'
import { parseDocument } from 'yaml'

/**
 * A copy of the real content with the changes an editor makes most often, done as an editor does
 * them: a new blog post, a new service (copied from another one and rewritten), a new team member
 * and a new portfolio work (a list entry each, with a picture of its own), a new industry (copied
 * from another one), a new FAQ entry, and a new home variant (a copy of one, its sections reordered
 * and one left out). `npm test` builds it and
 * runs the real-content specs on it: a correct content change must never turn them red.
 */
export function writeEditedContent(from: string, to: string): string {
  fs.rmSync(to, { recursive: true, force: true })
  fs.cpSync(from, to, { recursive: true })
  const file = (rel: string) => path.join(to, rel)
  const firstFile = (dir: string) =>
    fs
      .readdirSync(file(dir))
      .filter((name) => name.endsWith('.en.md') && !name.startsWith('_'))
      .sort()[0]!

  /** A new Markdown file of `folder`, copied from its first file with some front-matter fields changed. */
  const copyEntry = (folder: string, id: string, fields: Record<string, unknown>) => {
    const [, frontMatter = '', ...body] = fs.readFileSync(file(`${folder}/${firstFile(folder)}`), 'utf8').split(/^---\s*$/m)
    const data = parseDocument(frontMatter)
    for (const [key, value] of Object.entries(fields)) data.set(key, value)
    fs.writeFileSync(file(`${folder}/${id}.en.md`), `---\n${data.toString()}---\n${body.join('---')}`)
  }

  // A post, written from scratch with a heading, a list and links.
  const blog = parseDocument(fs.readFileSync(file('pages/blog.en.yaml'), 'utf8')).toJS() as { authors: Array<{ name: string }> }
  fs.writeFileSync(
    file('blog/an-editors-first-post.en.md'),
    [
      '---',
      'title: "An Editor\'s First Post: What We Learned Moving Offices"',
      `date: ${new Date().toISOString().slice(0, 10)}`,
      'category: Others',
      `author: ${blog.authors[0]!.name}`,
      'summary: >-',
      '  We moved to a bigger office this spring. Here is what changed for the team, and what stayed',
      '  exactly the same.',
      'tags: [Company, Team]',
      'views: 0',
      '---',
      '',
      'Moving a studio of twenty people takes more planning than it looks.',
      '',
      '## What changed',
      '',
      '- A quiet room for focused work',
      '- A bigger kitchen, which everyone noticed first',
      '',
      'Want to visit? [Write to us](/contact/) or read about [our team](/team/).',
      '',
    ].join('\n'),
  )

  // A service, started from a copy of another one, as the content guide suggests.
  copyEntry('services', 'cloud-migration', {
    title: 'Cloud Migration',
    menuTitle: 'Cloud Migration',
    order: 99,
    summary: 'Moving your systems to the cloud one step at a time, with nothing lost on the way.',
  })

  // A team member, with a portrait of their own.
  const team = parseDocument(fs.readFileSync(file('pages/team.en.yaml'), 'utf8'))
  const portrait = (team.toJS() as { members: Array<{ portrait: { src: string } }> }).members[0]!.portrait.src
  fs.copyFileSync(file(portrait.replace(/^\/media\//, 'media/')), file('media/art/team/new-colleague.svg'))
  team.addIn(['members'], {
    name: 'Maria Ionescu',
    role: 'Junior Frontend Engineer',
    portrait: { src: '/media/art/team/new-colleague.svg', alt: 'Geometric portrait of Maria Ionescu' },
  })
  fs.writeFileSync(file('pages/team.en.yaml'), team.toString())

  // A portfolio work, with a picture of its own.
  const portfolio = parseDocument(fs.readFileSync(file('pages/portfolio.en.yaml'), 'utf8'))
  const work = (portfolio.toJS() as { items: Array<{ category: string; image: { src: string } }> }).items[0]!
  fs.copyFileSync(file(work.image.src.replace(/^\/media\//, 'media/')), file('media/art/portfolio/new-work.png'))
  portfolio.addIn(['items'], {
    title: 'Meridian Bank rebrand',
    category: work.category,
    year: new Date().getFullYear(),
    image: { src: '/media/art/portfolio/new-work.png', alt: 'Abstract illustration of a bank card and a new logo' },
    summary: 'A new name, mark and colour system for a regional bank.',
  })
  fs.writeFileSync(file('pages/portfolio.en.yaml'), portfolio.toString())

  // An industry, started from a copy of another one.
  copyEntry('industries', 'logistics', { title: 'Logistics', order: 99, summary: 'Route planning, warehouse software and tracking that tells customers the truth.' })

  // A question for the FAQ, in its first category.
  const faq = parseDocument(fs.readFileSync(file('pages/faq.en.yaml'), 'utf8'))
  faq.addIn(['categories', 0, 'items'], {
    id: 'visit-studio',
    question: 'Can we visit the studio before we sign?',
    answer: 'Yes. Write to us and we will find an afternoon: coffee, a walk through the office and a look at work in progress.',
  })
  fs.writeFileSync(file('pages/faq.en.yaml'), faq.toString())

  // A home variant, copied from another one: a new heading, the sections in another order, one left out.
  const variant = parseDocument(fs.readFileSync(file('home-variants/home-studio.en.yaml'), 'utf8'))
  variant.set('title', 'Home Bold')
  variant.setIn(['hero', 'heading'], 'Bold software for brave teams')
  const sections = variant.get('sections') as { items: unknown[] }
  sections.items = [sections.items.at(-1), ...sections.items.slice(0, -2)]
  fs.writeFileSync(file('home-variants/home-bold.en.yaml'), variant.toString())
  return to
}
