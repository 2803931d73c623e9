import { describe, expect, it } from 'vitest'
import type { Content, LocalizedContent } from '../../lib/content'
import { UNTRANSLATED } from '../../lib/content/untranslated'
import { contentView, derive, SEP } from '../../lib/contentViews'
import { readsDigest } from '../../lib/pageReads'

/**
 * What a page read of the content decides whether the next build renders it again: every read
 * must be noted by its place, and the digest of the reads must change exactly when a value read
 * changes. A content of a few fields stands for the real one (the views walk any plain data).
 */
type Post = { id: string; data: { title: string; summary: string; date: string; items: Array<{ text: string }> } }
const post = (id: string, title: string, more: Partial<Post['data']> = {}): Post => ({
  id,
  data: { title, summary: `About ${title}`, date: '2024-01-01', items: [{ text: 'one' }], ...more },
})
const site = (posts: Post[], name = 'Northwind') => ({ locale: 'en', site: { name, ui: { more: 'More' } }, posts }) as unknown as Content
const both = (content: Content) => ({ en: content, ro: content }) as unknown as LocalizedContent

/** The reads of `read` run on a view of `content`, as lib/pageReads.ts notes them. */
function readsOf(content: Content, read: (view: Content) => unknown): Set<string> {
  const reads = new Set<string>()
  read(contentView(content, 'en', (r) => reads.add(r)))
  return reads
}
const shown = (reads: Set<string>) => [...reads].map((r) => r.split(SEP).join(' '))

describe('a view of the content', () => {
  it('notes each value read by where it is: an entry by its id, a field by its name', () => {
    const content = site([post('a', 'A'), post('b', 'B')])
    const reads = readsOf(content, (view) => view.posts[1]!.data.title)
    expect(shown(reads)).toEqual(['t en posts', 'm en posts', 't en posts @b data', 'v en posts @b data title'])
  })

  it('gives the same values as the content, and the same view of an object each time', () => {
    const content = site([post('a', 'A'), post('b', 'B')])
    const view = contentView(content, 'en', () => {})
    expect(view.posts.map((p) => p.data.title)).toEqual(['A', 'B'])
    expect(view.posts[0]).toBe(view.posts.find((p) => p.id === 'a'))
    expect(JSON.parse(JSON.stringify(view))).toEqual(JSON.parse(JSON.stringify(content)))
    expect({ ...view.site }).toEqual(content.site)
  })

  it("notes a list's order once for any use of it, and an item's id with it", () => {
    const content = site([post('a', 'A'), post('b', 'B')])
    const reads = readsOf(content, (view) => view.posts.find((p) => p.id === 'b'))
    expect(shown(reads)).toEqual(['t en posts', 'm en posts'])
  })

  it("notes an object's field names when it is spread, and its marks (Symbol.for) when they are read", () => {
    const content = site([post('a', 'A')])
    ;(content.site.ui as unknown as Record<symbol, unknown>)[UNTRANSLATED] = true
    expect(shown(readsOf(content, (view) => ({ ...view.site.ui })))).toContain('k en site ui')
    expect(shown(readsOf(content, (view) => (view.site.ui as unknown as Record<symbol, unknown>)[UNTRANSLATED]))).toEqual([
      't en site',
      't en site ui',
      `v en site ui $${Symbol.keyFor(UNTRANSLATED)}`,
    ])
  })
})

describe("the digest of a page's reads", () => {
  const digest = (reads: Set<string>, content: Content) => readsDigest(reads, both(content))

  it('is the same when only values the page did not read changed', () => {
    const before = site([post('a', 'A'), post('b', 'B')])
    const reads = readsOf(before, (view) => view.posts.map((p) => p.data.title))
    const summaries = site([post('a', 'A', { summary: 'New' }), post('b', 'B')], 'Another name')
    expect(digest(reads, summaries)).toBe(digest(reads, before))
  })

  it('changes when a value it read changed, an entry was added, removed or moved, or a field is gone', () => {
    const before = site([post('a', 'A'), post('b', 'B')])
    const reads = readsOf(before, (view) => view.posts.map((p) => p.data.title))
    const was = digest(reads, before)
    expect(digest(reads, site([post('a', 'A'), post('b', 'B, renamed')]))).not.toBe(was)
    expect(digest(reads, site([post('a', 'A'), post('b', 'B'), post('c', 'C')]))).not.toBe(was)
    expect(digest(reads, site([post('a', 'A')]))).not.toBe(was)
    expect(digest(reads, site([post('b', 'B'), post('a', 'A')]))).not.toBe(was)
    const noData = site([post('a', 'A'), { id: 'b' } as Post])
    expect(digest(reads, noData)).not.toBe(was)
  })

  it("changes when a mark on a list item changed, though the item's text did not", () => {
    const marked = post('a', 'A')
    ;(marked.data.items[0] as Record<symbol, unknown>)[UNTRANSLATED] = true
    const reads = readsOf(site([post('a', 'A')]), (view) => (view.posts[0] as unknown as Post).data.items.map((item) => item.text))
    expect(digest(reads, site([marked]))).not.toBe(digest(reads, site([post('a', 'A')])))
  })
})

describe('a derivation', () => {
  const newestFirst = derive('test: newest first', (content) => [...content.posts].sort((x, y) => (x.data.date < y.data.date ? 1 : -1)))

  it('is one read, whose value is the entries it gives and their order, and what the page reads of them is noted as usual', () => {
    const content = site([post('a', 'A', { date: '2024-01-01' }), post('b', 'B', { date: '2024-02-01' })])
    const reads = readsOf(content, (view) => newestFirst(view)[0]!.data.title)
    expect(shown(reads)).toEqual(['d en test: newest first', 't en posts @b data', 'v en posts @b data title'])
    const was = digest(reads)
    // Another summary: the derivation gives the same entries in the same order.
    expect(digest(reads, site([post('a', 'A', { date: '2024-01-01', summary: 'New' }), post('b', 'B', { date: '2024-02-01' })]))).toBe(was)
    // Another date, another order.
    expect(digest(reads, site([post('a', 'A', { date: '2024-03-01' }), post('b', 'B', { date: '2024-02-01' })]))).not.toBe(was)

    function digest(r: Set<string>, other: Content = content) {
      return readsDigest(r, both(other))
    }
  })

  it('gives the content itself where nothing records', () => {
    const content = site([post('a', 'A'), post('b', 'B', { date: '2024-02-01' })])
    expect(newestFirst(content)[0]).toBe(content.posts[1])
  })
})
