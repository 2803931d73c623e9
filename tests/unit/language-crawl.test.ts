import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { englishLabels, englishLabelsOnPages, languageProblems } from '../e2e/support/languageCrawl'

/** A built site of the given pages (address → body). */
function site(pages: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'crawl-'))
  for (const [address, body] of Object.entries(pages)) {
    const dir = path.join(root, address)
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, 'index.html'), `<!DOCTYPE html><html><body>${body}</body></html>`)
  }
  return root
}

const ORIGIN = 'https://www.example.ro'
const switcher = (to: string, lang: string) => `<a href="${to}" hreflang="${lang}">x</a>`

describe('the language crawl of the end-to-end tests', () => {
  it('passes a site whose links stay in their language, files and other sites excepted', () => {
    const root = site({
      '/': `${switcher('/ro/', 'ro')}<a href="/contact/">c</a><a href="/media/a.png">m</a><a href="/blog/feed.xml">f</a><a href="https://elsewhere.example/">o</a><a href="#top">t</a>`,
      '/contact/': `${switcher('/ro/contact/', 'ro')}<form action="/search/"></form>`,
      '/ro/': `${switcher('/', 'en')}<a href="/ro/contact/">c</a><a href="${ORIGIN}/ro/contact/">c</a>`,
      '/ro/contact/': switcher('/contact/', 'en'),
    })
    expect(languageProblems(root, ORIGIN).problems).toEqual([])
  })

  it('finds a link out of the language, in either direction, absolute or not, and a form', () => {
    const root = site({
      '/': `<a href="/ro/contact/">c</a>`,
      '/ro/': `<a href="/contact/">c</a><a href="${ORIGIN}/">h</a><form action="/search/"></form>`,
      '/contact/': '',
      '/ro/contact/': '',
    })
    expect(languageProblems(root, ORIGIN).problems.map((p) => `${p.page} ${p.href}: ${p.problem}`)).toEqual([
      '/ /ro/contact/: a en page links to a ro page',
      '/ro/ /contact/: a ro page links to a en page',
      `/ro/ ${ORIGIN}/: a ro page links to a en page`,
      '/ro/ /search/: a ro page links to a en page',
    ])
  })

  it('finds a switcher that loses the page, names the wrong language, or leads to a page that was not built', () => {
    const root = site({
      '/blog/post/': switcher('/ro/', 'ro'),
      '/contact/': switcher('/contact/', 'ro'),
      '/team/': switcher('/ro/team/', 'ro'),
      '/ro/': '',
    })
    expect(languageProblems(root, ORIGIN).problems.map((p) => `${p.page}: ${p.problem}`)).toEqual([
      '/blog/post/: the language switcher leads to another page than /blog/post/',
      '/contact/: says hreflang="ro" but leads to en',
      '/team/: the language switcher leads to a page that was not built',
    ])
  })

  it("finds the interface's English words on a Romanian page, except inside a block marked English", () => {
    const content = fs.mkdtempSync(path.join(os.tmpdir(), 'labels-'))
    fs.writeFileSync(path.join(content, 'site.en.yaml'), 'ui:\n  tags: Tags\n  share: Share\n  name: Northwind\n  blog: Blog\n  top: Back to top\n  views: "Views: {count}"\n')
    fs.writeFileSync(
      path.join(content, 'site.ro.yaml'),
      'ui:\n  tags: Etichete\n  share: Distribuiți\n  name: Northwind\n  blog: Blog\n  top: Back to top\n  views: "Vizualizări: {count}"\n',
    )
    const labels = englishLabels(content, [{ file: 'site.yaml', under: 'ui' }], parse)
    // A word the same in both languages (a name, Blog) and texts with placeholders are no English
    // label; a phrase left in English in the Romanian file is.
    expect([...labels]).toEqual(['Tags', 'Share', 'Back to top'])
    const root = site({
      '/ro/blog/a/': '<h2>Tags</h2><div lang="en"><h2>Share</h2><p>Tags</p></div><p>Etichete</p><a href="#top" aria-label="Back to top"></a><h2>Blog</h2>',
      '/blog/a/': '<h2>Tags</h2>',
    })
    expect(englishLabelsOnPages(root, labels, 'ro')).toEqual([
      { page: '/ro/blog/a/', text: 'Tags' },
      { page: '/ro/blog/a/', text: 'Back to top (aria-label)' },
    ])
  })
})
