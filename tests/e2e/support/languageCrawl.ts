import fs from 'node:fs'
import path from 'node:path'
import { DomUtils, parseDocument } from 'htmlparser2'
import { isLocale, isPagePath, splitLocale, type Locale } from '../../../lib/shared/locales'

/** A link of a built page that leads out of the page's language, or a switcher that loses the page. */
export interface LanguageProblem {
  page: string
  href: string
  problem: string
}

/** Whether an address is a file of the built site (a picture, a script, the feed), in no language: the site's own rule. */
const isFile = (pathname: string) => !isPagePath(splitLocale(pathname).path)

/** Every page of a built site by its address (`/ro/contact/`), with its HTML; the redirect pages of old addresses left out. */
export function builtPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        // The folders of files (media, assets, the search index …) hold no pages.
        if (dir !== clientDir || isPagePath(`/${entry.name}/`) || isLocale(entry.name)) walk(abs)
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

/** Every text of a YAML value with its path (`ui.skipLink`, `post.tagsLabel`), for comparing two languages' files. */
function textsOf(value: unknown, at = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(at, value)
  else if (Array.isArray(value)) value.forEach((v, i) => textsOf(v, `${at}[${i}]`).forEach((t, p) => out.set(p, t)))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) textsOf(v, at ? `${at}.${k}` : k).forEach((t, p) => out.set(p, t))
  return out
}

/**
 * The interface's English labels that Romanian writes otherwise: every text of the English file
 * whose Romanian twin differs (`Tags` / `Etichete`), without placeholders, from the given files of
 * a content folder (site.yaml's `ui`, the blog's post labels, the forms); and every phrase of two
 * words or more whose Romanian twin is the same English words (`Back to top` left untranslated): a
 * single word may be Romanian too (Blog, Client, E-mail), a phrase never is.
 */
export function englishLabels(contentDir: string, files: Array<{ file: string; under?: string }>, parse: (text: string) => unknown): Set<string> {
  const labels = new Set<string>()
  for (const { file, under } of files) {
    const read = (lang: string) => {
      const value = parse(fs.readFileSync(path.join(contentDir, file.replace(/\.yaml$/, `.${lang}.yaml`)), 'utf8')) as Record<string, unknown>
      return textsOf(under ? value[under] : value)
    }
    const en = read('en')
    const ro = read('ro')
    for (const [at, text] of en) {
      const twin = ro.get(at)
      const phrase =
        text
          .trim()
          .split(/\s+/)
          .filter((word) => /\p{L}/u.test(word)).length >= 2
      if (twin !== undefined && (twin !== text || phrase) && !/[{}]/.test(text) && /\p{L}{3}/u.test(text)) labels.add(text.trim())
    }
  }
  return labels
}

/** The attributes whose words a reader meets too: read aloud, shown on hover, or in an empty field. */
const READ_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder']

/**
 * Text of a Romanian page (not inside an element marked `lang="en"`, which says its words are
 * English), or the words of an attribute a reader meets (a button's aria-label), that is one of
 * the English labels: an interface word a Romanian reader should not meet.
 */
export function englishLabelsOnPages(clientDir: string, labels: Set<string>, locale: Locale): Array<{ page: string; text: string }> {
  const found: Array<{ page: string; text: string }> = []
  for (const [page, html] of builtPages(clientDir)) {
    if (splitLocale(page).locale !== locale) continue
    const doc = parseDocument(html)
    const body = DomUtils.findOne((el) => el.name === 'body', doc.children)
    if (!body) continue
    const walk = (nodes: typeof body.children) => {
      for (const node of nodes) {
        if (node.type === 'text') {
          const text = node.data.replace(/\s+/g, ' ').trim()
          if (labels.has(text)) found.push({ page, text })
        } else if ('attribs' in node && 'children' in node) {
          const el = node as { name: string; attribs: Record<string, string>; children: typeof body.children }
          if (el.name === 'script' || el.name === 'template' || el.name === 'style') continue
          if (el.attribs.lang !== undefined && el.attribs.lang !== locale) continue
          for (const name of READ_ATTRIBUTES) {
            const text = el.attribs[name]?.replace(/\s+/g, ' ').trim()
            if (text && labels.has(text)) found.push({ page, text: `${text} (${name})` })
          }
          walk(el.children)
        }
      }
    }
    walk(body.children)
  }
  return found
}
