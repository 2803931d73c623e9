import { describe, expect, test } from 'vitest'
import { builtPage, isBuilt, textOf } from './support/builtPage'
import { byText, fields } from './support/queries'

describe('blog listings', () => {
  test('grid: title, search box, news slider, 9 posts, More and the newsletter', () => {
    const page = builtPage('/blog-grid/')
    expect(page.h1).toEqual(['Notes from the studio'])
    expect(fields(page, 'input[type="search"]', 'Search the blog')).toHaveLength(1)
    expect(page.texts('h1, h2, h3, h4, h5, h6').filter((text) => text.includes('In the news'))).toHaveLength(1)
    expect(page.all('article', page.region('In the news')).length).toBeGreaterThan(0)
    expect(page.all('main ul > li > article')).toHaveLength(9)
    expect(page.named('a', /^More /).map((a) => a.attribs.href)).toEqual(['/blog-sidebar/'])
    expect(page.texts('h1, h2, h3, h4, h5, h6').filter((text) => text.includes('Newsletter'))).toHaveLength(1)
    expect(fields(page, 'input:not([type]), input[type="text"], input[type="email"], textarea', 'Your e-mail address')).toHaveLength(1)
  })

  test('masonry: 12 posts, More and the newsletter', () => {
    const page = builtPage('/blog-masonry/')
    expect(page.all('main ul > li > article')).toHaveLength(12)
    expect(page.named('a', /^More /)).toHaveLength(1)
    expect(page.texts('h1, h2, h3, h4, h5, h6').filter((text) => text.includes('Newsletter'))).toHaveLength(1)
  })

  test('sidebar: Our Journal with 2 featured, 5 listed, pagination 1 to 5 then 20, and the sidebar', () => {
    const page = builtPage('/blog-sidebar/')
    expect(page.title).toBe('Northwind Software | Our Journal')
    expect(page.h1).toEqual(['Our Journal'])
    expect(page.all('article', page.region('Featured'))).toHaveLength(2)
    expect(page.all('article', page.region('Latest posts'))).toHaveLength(5)
    const [pagination] = page.named('nav', 'Pages of the journal')
    expect(pagination).toBeDefined()
    expect(page.texts('li', pagination)).toEqual(['1', '2', '3', '4', '5', '20'])
    expect(page.texts('[aria-current="page"]', pagination)).toEqual(['1'])

    const aside = page.one('aside')
    expect(fields(page, 'input[type="search"]', 'Search the blog', aside)).toHaveLength(1)
    expect(page.named('a', /LinkedIn/, aside).map((a) => a.attribs.target)).toEqual(['_blank'])
    expect(page.all('article', page.region('Popular posts', aside))).toHaveLength(3)
    expect(fields(page, 'input:not([type]), input[type="text"], input[type="email"], textarea', 'Your e-mail address', aside)).toHaveLength(1)
    const categories = page.texts('li', page.region('Categories', aside))
    // The spec's categories, then the one a post uses that blog.en.yaml does not list: they add up to All.
    const expected = [/^All\s*18$/, /^Inspirations\s*4$/, /^Experiences\s*3$/, /^Reviews\s*5$/, /^Tips & Tricks\s*1$/, /^Others\s*4$/, /^Product\s*1$/]
    expect(categories).toHaveLength(expected.length)
    categories.forEach((text, i) => expect(text).toMatch(expected[i]!))
  })

  test('every post page is reachable from the listings, and is built', () => {
    // Start from the three listings, then follow the post links (related posts, Next Post) on each post.
    const queue = ['/blog-grid/', '/blog-masonry/', '/blog-sidebar/']
    const seen = new Set<string>()
    while (queue.length > 0) {
      const address = queue.shift()!
      expect(isBuilt(address), address).toBe(true)
      const page = builtPage(address)
      const hrefs = page.all('a[href]', page.one('main')).map((a) => a.attribs.href!)
      for (const href of new Set(hrefs.filter((href) => href.startsWith('/blog/')))) {
        expect(href).toMatch(/^\/blog\/[a-z0-9-]+\/$/)
        if (!seen.has(href)) {
          seen.add(href)
          queue.push(href)
        }
      }
    }
    expect(seen.size).toBe(18)
  })
})

describe('blog post layouts', () => {
  test('/blog-details shows every part of a post', () => {
    const page = builtPage('/blog-details/')
    expect(page.h1).toEqual(['Five Git Habits for Calmer Code Reviews'])
    const hero = page.one('main section')
    expect(byText(page, 'Tips & Tricks', hero)).toHaveLength(1)
    for (const text of ['20 January 2026', 'Vlad Ionescu', '1,275 views']) expect(textOf(hero)).toContain(text)
    expect(page.named('a', '3 comments', hero)).toHaveLength(1)
    const report = page.named('a', 'Report', hero)
    expect(report).toHaveLength(1)
    expect(report[0]!.attribs.href).toMatch(/^mailto:hello@northwind\.example\?subject=.*Five%20Git%20Habits/)
    const [tags] = page.named('ul, ol', 'Tags')
    expect(tags).toBeDefined()
    expect(page.texts('li', tags)).toEqual(['Git', 'Code Review', 'Developer Experience'])
    for (const network of ['LinkedIn', 'Facebook', 'X']) {
      expect(
        page.named('a', `Share on ${network} (opens in a new tab)`).map((a) => a.attribs.target),
        network,
      ).toEqual(['_blank'])
    }
    const author = textOf(page.region('About the author'))
    expect(author).toContain('Vlad Ionescu')
    expect(author).toContain('DevOps Engineer')
    expect(page.all('article', page.region('Related posts'))).toHaveLength(3)

    const comments = page.named('[aria-labelledby], [aria-label]', /^Comments/)
    expect(comments).toHaveLength(1)
    expect(page.all('article', comments[0])).toHaveLength(3)
    const [replies] = page.named('ul, ol', 'Replies to Mara Costache', comments[0])
    expect(replies).toBeDefined()
    expect(page.all('article', replies)).toHaveLength(1)
    expect(page.named('button', 'Post comment', page.region('Leave a comment'))).toHaveLength(1)

    expect(page.named('a', 'Read this post with the sidebar').map((a) => a.attribs.href)).toEqual(['/blog-details-sidebar/'])
    const next = page.named('a', /^Next Post: /)
    expect(next.map((a) => a.attribs.href)).toEqual(['/blog/what-maintainers-know-about-docs/'])
    expect(builtPage('/blog/what-maintainers-know-about-docs/').h1).toEqual(['What Open-Source Maintainers Know About Documentation'])
  })

  test('/blog-details-sidebar adds the sidebar and links back', () => {
    const page = builtPage('/blog-details-sidebar/')
    expect(page.h1).toEqual(['Five Git Habits for Calmer Code Reviews'])
    page.region('Categories', page.one('aside'))
    expect(page.named('a', 'Read this post without the sidebar').map((a) => a.attribs.href)).toEqual(['/blog-details/'])
  })

  test('a post page uses the same layout, with its related posts leading to real posts', () => {
    const page = builtPage('/blog/review-shape-up/')
    expect(byText(page, 'Reviews').length).toBeGreaterThan(0)
    expect(textOf(page.region('About the author'))).toContain('Cristina Marin')
    const comments = page.named('[aria-labelledby], [aria-label]', /^Comments/)
    expect(comments).toHaveLength(1)
    expect(textOf(comments[0]!)).toContain('No comments yet.')
    const related = page.all('a[href]', page.region('Related posts'))
    expect(related.length).toBeGreaterThan(0)
    for (const a of related) expect(isBuilt(a.attribs.href!), a.attribs.href).toBe(true)
    // The oldest post leads back to the newest.
    expect(
      builtPage('/blog/shipping-a-product-in-ten-weeks/')
        .named('a', /^Next Post: /)
        .map((a) => a.attribs.href),
    ).toEqual(['/blog/five-git-habits-for-calmer-code-reviews/'])
  })
})
