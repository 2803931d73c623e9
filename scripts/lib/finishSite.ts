import fs from 'node:fs'
import path from 'node:path'
import { getContent } from '../../lib/content'
import { defaultContentRoot } from '../../lib/content/load'
import { writeVariants } from '../../lib/imageVariants'
import { redirectPage, redirectsFile } from '../../lib/redirects'
import { securityHeaders } from '../../lib/securityHeaders'

/** Every prerendered page, as site paths with a trailing slash (the not-found page excluded). */
export function listPages(clientDir: string): string[] {
  const pages: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== 'media') walk(abs)
      } else if (entry.name === 'index.html') {
        const rel = path.relative(clientDir, dir).split(path.sep).join('/')
        pages.push(rel ? `/${rel}/` : '/')
      }
    }
  }
  walk(clientDir)
  return pages.sort()
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Every built HTML file. */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name))
}

/** Adds what Vike does not make: media files, picture variants, sitemap.xml, robots.txt, _headers. */
export async function finishSite(clientDir: string): Promise<void> {
  const { site } = getContent()
  if (!fs.existsSync(path.join(clientDir, '404.html'))) throw new Error('404.html was not prerendered')

  const media = path.join(defaultContentRoot(), 'media')
  if (fs.existsSync(media)) fs.cpSync(media, path.join(clientDir, 'media'), { recursive: true })

  const variantUrls = htmlFiles(clientDir).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/\/_img\/[^\s"',)]+/g)].map((m) => m[0]))
  await writeVariants(clientDir, variantUrls)

  for (const redirect of site.redirects) {
    const file = path.join(clientDir, redirect.from, 'index.html')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, redirectPage(redirect.to, site.name))
  }
  fs.writeFileSync(path.join(clientDir, '_redirects'), redirectsFile(site.redirects))
  const redirectPaths = new Set(site.redirects.map((r) => `${r.from.replace(/\/$/, '')}/`))

  const urls = listPages(clientDir)
    .filter((p) => !redirectPaths.has(p)).map((p) => `  <url><loc>${escapeXml(new URL(p, site.url).href)}</loc></url>`)
  fs.writeFileSync(
    path.join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  )
  fs.writeFileSync(path.join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`)

  const headers = Object.entries(securityHeaders()).map(([k, v]) => `  ${k}: ${v}`)
  fs.writeFileSync(
    path.join(clientDir, '_headers'),
    [`/*\n${headers.join('\n')}`, ...['/assets/*', '/_img/*'].map((p) => `${p}\n  Cache-Control: public, max-age=31536000, immutable`)].join('\n\n') + '\n',
  )
}
