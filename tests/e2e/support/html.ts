import { DomUtils, parseDocument } from 'htmlparser2'

type Test = Parameters<typeof DomUtils.findOne>[0]

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

/** What a page's head says about it, and the text of its top-level headings, read from its HTML. */
export function headOf(html: string): {
  title: string
  description: string
  canonical: string | undefined
  noindex: boolean
  h1: string[]
  /** The page in each language (`<link rel="alternate" hreflang>`), in the order of the head. */
  alternates: Array<{ hreflang: string; href: string }>
  /** `<html lang>`. */
  lang: string | undefined
} {
  const doc = parseDocument(html)
  const find = (test: Test) => DomUtils.findOne(test, doc.children)
  const title = find((el) => el.name === 'title')
  return {
    title: title ? DomUtils.textContent(title) : '',
    description: find((el) => el.name === 'meta' && el.attribs.name === 'description')?.attribs.content ?? '',
    canonical: find((el) => el.name === 'link' && el.attribs.rel === 'canonical')?.attribs.href,
    noindex: /noindex/.test(find((el) => el.name === 'meta' && el.attribs.name === 'robots')?.attribs.content ?? ''),
    h1: DomUtils.findAll((el) => el.name === 'h1', doc.children).map((el) => DomUtils.textContent(el).replace(/\s+/g, ' ').trim()),
    alternates: DomUtils.findAll((el) => el.name === 'link' && el.attribs.rel === 'alternate' && el.attribs.hreflang !== undefined, doc.children).map((el) => ({
      hreflang: el.attribs.hreflang!,
      href: el.attribs.href!,
    })),
    lang: find((el) => el.name === 'html')?.attribs.lang,
  }
}
