/**
 * A link to a page of this site that leads nowhere is refused on save, in the check's words
 * (scripts/lib/contentLinks.ts: `the link "/servces/rpa/" leads to no page of this site`), with
 * the address the editor probably meant. An address is a page when it is an entry's page (every
 * entry of every collection as the content manager has it now, saved changes and new entries
 * included, drafts and posts dated after today left out as the check leaves them out) or when the
 * site answers it (its fixed pages, redirects and files, asked of the site the content manager is
 * part of).
 */
import { visit } from 'unist-util-visit'
import { BODY } from '../lib/content/canonical'
import { markdownToTree } from '../lib/content/markdown'
import { readableField } from '../lib/content/problems'
import { closest, findReferences } from '../lib/content/references'
import { COLLECTIONS } from '../lib/content/registry'
import { scheduledDate } from '../lib/content/schedule'
import { isPageLink, linkProblem, pagePath } from '../lib/content/urls'
import type { Page, Query } from './search'

/** A link of an entry: where it is (`text, line 12`, `buttons › the 1st item › link`) and what it says. */
export interface Link {
  where: string
  href: string
}

/** Every link to a page of this site in an entry's fields and text (its lines counted from the text's first, as its box shows them). */
export function pageLinks(fields: Record<string, unknown>): Link[] {
  const links: Link[] = []
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      if (isPageLink(value.trim())) links.push({ where: readableField(path), href: value.trim() })
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`))
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key)
  }
  for (const [key, value] of Object.entries(fields)) if (key !== BODY && !key.startsWith('__')) walk(value, key)
  const body = fields[BODY]
  if (typeof body === 'string' && body.trim() !== '') {
    visit(markdownToTree(body).tree, 'element', (node) => {
      const href = node.properties.href
      if (node.tagName === 'a' && typeof href === 'string' && isPageLink(href)) links.push({ where: `text, line ${node.position?.start.line ?? 1}`, href })
    })
  }
  return links
}

/** The pages of the entries the content manager holds: those the check publishes, and those it leaves out (drafts, scheduled). */
export interface EntryPages {
  published: Set<string>
  leftOut: Map<string, string>
}

/** The addresses of every entry of every collection, from the content manager's search. `today`: YYYY-MM-DD. */
export async function entryPages(query: Query, today: string): Promise<EntryPages> {
  const pages: EntryPages = { published: new Set(), leftOut: new Map() }
  await Promise.all(
    COLLECTIONS.map(async (type) => {
      const result = await query('links', type.key, ['slug'], '')
      for (const hit of result.payload?.hits ?? []) {
        const data = (hit.data ?? {}) as Record<string, unknown>
        const address = type.address(hit.slug)
        const date = scheduledDate(data, today)
        if (data.draft === true) pages.leftOut.set(address, `it is the page of a draft (draft: true), which the site does not publish`)
        else if (date) pages.leftOut.set(address, `it is the page of an entry dated ${date}, which is not on the site until that day`)
        else pages.published.add(address)
      }
    }),
  )
  return pages
}

/**
 * What the check would say of each link of `links` (as `where: message`): none when every one
 * leads to a page. `answers(path)`: whether the site answers that address with a page.
 */
export async function linkProblems(links: Link[], pages: EntryPages, answers: (path: string) => Promise<boolean>): Promise<string[]> {
  const problems: string[] = []
  for (const { where, href } of links) {
    const path = pagePath(href)
    if (pages.published.has(path)) continue
    const leftOut = pages.leftOut.get(path)
    if (leftOut) {
      problems.push(`${where}: ${linkProblem(href)} (${leftOut})`)
      continue
    }
    if (await answers(path)) continue
    problems.push(`${where}: ${linkProblem(href, closest(path, pages.published))}`)
  }
  return problems
}

/** Whether the site the content manager is part of answers `path` with a page (asked once per address and session). */
const asked = new Map<string, Promise<boolean>>()
export function siteAnswers(path: string): Promise<boolean> {
  let answer = asked.get(path)
  if (!answer) {
    answer = fetch(path, { method: 'HEAD', credentials: 'same-origin' }).then(
      (response) => response.ok,
      () => true, // The site cannot be asked (offline): the check, on the pull request, still can.
    )
    asked.set(path, answer)
  }
  return answer
}

/**
 * What still names an entry of the registry's collection `collection` that is about to be deleted
 * or unpublished, as `file › field`: each field naming it (a related post, a case study's industry)
 * and each link to its page, in `pages` (the entry's own files left out).
 */
export function stillNaming(collection: string, slug: string, pages: Page[]): string[] {
  const type = COLLECTIONS.find((c) => c.key === collection)
  if (!type) return []
  const kind = type.referable?.kind
  const address = type.address(slug)
  return pages.flatMap((page) => [
    ...(kind ? findReferences(page.schema, page.data).filter((ref) => ref.kind === kind && ref.value === slug) : []).map((ref) => `${page.path} › ${readableField(ref.field)}`),
    ...pageLinks((page.data ?? {}) as Record<string, unknown>)
      .filter((link) => pagePath(link.href) === address)
      .map((link) => `${page.path} › ${link.where}`),
  ])
}
