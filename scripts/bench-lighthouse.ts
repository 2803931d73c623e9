/**
 * `npm run bench:lighthouse`: figures, not assertions. Builds the site into bench/site as it is
 * deployed (with e-mail settings: placeholders here, so the contact page is audited as visitors
 * get it, not with the missing-settings errors of a build without them), serves it and audits one page of each kind with Lighthouse's mobile preset in Debian's Chromium
 * (or CHROME_PATH / CHROMIUM_PATH), printing the four category scores, LCP and CLS, and writing
 * them to bench/lighthouse.json. A first visit: the cookie banner shows, as it does for people.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath } from './lib/chromium'

const port = Number(process.env.BENCH_PORT || 4399)
const base = `http://localhost:${port}`
const pages = ['/', '/services/rpa/', '/case-studies/energetica-erp/', '/contact/', '/blog-grid/', '/works-grid/', '/blog/calm-software/']

const siteDir = 'bench/site'
const emailSettings = { VITE_EMAILJS_PUBLIC_KEY: 'bench-public-key', VITE_EMAILJS_SERVICE_ID: 'bench-service', VITE_EMAILJS_TEMPLATE_ID: 'bench-template' }
const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...emailSettings, SITE_DIST_DIR: siteDir } })
if (build.status !== 0) process.exit(1)

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(port), SITE_DIST_DIR: siteDir }, stdio: 'ignore' })
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || chromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
try {
  for (
    let i = 0;
    i < 50 &&
    !(await fetch(base).then(
      () => true,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 100))
  const rows: Array<Record<string, string | number>> = []
  for (const path of pages) {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' })
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    rows.push({
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      LCP: audits['largest-contentful-paint']?.displayValue ?? '',
      CLS: audits['cumulative-layout-shift']?.displayValue ?? '',
      TBT: audits['total-blocking-time']?.displayValue ?? '',
    })
    // What kept a score under 100, for the next person who looks.
    const failed = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    if (failed.length) console.log(`${path}: ${failed.map((a) => a.id).join(', ')}`)
  }
  console.table(rows)
  fs.mkdirSync('bench', { recursive: true })
  fs.writeFileSync('bench/lighthouse.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), preset: 'mobile', pages: rows }, null, 2)}\n`)
} finally {
  chrome.kill()
  server.kill()
}
