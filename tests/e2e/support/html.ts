import { DomUtils, parseDocument } from 'htmlparser2'

/**
 * The `href` of every link inside the page's first element called `within` (e.g. main), read from
 * the HTML the server sent: for tests that only read a page and need no browser.
 */
export function linksWithin(html: string, within: string): string[] {
  const doc = parseDocument(html)
  const root = DomUtils.findOne((el) => el.name === within, doc.children)
  if (!root) return []
  return DomUtils.findAll((el) => el.name === 'a' && el.attribs.href !== undefined, root.children).map((a) => a.attribs.href!)
}
