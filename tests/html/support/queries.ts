import fs from 'node:fs'
import { type Element, isTag } from 'domhandler'
import { DomUtils } from 'htmlparser2'
import { MEDIA_TYPES } from '../../../lib/content/media'
import { parseRedirectsFile, redirectKey } from '../../../lib/redirects'
import { type BuiltPage, builtFile, textOf } from './builtPage'

/** Queries of the HTML tier beyond those of a BuiltPage: what a browser test would ask by role or text. */

/** Every heading, whatever its level (a role of heading). */
export const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]'

/** Elements whose text is not text a reader meets. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'title', 'head', 'noscript'])

/**
 * The elements whose text is `text` (a string matches exactly, a RegExp as given), the innermost
 * ones: an element is left out when one of its children already matches, as a reader's eye (and
 * Playwright's getByText) picks the words themselves, not every box around them.
 */
export function byText(page: BuiltPage, text: string | RegExp, within?: Element): Element[] {
  const matches = (el: Element) => !NOT_TEXT.has(el.name) && (typeof text === 'string' ? textOf(el) === text : text.test(textOf(el)))
  return page.all('*', within).filter((el) => matches(el) && !el.children.some((child) => isTag(child) && matches(child)))
}

/** The parsed JSON-LD blocks of a page, in order. */
export function jsonLd(page: BuiltPage): Array<Record<string, unknown>> {
  return page.all('script[type="application/ld+json"]').map((script) => JSON.parse(DomUtils.textContent(script)) as Record<string, unknown>)
}

/** The elements an element sits in, nearest first. */
export function ancestors(el: Element): Element[] {
  const found: Element[] = []
  for (let node = el.parent; node && isTag(node); node = node.parent) found.push(node)
  return found
}

/** Whether `el` lies inside `ancestor`. */
export const isInside = (el: Element, ancestor: Element) => ancestors(el).includes(ancestor)

/** Elements inside which a header or footer is not the page's banner or content information. */
const SECTIONING = new Set(['article', 'aside', 'main', 'nav', 'section'])

/** The page's banners (its header, not one of an article or section) or content informations (its footer). */
export function landmarks(page: BuiltPage, role: 'banner' | 'contentinfo'): Element[] {
  const tag = role === 'banner' ? 'header' : 'footer'
  return page.all(`${tag}, [role="${role}"]`).filter((el) => el.attribs.role === role || !ancestors(el).some((node) => SECTIONING.has(node.name)))
}

function only(page: BuiltPage, role: 'banner' | 'contentinfo'): Element {
  const found = landmarks(page, role)
  if (found.length !== 1) throw new Error(`${page.address}: ${found.length} ${role} landmarks, not one`)
  return found[0]!
}

/** The page's one header (the banner landmark). */
export const banner = (page: BuiltPage) => only(page, 'banner')

/** The page's one footer (the contentinfo landmark). */
export const contentinfo = (page: BuiltPage) => only(page, 'contentinfo')

/** A page's raw HTML (or any built file's text), as the host sends it. */
export const builtText = (address: string) => fs.readFileSync(builtFile(address), 'utf8')

/** The form fields (`input`, `textarea`, `select`) whose label (`<label for>` or `aria-label`) is `name`. */
export function fields(page: BuiltPage, selector: string, name: string, within?: Element): Element[] {
  return page.all(selector, within).filter((field) => {
    if (field.attribs['aria-label'] !== undefined) return field.attribs['aria-label'] === name
    const label = field.attribs.id ? page.all(`label[for="${field.attribs.id}"]`)[0] : ancestors(field).find((el) => el.name === 'label')
    return label !== undefined && textOf(label) === name
  })
}

/** The words of each tab, without the count after them (its first child's text). */
export const tabNames = (page: BuiltPage, within?: Element) => page.all('[role="tab"]', within).map((tab) => (tab.children[0] ? textOf(tab.children[0]) : undefined))

/** `<link rel="alternate" hreflang>` of the head, in order: each language's address path. */
export const alternatesOf = (page: BuiltPage) =>
  page.all('link[rel="alternate"][hreflang]').map((link) => ({ hreflang: link.attribs.hreflang!, path: new URL(link.attribs.href!).pathname }))

/** What kind of picture a file holds, read from its first bytes with the content check's own signatures (lib/content/media.ts), or undefined. */
export function pictureKind(file: string): 'png' | 'jpeg' | 'webp' | 'ico' | 'svg' | undefined {
  const head = fs.readFileSync(file).subarray(0, 1024)
  const known = (['png', 'jpeg', 'webp', 'svg'] as const).find((kind) => MEDIA_TYPES[kind]!.looksLike(head))
  // The favicon's format, which content/media does not take: an ICO directory's first bytes.
  return known ?? (head.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0])) ? 'ico' : undefined)
}

/** Whether the host redirects an address elsewhere (a source of the build's `_redirects`, read as the preview server reads it). */
export function redirectsAway(): (address: string) => boolean {
  const sources = parseRedirectsFile(fs.readFileSync(builtFile('/_redirects'), 'utf8'))
  return (address) => sources.has(redirectKey(address.split(/[?#]/)[0]!))
}
