import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { languageProblems } from '../e2e/support/languageCrawl'

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
})
