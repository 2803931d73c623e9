import { describe, expect, it } from 'vitest'
import { formatProblem, loadContent } from '../../lib/content'
import { checkContentLinks, knownPaths } from '../../scripts/lib/contentLinks'
import { load, readFixture } from './helpers'

const post = (body: string) => readFixture('blog/second-post.en.md').replace('\nA review.', `\n${body}`)

describe('links written in the content, checked without a build', () => {
  it('knows every address the site will have: fixed pages, one per entry, legal pages, redirects and public files', () => {
    const paths = knownPaths(load())
    for (const p of [
      '/',
      '/contact/',
      '/blog-grid/',
      '/works-listing/',
      '/search/',
      '/case-studies/',
      '/services/beta/',
      '/industries/energy/',
      '/case-studies/grid/',
      '/blog/first-post/',
      '/terms/',
      '/works-showcase/',
      '/favicon.svg',
      '/blog/feed.xml',
    ]) {
      expect(paths, p).toContain(p)
    }
    // A draft is not built, so nothing may link to it.
    expect(paths).not.toContain('/services/gamma/')
  })

  it('names the file of a link in a post’s text that leads nowhere, and accepts the links that work', () => {
    const content = load({
      'blog/second-post.en.md': post('See [our services](/services/beta/), [the contact page](/contact#form) and [a lost page](/no-such-page/).'),
    })
    const lines = checkContentLinks(content).map(formatProblem)
    expect(lines).toContain('content/blog/second-post.en.md › text: the link "/no-such-page/" leads to no page of this site')
    expect(lines.join('\n')).not.toContain('/services/beta/')
    expect(lines.join('\n')).not.toContain('/contact#form')
  })

  it('checks addresses in YAML pages, and leaves the old addresses of redirects alone', () => {
    const home = readFixture('pages/home.en.yaml').replace('href: /contact/', 'href: /kontakt/')
    const lines = checkContentLinks(load({ 'pages/home.en.yaml': home })).map(formatProblem)
    expect(lines.some((l) => /^content\/pages\/home\.en\.yaml › [\w.[\]]+\.href: the link "\/kontakt\/" leads to no page of this site$/.test(l))).toBe(true)
    // Whatever file they are in: no line about a redirect.
    expect(lines.filter((l) => l.includes(' › redirects'))).toEqual([])
  })

  it('finds no broken link in the site’s own content', () => {
    expect(checkContentLinks(loadContent({ root: 'content', includeDrafts: false })).map(formatProblem)).toEqual([])
  })
})

describe('two things with one address', () => {
  const terms = readFixture('legal/terms.en.md')
  const site = readFixture('site.en.yaml')

  it('a content file whose address belongs to a page of the site is refused, naming both', () => {
    expect(checkContentLinks(load({ 'legal/faq.en.md': terms })).map(formatProblem)).toEqual([
      'content/legal/faq.en.md: the address /faq/ is already taken by a page of the site (pages/faq): give this file another name (the name becomes the address)',
    ])
  })

  it("a redirect from a page's address is refused: it would hide the page", () => {
    const problems = checkContentLinks(load({ 'site.en.yaml': site.replace('  - from: /works-showcase\n', '  - from: /contact\n') })).map(formatProblem)
    expect(problems).toEqual([
      'content/site.en.yaml › the 1st redirect › from: the address /contact/ is already taken by a page of the site (pages/contact): a redirect from it would hide that page; remove the redirect or change its address',
    ])
  })

  it('the valid content has no collision', () => {
    expect(checkContentLinks(load())).toEqual([])
  })
})
