/**
 * What every page of every build must say about itself, checked in the build's one scan of the
 * built pages (checkLinks.ts › scanSite), so a deploy cannot publish a page without it: a title (the
 * site's name, then the page's), a description, one h1, its own canonical address (none when it is
 * kept out of search engines), and, for pages in several languages, alternates that name each
 * other and are the translations the route table gives the page (those sitemap.xml lists). These are the templates' doing, whatever the content says. What depends on the words an
 * editor wrote (a description long enough, titles unique) is not refused here, so the build never
 * refuses what the content check accepted (tests/unit/check-equals-build.test.ts): the real
 * content's pages are held to it by tests/e2e/content/head.spec.ts.
 */
import type { PageScan } from './checkLinks'
import { sitePath } from './checkLinks'

export interface HeadProblem {
  page: string
  problem: string
}

/** A page the route table offers search engines, with its translations (as sitemap.xml lists them). */
export interface IndexedPage {
  path: string
  alternates: Array<{ hreflang: string; path: string }>
}

export function checkBuiltHeads(scans: Map<string, PageScan>, site: { name: string; url: string }, indexed: IndexedPage[] = []): HeadProblem[] {
  const origin = site.url.replace(/\/$/, '')
  const problems: HeadProblem[] = []
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
    if (!(scan.metas.get('description') ?? '').trim()) problems.push({ page, problem: 'it has no description' })
    if (head.h1 !== 1) problems.push({ page, problem: `it has ${head.h1} h1 headings; a page has exactly one` })
    const canonical = noindex ? undefined : `${origin}${page}`
    if (!file.endsWith('index.html')) {
      // 404.html: kept out of search engines, named by no canonical address.
      if (head.canonical !== undefined) problems.push({ page, problem: `it names the canonical address ${head.canonical}, but no page is found there` })
    } else if (head.canonical !== canonical)
      problems.push({ page, problem: `its canonical address is ${head.canonical ?? 'missing'}, expected ${canonical ?? 'none (it is kept out of search engines)'}` })
    if (!noindex && head.alternates.length > 0)
      alternatesOf.set(
        page,
        head.alternates.map((a) => `${a.hreflang} ${pathOf(a.href)}`),
      )
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
  // Each page the route table offers names in its head the translations the table gives it, the
  // ones sitemap.xml lists: a template that leaves them out of one kind of page (a reciprocity check
  // cannot see a page that names none) is stopped here.
  for (const route of indexed) {
    if (!scans.has(`${route.path.slice(1)}index.html`)) continue
    const expected = route.alternates.map((a) => `${a.hreflang} ${a.path}`).sort()
    const named = [...(alternatesOf.get(route.path) ?? [])].sort()
    if (expected.join('\n') !== named.join('\n'))
      problems.push({
        page: route.path,
        problem: `its head names the translations (${named.join(', ') || 'none'}), but it has (${expected.join(', ') || 'none'}), as sitemap.xml lists them`,
      })
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
