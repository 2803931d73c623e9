/**
 * What every page of every build must say about itself, checked in the build's one scan of the
 * built pages (checkLinks.ts › scanSite), so a deploy cannot publish a page without it: a title of
 * its own (the site's name, then the page's), a description, one h1, its own canonical address
 * (none when it is kept out of search engines), and, for pages in several languages, alternates
 * that name each other.
 */
import type { PageScan } from './checkLinks'
import { sitePath } from './checkLinks'

export interface HeadProblem {
  page: string
  problem: string
}

/** The shortest description a search engine shows as one. */
const MIN_DESCRIPTION = 20

export function checkBuiltHeads(scans: Map<string, PageScan>, site: { name: string; url: string }): HeadProblem[] {
  const origin = site.url.replace(/\/$/, '')
  const problems: HeadProblem[] = []
  const byTitle = new Map<string, string[]>()
  const alternatesOf = new Map<string, string[]>()
  for (const [file, scan] of scans) {
    // The content manager is the editors' application, not a page of the site.
    if (!file.endsWith('.html') || file.startsWith('admin/')) continue
    const page = file === '404.html' ? '/404.html' : sitePath(file)
    const { head } = scan
    const noindex = /noindex/.test(scan.metas.get('robots') ?? '')
    const title = head.title.trim()
    if (!title.startsWith(`${site.name} | `) || title.length <= site.name.length + 3)
      problems.push({ page, problem: `its title "${title}" is not "${site.name} | " and the page's own title` })
    const description = scan.metas.get('description') ?? ''
    if (description.trim().length < MIN_DESCRIPTION) problems.push({ page, problem: `its description "${description}" is missing or shorter than ${MIN_DESCRIPTION} characters` })
    if (head.h1 !== 1) problems.push({ page, problem: `it has ${head.h1} h1 headings; a page has exactly one` })
    const canonical = noindex ? undefined : `${origin}${page}`
    if (!file.endsWith('index.html')) {
      // 404.html: kept out of search engines, named by no canonical address.
      if (head.canonical !== undefined) problems.push({ page, problem: `it names the canonical address ${head.canonical}, but no page is found there` })
    } else if (head.canonical !== canonical)
      problems.push({ page, problem: `its canonical address is ${head.canonical ?? 'missing'}, expected ${canonical ?? 'none (it is kept out of search engines)'}` })
    if (!noindex) {
      // Titles are unique within a language (a page shown in English on the Romanian site, for want
      // of a translation, has its English title).
      const key = `${head.lang ?? ''} ${title}`
      byTitle.set(key, [...(byTitle.get(key) ?? []), page])
      if (head.alternates.length > 0)
        alternatesOf.set(
          page,
          head.alternates.map((a) => `${a.hreflang} ${pathOf(a.href)}`),
        )
    }
  }
  for (const [key, pages] of byTitle) {
    if (pages.length > 1)
      for (const page of pages)
        problems.push({ page, problem: `its title "${key.slice(key.indexOf(' ') + 1)}" is also the title of ${pages.filter((p) => p !== page).join(', ')}` })
  }
  // A page and its translation name each other, and the same set of alternates.
  for (const [page, alternates] of alternatesOf) {
    for (const alternate of alternates.filter((a) => !a.startsWith('x-default '))) {
      const other = alternate.slice(alternate.indexOf(' ') + 1)
      const theirs = alternatesOf.get(other)
      if (!theirs) problems.push({ page, problem: `it names ${other} as its translation (${alternate.split(' ')[0]}), which is not an indexed page with alternates` })
      else if (theirs.join('\n') !== alternates.join('\n'))
        problems.push({ page, problem: `its alternates (${alternates.join(', ')}) differ from those of ${other} (${theirs.join(', ')})` })
    }
  }
  return problems
}

function pathOf(href: string): string {
  try {
    return new URL(href).pathname
  } catch {
    return href
  }
}

export function formatHeadProblems(problems: HeadProblem[]): string {
  const shown = problems.slice(0, 50).map((p) => `  ${p.page}: ${p.problem}`)
  const more = problems.length > 50 ? [`  … and ${problems.length - 50} more`] : []
  return [`${problems.length} page${problems.length === 1 ? '' : 's'} would be published with an incomplete head:`, ...shown, ...more].join('\n')
}
