import fs from 'node:fs'
import path from 'node:path'
import { selectAll, selectOne } from 'css-select'
import { type AnyNode, type Document, type Element, isTag } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import { e2eSettings } from '../../../scripts/lib/testSites/settings'

/**
 * The HTML tier: what a built page says (its texts, counts, attributes and links), read from the
 * fixture build's files with htmlparser2, the parser the build's own checks use, and queried with
 * CSS selectors (css-select, made for its trees). No browser and no server: a test here costs a
 * file read. What needs a browser (a script, a width, a key, a focus) stays in tests/e2e.
 */

/** The builds `npm test` makes before this tier runs (scripts/test.ts). */
export type Build = 'fixture' | 'no-keys'

function distDir(build: Build): string {
  const settings = e2eSettings()
  return build === 'fixture' ? settings.distDir : settings.noKeysDistDir
}

/** The file the host serves for an address: `/about-us/` → `client/about-us/index.html`. */
export function builtFile(address: string, build: Build = 'fixture'): string {
  const client = path.join(distDir(build), 'client')
  if (!fs.existsSync(path.join(client, '404.html'))) {
    throw new Error(`${client} holds no built site: the HTML tests read the fixture build that npm test makes first (or build it: see docs/testing.md).`)
  }
  const pathname = address.split(/[?#]/)[0]!
  return path.join(client, pathname.endsWith('/') ? `${pathname}index.html` : pathname)
}

/** Whether the build has a page (or file) at this address. */
export function isBuilt(address: string, build: Build = 'fixture'): boolean {
  return fs.existsSync(builtFile(address, build))
}

/** Text as a reader meets it: runs of white space as one space, trimmed. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The text inside an element (or a document), as a reader meets it. */
export function textOf(node: AnyNode | AnyNode[]): string {
  return squash(DomUtils.textContent(node))
}

/**
 * The name assistive technology gives an element, for the cases this site writes: `aria-label`,
 * `aria-labelledby`, an image's `alt`, else its text with the `alt` of the images inside it.
 */
export function nameOf(el: Element, doc: Document): string {
  if (el.attribs['aria-label'] !== undefined) return squash(el.attribs['aria-label'])
  const labelledBy = el.attribs['aria-labelledby']
  if (labelledBy) {
    return squash(
      labelledBy
        .split(/\s+/)
        .map((id) => {
          const label = selectOne(`[id="${id}"]`, doc)
          return label ? textOf(label) : ''
        })
        .join(' '),
    )
  }
  if (el.name === 'img') return squash(el.attribs.alt ?? '')
  const parts: string[] = []
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push(node.data)
      else if (isTag(node)) {
        if (node.attribs['aria-hidden'] === 'true') continue
        if (node.name === 'img') parts.push(` ${node.attribs.alt ?? ''} `)
        else if (node.attribs['aria-label'] !== undefined) parts.push(` ${node.attribs['aria-label']} `)
        else walk(node.children)
      }
    }
  }
  walk(el.children)
  return squash(parts.join(''))
}

/** One built page, parsed, with the queries its tests need. */
export interface BuiltPage {
  address: string
  doc: Document
  /** The first element matching the CSS selector (in `within`, else the page); fails when there is none. */
  one(selector: string, within?: Element): Element
  /** Every element matching the CSS selector, in document order. */
  all(selector: string, within?: Element): Element[]
  /** The elements matching the selector whose accessible name is `name` (a string matches exactly). */
  named(selector: string, name: string | RegExp, within?: Element): Element[]
  /** The one section (or other element with a name) called `name`; fails unless there is exactly one. */
  region(name: string, within?: Element): Element
  /** The texts of the elements matching the selector. */
  texts(selector: string, within?: Element): string[]
  /** The `<title>`. */
  title: string
  /** The text of each `<h1>`. */
  h1: string[]
  /** The `content` of `<meta name=…>` or `<meta property=…>`. */
  meta(name: string): string | undefined
  /** The visible text of the page's main content. */
  mainText: string
}

const cache = new Map<string, BuiltPage>()

/** The page the fixture build (or another build) has at this address. */
export function builtPage(address: string, build: Build = 'fixture'): BuiltPage {
  const key = `${build}:${address}`
  const cached = cache.get(key)
  if (cached) return cached
  const file = builtFile(address, build)
  if (!fs.existsSync(file)) throw new Error(`The build has no page at ${address} (no ${file}).`)
  const page = parsedPage(fs.readFileSync(file, 'utf8'), address)
  cache.set(key, page)
  return page
}

/** Any HTML (a page, or what a component renders), parsed, with the same queries; `address` names it in errors. */
export function parsedPage(html: string, address: string): BuiltPage {
  const doc = parseDocument(html)
  const all = (selector: string, within?: Element) => selectAll<AnyNode, Element>(selector, within ?? doc)
  const one = (selector: string, within?: Element) => {
    const found = selectOne<AnyNode, Element>(selector, within ?? doc)
    if (!found) throw new Error(`${address}: nothing matches ${selector}`)
    return found
  }
  const named = (selector: string, name: string | RegExp, within?: Element) =>
    all(selector, within).filter((el) => (typeof name === 'string' ? nameOf(el, doc) === name : name.test(nameOf(el, doc))))
  const page: BuiltPage = {
    address,
    doc,
    one,
    all,
    named,
    region(name, within) {
      const found = named('[aria-labelledby], [aria-label]', name, within)
      if (found.length !== 1) throw new Error(`${address}: ${found.length} elements are named "${name}", not one`)
      return found[0]!
    },
    texts: (selector, within) => all(selector, within).map((el) => textOf(el)),
    title: textOf(all('title')),
    h1: all('h1').map((el) => textOf(el)),
    meta: (name) => all(`meta[name="${name}"], meta[property="${name}"]`)[0]?.attribs.content,
    get mainText() {
      return textOf(one('main'))
    },
  }
  return page
}

/** A built XML file (the sitemap, the feeds), parsed as XML: htmlparser2 in XML mode. */
export function builtXml(address: string, build: Build = 'fixture'): Document {
  return parseDocument(fs.readFileSync(builtFile(address, build), 'utf8'), { xmlMode: true })
}

/** Every page the build has, as its address (`/`, `/about-us/`, `/ro/…`), the not-found pages left out. */
export function builtAddresses(build: Build = 'fixture'): string[] {
  const client = path.join(distDir(build), 'client')
  return fs
    .readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html') && !file.startsWith('admin'))
    .map((file) => `/${file.slice(0, -'index.html'.length).split(path.sep).join('/')}`)
    .sort()
}
