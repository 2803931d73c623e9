import fs from 'node:fs'
import path from 'node:path'
import type { Content, ContentProblem, DataEntry, Entry } from '../../lib/content'
import { PAGE_FILES } from '../../lib/content/schemas'
import { isPageLink, linkProblem, pagePath } from '../../lib/content/urls'
import { COLLECTIONS } from '../../lib/content/registry'
import { FEED_PATH, RSS_PATH } from '../../lib/feed'
import { LOCALES } from '../../lib/shared/locales'

/**
 * The fixed routes: each folder of pages/ with a +Page, by its address (Vike's filesystem routing).
 * Folders with a route of their own (legal) get their addresses from the content instead.
 */
function fixedPages(pagesDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  for (const dir of fs.readdirSync(pagesDir, { withFileTypes: true })) {
    if (!dir.isDirectory() || dir.name.startsWith('_')) continue
    const abs = path.join(pagesDir, dir.name)
    if (fs.existsSync(path.join(abs, '+route.ts'))) continue
    if (fs.existsSync(path.join(abs, '+Page.tsx')) || fs.existsSync(path.join(abs, 'index', '+Page.tsx'))) {
      pages.set(dir.name === 'index' ? '/' : `/${dir.name}/`, `${pagesDir}/${dir.name}`)
    }
  }
  return pages
}

/**
 * Every address the site will have, worked out from pages/ and content/ without building: the
 * fixed routes (a folder of pages/ with a +Page), one page per entry of each collection, the legal
 * pages, the old addresses that redirect, and the files the build adds.
 */
export function knownPaths(content: Content, pagesDir = 'pages', publicDir = 'public'): Set<string> {
  const paths = new Set<string>(['/', '/404/', '/sitemap.xml', '/robots.txt', FEED_PATH, RSS_PATH, '/manifest.webmanifest'])
  // Files copied as they are (the cover video, icons).
  if (fs.existsSync(publicDir)) {
    for (const file of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
      if (file.isFile()) paths.add(`/${path.relative(publicDir, path.join(file.parentPath, file.name)).split(path.sep).join('/')}`)
    }
  }
  for (const address of fixedPages(pagesDir).keys()) paths.add(address)
  for (const type of COLLECTIONS) for (const e of content[type.key]) paths.add(type.address(e.id))
  for (const r of content.site.redirects) paths.add(`${r.from.replace(/\/$/, '')}/`)
  return paths
}

/**
 * The first parts of an address the site keeps for itself (a page of content there would publish
 * nothing, or hide what the site keeps): every language's pages (/ro/), the pictures (/media/), the
 * build's scripts and styles (/assets/), the site search's index (/pagefind/) and each folder and
 * file of public/ (/admin/, /icons/ …), with what each holds, as an editor would read it.
 */
export function reservedAddresses(publicDir = 'public'): Map<string, string> {
  const language = new Intl.DisplayNames('en', { type: 'language' })
  const reserved = new Map<string, string>([
    ...LOCALES.map((locale) => [locale, `the site's pages in ${language.of(locale)}`] as [string, string]),
    ['media', 'the pictures of content/media'],
    ['assets', "the site's scripts and styles"],
    ['pagefind', "the site search's index"],
  ])
  const named: Record<string, string> = { admin: 'the content manager' }
  if (fs.existsSync(publicDir)) for (const name of fs.readdirSync(publicDir)) reserved.set(name, named[name] ?? `the site's own files (public/${name})`)
  return reserved
}

/**
 * Two things that would have one address: a content file whose page would take the address of a
 * page of the site (content/legal/faq.md and the FAQ page), or an old address in `redirects` that
 * is a page's address (its redirect would hide the page). Each is reported on the content file,
 * naming what already has the address.
 */
export function addressCollisions(content: Content, pagesDir = 'pages', publicDir = 'public'): ContentProblem[] {
  const owners = new Map([...fixedPages(pagesDir)].map(([address, folder]) => [address, `a page of the site (${folder})`]))
  const reserved = reservedAddresses(publicDir)
  const problems: ContentProblem[] = []
  const claim = (address: string, file: string, field: string, fix: string) => {
    const kept = reserved.get(address.split('/')[1] ?? '')
    const owner = owners.get(address)
    if (kept) problems.push({ file, field, message: `the address ${address} belongs to ${kept}, so nothing could be published there: ${fix}` })
    else if (owner) problems.push({ file, field, message: `the address ${address} is already taken by ${owner}: ${fix}` })
    else owners.set(address, file)
  }
  const rename = 'give this file another name (the name becomes the address)'
  for (const type of COLLECTIONS) for (const e of content[type.key]) claim(type.address(e.id), e.file, '', rename)
  content.site.redirects.forEach((r, i) =>
    claim(`${r.from.replace(/\/$/, '')}/`, content.sources.site.file, `redirects[${i}].from`, 'a redirect from it would hide that page; remove the redirect or change its address'),
  )
  return problems
}

/**
 * Every internal link in the content (Markdown bodies and the YAML/front-matter fields that hold
 * addresses) leads to a page, and no two things claim one address. `npm run check` and the build
 * both run it, so they stop on the same mistakes.
 */
export function checkContentLinks(content: Content, pagesDir = 'pages'): ContentProblem[] {
  const known = knownPaths(content, pagesDir)
  const problems: ContentProblem[] = addressCollisions(content, pagesDir)
  const check = (file: string, field: string, href: string) => {
    if (!known.has(pagePath(href))) problems.push({ file, field, message: linkProblem(href) })
  }
  const walk = (file: string, value: unknown, field: string) => {
    if (typeof value === 'string') {
      if (isPageLink(value)) check(file, field, value)
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(file, v, `${field}[${i}]`))
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        // Old addresses are meant to be gone: they are where redirects start (where they lead is checked).
        if (file === content.sources.site.file && field.startsWith('redirects[') && key === 'from') continue
        walk(file, v, field ? `${field}.${key}` : key)
      }
    }
  }
  const body = (entry: DataEntry<unknown> & Partial<Pick<Entry<unknown>, 'links'>>) => {
    for (const href of entry.links ?? []) if (isPageLink(href)) check(entry.file, 'text', href)
  }
  walk(content.sources.site.file, content.site, '')
  for (const key of Object.keys(PAGE_FILES) as Array<keyof typeof PAGE_FILES>) walk(content.sources[key].file, content.pages[key], '')
  for (const entry of COLLECTIONS.flatMap((type) => content[type.key] as DataEntry<unknown>[])) {
    walk(entry.file, entry.data, '')
    body(entry)
  }
  return problems
}
