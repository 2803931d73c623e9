import { describe, expect, it } from 'vitest'
import { loadContent } from '../../lib/content'
import { commentCount, sidebarData } from '../../lib/blog'
import { FIXTURE_SITE, load, problemsOf, readFixture } from './helpers'

const second = readFixture('blog/second-post.en.md')
const blogYaml = readFixture('pages/blog.en.yaml')

describe('blog content', () => {
  it('reads views, featured, related posts and nested comments', () => {
    const { posts } = load()
    const post = posts.find((p) => p.id === 'second-post')!
    expect(post.data).toMatchObject({ views: 25, featured: true, related: ['first-post'] })
    expect(post.data.comments[0]!.replies[0]!.name).toBe('Ana Pop')
    expect(commentCount(post.data)).toBe(2)
    // Left out, these default to nothing.
    const first = posts.find((p) => p.id === 'first-post')!
    expect(first.data).toMatchObject({ featured: false, related: [], comments: [] })
  })

  it('derives the category counts from the posts', () => {
    const content = load()
    expect(sidebarData(content).categories).toEqual([
      { name: 'All', count: 2 },
      { name: 'Inspirations', count: 0 },
      { name: 'Experiences', count: 0 },
      { name: 'Reviews', count: 1 },
      { name: 'Tips & Tricks', count: 0 },
      { name: 'Others', count: 0 },
      // Used by a post, not listed in blog.en.yaml: shown all the same, so the counts add up to All.
      { name: 'Product', count: 1 },
    ])
  })

  it('an unknown related post names the file and the field', () => {
    expect(problemsOf({ 'blog/second-post.en.md': second.replace('related: [first-post]', 'related: [first-post, no-such-post]') })).toEqual([
      'content/blog/second-post.en.md › related[1]: unknown blog post "no-such-post"; expected one of "first-post", "second-post"',
    ])
  })

  it('a post related to itself is refused', () => {
    expect(problemsOf({ 'blog/second-post.en.md': second.replace('related: [first-post]', 'related: [second-post]') })).toEqual([
      'content/blog/second-post.en.md › related[0]: a post cannot be related to itself',
    ])
  })

  it('a category that is not one of the blog categories', () => {
    expect(problemsOf({ 'blog/second-post.en.md': second.replace('category: Reviews', 'category: Review') })).toEqual([
      'content/blog/second-post.en.md › category: expected one of "Product", "Inspirations", "Experiences", "Reviews", "Tips & Tricks", "Others", but found the text "Review"',
    ])
  })

  it('a missing field, also inside a reply', () => {
    const broken = second.replace('summary: The second post, a review.\n', '').replace('        text: Thank you.\n', '')
    expect(problemsOf({ 'blog/second-post.en.md': broken })).toEqual([
      'content/blog/second-post.en.md › summary: required text is missing',
      'content/blog/second-post.en.md › comments[0].replies[0].text: required text is missing',
    ])
  })

  it('a post that does not say how many times it was read starts at 0 (a counter is not for the editor to invent)', () => {
    const changes = { 'blog/second-post.en.md': second.replace('views: 25\n', '') }
    expect(load(changes).posts.find((p) => p.id === 'second-post')!.data.views).toBe(0)
  })

  it('an author who is not in blog.yaml', () => {
    expect(problemsOf({ 'blog/second-post.en.md': second.replace('author: Ana Pop', 'author: Nobody') })).toEqual([
      'content/blog/second-post.en.md › author: unknown author "Nobody"; expected one of "Ana Pop" (the authors in content/pages/blog.en.yaml)',
    ])
  })

  it('a sidebar category that does not exist, in blog.yaml', () => {
    const problems = problemsOf({ 'pages/blog.en.yaml': blogYaml.replace('categories: [Inspirations,', 'categories: [Inspiration,') })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^content\/pages\/blog\.en\.yaml › categories\[0\]: expected one of .*but found the text "Inspiration"$/)
  })

  it('a home-page teaser label for a post that does not exist', () => {
    const home = readFixture('pages/home.en.yaml').replace('    - first-post\n', '    - first-post\n  labels:\n    lost-post: Community\n')
    expect(problemsOf({ 'pages/home.en.yaml': home })).toEqual([
      'content/pages/home.en.yaml › blog.labels.lost-post: unknown blog post "lost-post"; expected one of "first-post", "second-post"',
    ])
  })

  it("the fixture site's blog: 18 posts with the spec's category counts", { timeout: 60_000 }, () => {
    const content = loadContent({ root: FIXTURE_SITE, includeDrafts: false })
    expect(content.posts).toHaveLength(18)
    // The spec's categories, then Product, which a post uses and the page file does not list.
    expect(sidebarData(content).categories.map((c) => `${c.name} ${c.count}`)).toEqual([
      'All 18',
      'Inspirations 4',
      'Experiences 3',
      'Reviews 5',
      'Tips & Tricks 1',
      'Others 4',
      'Product 1',
    ])
    expect(content.posts.filter((p) => p.data.featured)).toHaveLength(2)
    expect(commentCount(content.posts[0]!.data)).toBe(3)
  })

  it("the site's own blog, whatever it says: every post is counted once under All", { timeout: 60_000 }, () => {
    const content = loadContent({ includeDrafts: false })
    const [all, ...listed] = sidebarData(content).categories
    expect(all!.count).toBe(content.posts.length)
    // Every category a post uses is listed, so the counts add up to All.
    expect(listed.reduce((sum, c) => sum + c.count, 0)).toBe(all!.count)
    expect(listed.slice(0, content.pages.blog.categories.length).map((c) => c.count)).toEqual(
      content.pages.blog.categories.map((name) => content.posts.filter((p) => p.data.category === name).length),
    )
  })
})
