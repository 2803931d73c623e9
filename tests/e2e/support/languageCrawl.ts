import fs from 'node:fs'
import path from 'node:path'
import { DomUtils, parseDocument } from 'htmlparser2'
import { isLocale, splitLocale, type Locale } from '../../../lib/shared/locales'

/** A link of a built page that leads out of the page's language, or a switcher that loses the page. */
export interface LanguageProblem {
  page: string
  href: string
  problem: string
}

/** Folders and files of the built site that are not pages: a link to them is in no language. */
const isFile = (pathname: string) => /^\/(media|assets|_img|pagefind|icons|fonts|video|admin)\//.test(pathname) || /\.[a-z0-9]+$/i.test(pathname)

/** Every page of a built site by its address (`/ro/contact/`), with its HTML; the redirect pages of old addresses left out. */
export function builtPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!['assets', 'media', '_img', 'pagefind', 'admin', 'icons', 'fonts', 'video'].includes(entry.name) || dir !== clientDir) walk(abs)
      } else if (entry.name === 'index.html') {
        const html = fs.readFileSync(abs, 'utf8')
        if (/<meta http-equiv="refresh"/i.test(html)) continue
        const rel = path.relative(clientDir, path.dirname(abs)).split(path.sep).join('/')
        pages.set(rel ? `/${rel}/` : '/', html)
      }
    }
  }
  walk(clientDir)
  return pages
}

/**
 * Reads every built page and every link on it: a link to a page of the site must lead to a page in
 * the language of the page it is on (`/ro/…` from a Romanian page), except the language switcher's
 * (which names its language with `hreflang`); the switcher must lead to the same page in its
 * language, and that page must exist. Files (pictures, scripts, feeds) are in no language.
 */
export function languageProblems(clientDir: string, origin: string): { pages: number; links: number; problems: LanguageProblem[] } {
  const pages = builtPages(clientDir)
  const problems: LanguageProblem[] = []
  let links = 0
  for (const [page, html] of pages) {
    const { locale, path: same } = splitLocale(page)
    const doc = parseDocument(html)
    const elements = DomUtils.findAll((el) => (el.name === 'a' && el.attribs.href !== undefined) || (el.name === 'form' && el.attribs.action !== undefined), doc.children)
    for (const el of elements) {
      const href = el.attribs.href ?? el.attribs.action!
      const url = new URL(href, `${origin}${page}`)
      if (url.origin !== origin || href.startsWith('#') || isFile(url.pathname)) continue
      links++
      const target = splitLocale(url.pathname)
      if (el.attribs.hreflang !== undefined) {
        // The switcher: the same page, in the language it names.
        if (!isLocale(el.attribs.hreflang) || target.locale !== (el.attribs.hreflang as Locale))
          problems.push({ page, href, problem: `says hreflang="${el.attribs.hreflang}" but leads to ${target.locale}` })
        else if (target.path !== same) problems.push({ page, href, problem: `the language switcher leads to another page than ${same}` })
        else if (!pages.has(url.pathname)) problems.push({ page, href, problem: 'the language switcher leads to a page that was not built' })
      } else if (target.locale !== locale) {
        problems.push({ page, href, problem: `a ${locale} page links to a ${target.locale} page` })
      }
    }
  }
  return { pages: pages.size, links, problems }
}

/** The problems, one per line, for a failing test's message. */
export const formatLanguageProblems = (problems: LanguageProblem[]) => problems.map((p) => `${p.page}: ${p.href} (${p.problem})`).join('\n')
