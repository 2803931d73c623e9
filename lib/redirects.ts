import { escapeHtml, escapeHtmlAttribute } from './shared/escape'

/** The not-yet-slashed form of a path, so `/x` and `/x/` find the same redirect. */
export const redirectKey = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

/** `_redirects` in the format static hosts read (Netlify, Cloudflare Pages): `from to 301`. */
export function redirectsFile(redirects: Array<{ from: string; to: string }>): string {
  return redirects.flatMap((r) => [`${r.from} ${r.to} 301`, `${r.from}/ ${r.to} 301`]).join('\n') + '\n'
}

export function parseRedirectsFile(text: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const line of text.split('\n')) {
    const [from, to] = line.trim().split(/\s+/)
    if (from && to && !from.startsWith('#')) map.set(redirectKey(from), to)
  }
  return map
}

/**
 * A page for hosts without redirect rules: it moves on at once, without any script or inline style.
 * It is in the language of the address it stands at (`lang`, a BCP 47 tag) and titled with the
 * site's name in that language; both come from content, so they are escaped like any other text.
 */
export function redirectPage(to: string, { title, lang }: { title: string; lang: string }): string {
  const href = escapeHtmlAttribute(to)
  const name = escapeHtml(title)
  return `<!DOCTYPE html>
<html lang="${escapeHtmlAttribute(lang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="0;url=${href}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${href}">
<title>${name}</title>
</head>
<body>
<p><a href="${href}">${name}</a></p>
</body>
</html>
`
}
