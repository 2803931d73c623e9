import { describe, expect, it } from 'vitest'
import { entryPages, linkProblems, pageLinks } from '../../admin/links'
import type { Query } from '../../admin/search'
import { BODY, readMarkdown } from '../../lib/content/canonical'
import { checkContentLinks } from '../../scripts/lib/contentLinks'
import { load, readFixture } from './helpers'

/**
 * A link to a page of the site that leads nowhere is refused on save in the check's words, with
 * the address the editor probably meant; a link to an entry's page, to a page the site answers,
 * is accepted; a link to a draft's page is refused as the check refuses it.
 */
const alpha = readFixture('services/alpha.en.md')

/** The content manager's search over a few entries of each kind. */
const search: Query = (_namespace, collection) => {
  const hits: Record<string, Array<{ slug: string; data: Record<string, unknown> }>> = {
    services: [
      { slug: 'rpa', data: {} },
      { slug: 'alpha', data: {} },
    ],
    posts: [
      { slug: 'calm-software', data: { date: '2024-05-06' } },
      { slug: 'unfinished', data: { draft: true } },
      { slug: 'next-year', data: { date: '2099-01-01' } },
    ],
  }
  return Promise.resolve({ payload: { hits: (hits[collection] ?? []).map((hit) => ({ ...hit, path: '' })) } })
}
const siteHas =
  (...paths: string[]) =>
  (path: string) =>
    Promise.resolve(paths.includes(path))

describe('the content manager refuses on save a link that leads to no page, in the check’s words', () => {
  it('finds the links of the fields, and of the text at the lines of its box', () => {
    const text = alpha.replace('Write to us at {email}.', 'Write to us at {email}.\n\nSee [our RPA work](/servces/rpa/) and [the blog](/blog/#latest).')
    const fields = { ...readMarkdown(text), buttons: [{ label: 'Go', link: '/contact/' }], image: '/media/art/x.png' }
    const links = pageLinks(fields)
    // Counted from the text's first line, as its box shows it.
    const line =
      String((fields as Record<string, unknown>)[BODY])
        .split('\n')
        .findIndex((l) => l.includes('/servces/rpa/')) + 1
    expect(links).toEqual([
      { where: 'the 1st button › link', href: '/contact/' },
      { where: `text, line ${line}`, href: '/servces/rpa/' },
      { where: `text, line ${line}`, href: '/blog/#latest' },
    ])
  })

  it('refuses what the check refuses, with the address meant, and accepts a page the site answers', async () => {
    const pages = await entryPages(search, '2026-12-07')
    const links = [
      { where: 'text, line 12', href: '/servces/rpa/' },
      { where: 'text, line 13', href: '/services/rpa' },
      { where: 'text, line 14', href: '/blog/#latest' },
      { where: 'text, line 15', href: '/blog/unfinished/' },
      { where: 'text, line 16', href: '/blog/next-year/' },
    ]
    expect(await linkProblems(links, pages, siteHas('/blog/'))).toEqual([
      'text, line 12: the link "/servces/rpa/" leads to no page of this site; did you mean "/services/rpa/"?',
      'text, line 15: the link "/blog/unfinished/" leads to no page of this site (it is the page of a draft (draft: true), which the site does not publish)',
      'text, line 16: the link "/blog/next-year/" leads to no page of this site (it is the page of an entry dated 2099-01-01, which is not on the site until that day)',
    ])
    // The check says the same of that link.
    const broken = alpha.replace('Write to us at {email}.', 'Write to us at {email}.\n\nSee [our RPA work](/servces/rpa/).')
    expect(checkContentLinks(load({ 'services/alpha.en.md': broken }))).toContainEqual({
      file: 'content/services/alpha.en.md',
      field: 'text',
      message: 'the link "/servces/rpa/" leads to no page of this site',
    })
  })
})
