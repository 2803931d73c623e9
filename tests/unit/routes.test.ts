import { describe, expect, it } from 'vitest'
import { loadLocalizedContent } from '../../lib/content'
import { buildRouteTable, routesOf, speculationRules } from '../../lib/routes'
import { contentWith, readFixture } from './helpers'

const post = readFixture('blog/first-post.en.md')
const alpha = readFixture('services/alpha.en.md')
/** The fixture's first post and alpha service in Romanian; every other file only in English. */
const localized = loadLocalizedContent({
  root: contentWith({
    'blog/first-post.ro.md': post.replace(/^title: .*$/m, 'title: Primul articol'),
    'services/alpha.ro.md': alpha
      .replace('title: Alpha Service', 'title: Serviciul Alpha\nspecializationTitle: Specializare\nskillTitle: Competențe\nservicesTitle: Servicii\nfaqTitle: Întrebări')
      .replace('summary: The alpha service.', 'summary: Serviciul alpha.'),
  }),
  includeDrafts: false,
})

describe('the route table', () => {
  it('a translated page: in both languages, each naming the other, indexed, edited in its own file', () => {
    const { en, ro } = routesOf(localized, '/blog/first-post/')
    expect(en).toMatchObject({ locale: 'en', path: '/blog/first-post/', indexed: true, alternates: ['en', 'ro'], edit: 'content/blog/first-post.en.md', collection: 'posts' })
    expect(ro).toMatchObject({ locale: 'ro', path: '/ro/blog/first-post/', indexed: true, alternates: ['en', 'ro'], edit: 'content/blog/first-post.ro.md' })
    expect(ro.fallback).toBeUndefined()
    expect(ro.versions).toEqual({ en: '/blog/first-post/', ro: '/ro/blog/first-post/' })
  })

  it('an untranslated post: a Romanian page that marks the English post itself, not indexed, switching to and from the same post', () => {
    const { en, ro } = routesOf(localized, '/blog/second-post/')
    expect(ro).toMatchObject({ path: '/ro/blog/second-post/', fallback: 'entry', indexed: false, alternates: [], source: { lang: 'en', file: 'content/blog/second-post.en.md' } })
    expect(en).toMatchObject({ indexed: true, alternates: ['en'] })
    expect(en.fallback).toBeUndefined()
    expect(ro.versions).toEqual(en.versions)
    expect(en.versions.ro).toBe('/ro/blog/second-post/')
  })

  it('an untranslated page of content/pages is English throughout; a page with no file of its own is written in the site texts', () => {
    expect(routesOf(localized, '/about-us/').ro).toMatchObject({ fallback: 'page', indexed: false, edit: 'content/pages/about-us.en.yaml' })
    expect(routesOf(localized, '/services/alpha/').ro.fallback).toBeUndefined()
    expect(routesOf(localized, '/services/beta/').ro).toMatchObject({ fallback: 'page', collection: 'services' })
    // Every listing of the blog is made from the blog's page file.
    expect(routesOf(localized, '/blog-masonry/').en.edit).toBe('content/pages/blog.en.yaml')
  })

  it('the search page is in both languages but in no index, and never fetched ahead', () => {
    const { en, ro } = routesOf(localized, '/search/')
    expect([en.indexed, ro.indexed, en.prefetch, ro.prefetch]).toEqual([false, false, false, false])
    expect(en.versions).toEqual({ en: '/search/', ro: '/ro/search/' })
    const excluded = JSON.stringify(speculationRules())
    expect(excluded).toContain('"/search/*"')
    expect(excluded).toContain('"/ro/search/*"')
  })

  it('has every page once per language, found by its address', () => {
    const table = buildRouteTable(localized, ['/', '/blog/first-post/', '/blog/first-post/', '/search/'])
    expect(table.routes.map((r) => r.path)).toEqual(['/', '/ro/', '/blog/first-post/', '/ro/blog/first-post/', '/search/', '/ro/search/'])
    expect(table.byPath.get('/ro/')).toMatchObject({ page: '/', edit: 'content/pages/home.en.yaml' })
  })
})
