/**
 * What an address written in the content may be: one set of rules for the fields of the YAML files
 * and front matter (the field helpers in fields.ts) and for the links of Markdown bodies
 * (markdown.ts).
 *
 * Each rule lists what is allowed, never what is not: `javascript:`, `data:`, `vbscript:`, `http:`,
 * protocol-relative `//host`, any other scheme, in any case (`JaVaScRiPt:`) and with any character
 * hidden in it (`java\tscript:`), matches none of them. Surrounding spaces are trimmed before a
 * value is checked; spaces, control characters and backslashes inside it are refused (browsers read
 * `\` as `/`, so `/\host` would open another site).
 */

/** One character of an address: no space, control character or backslash. */
const CHAR = String.raw`[^\s\x00-\x1f\x7f\\]`

/** A page or file of this site: `/contact/`, `/#how-we-do`, `/media/x.svg`; never `//host` or `/\host`. */
export const SITE_PATH = new RegExp(String.raw`^\/(?![/\\])${CHAR}*$`)

/**
 * A full web address of another site on https: `https://host/…`, without a user name before the
 * host, whose host is letters (any alphabet), digits, dots and dashes, with a port if need be: a
 * `;`, `,` or quote there would end a directive of the Content-Security-Policy the address is
 * allowed in, or start another.
 */
export const WEB_ADDRESS = new RegExp(String.raw`^https:\/\/[a-zA-Z0-9.\-\u00a1-\uffff]+(?::\d{1,5})?(?:[/?#]${CHAR}*)?$`)

/** A section of the same page: `#get-started`. */
export const ANCHOR = new RegExp(String.raw`^#${CHAR}+$`)

/** Where a button or link of a page may lead: a site path, a #section or a full https:// address. */
export const LINK_TARGET = new RegExp(`${SITE_PATH.source}|${ANCHOR.source}|${WEB_ADDRESS.source}`)

/** An e-mail link, e.g. `mailto:{email}` in Markdown. */
export const MAILTO = new RegExp(String.raw`^mailto:${CHAR}+$`)

/** A phone link, e.g. `tel:{phone}` in Markdown; the spaces of the number are taken out when the link is made. */
export const TEL = /^tel:\+?[\d ().-]{3,}$/

/** A path relative to the page, `./x` or `../x` (Markdown only). */
const RELATIVE_PATH = new RegExp(String.raw`^\.\.?\/${CHAR}*$`)

/** A full https:// address that a browser can also read (`https://a:b` matches the pattern but is no address). */
export const isWebAddress = (value: string): boolean => WEB_ADDRESS.test(value) && URL.canParse(value)

export const isSitePath = (value: string): boolean => SITE_PATH.test(value)

/** A link to a page of this site (pictures in /media/ are checked when content loads). */
export const isPageLink = (value: string): boolean => isSitePath(value) && !value.startsWith('/media/')

/** A site path without its #anchor or ?query, with the site's one trailing-slash policy. */
export function pagePath(href: string): string {
  const bare = href.replace(/[?#].*$/, '') || '/'
  return /\.[a-z0-9]+$/i.test(bare) || bare.endsWith('/') ? bare : `${bare}/`
}

/** What the check says of a link to an address the site does not have (the build, the check and the content manager alike). */
export function linkProblem(href: string, guess?: string): string {
  return `the link "${href}" leads to no page of this site${guess ? `; did you mean "${guess}"?` : ''}`
}

/** A link or picture of a Markdown body: https://, a site path, #anchor, mailto:, tel: or a relative path. */
export function isMarkdownAddress(value: string): boolean {
  return isWebAddress(value) || SITE_PATH.test(value) || ANCHOR.test(value) || MAILTO.test(value) || TEL.test(value) || RELATIVE_PATH.test(value)
}
