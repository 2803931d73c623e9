/**
 * `npm run bench`: figures, not assertions. Times a production build, then loads every page of the
 * built site in Chromium and reports what it transfers: HTML, CSS and JavaScript (gzip), and the
 * number of script files.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './lib/chromium'

const port = Number(process.env.BENCH_PORT || 4399)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const started = performance.now()
const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
if (build.status !== 0) process.exit(1)
const buildSeconds = (performance.now() - started) / 1000

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' })
try {
  const base = `http://localhost:${port}`
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(base).then(
      () => true,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  const sitemap = fs.readFileSync('dist/client/sitemap.xml', 'utf8')
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  paths.push('/no-such-page/')

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  const rows: Array<Record<string, string | number>> = []
  for (const path of paths) {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } })
    const sizes = { html: 0, css: 0, js: 0, scripts: 0 }
    const pending: Promise<void>[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      pending.push(
        response.body().then(
          (body) => {
            const gz = gzipSync(body).length
            if (type === 'document') sizes.html += gz
            else if (type === 'stylesheet') sizes.css += gz
            else if (type === 'script') {
              sizes.js += gz
              sizes.scripts++
            }
          },
          () => undefined,
        ),
      )
    })
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await Promise.all(pending)
    rows.push({ page: path, 'HTML gzip': kb(sizes.html), 'CSS gzip': kb(sizes.css), 'JS gzip': kb(sizes.js), 'JS files': sizes.scripts })
    await page.close()
  }
  await browser.close()
  console.log(`Production build: ${buildSeconds.toFixed(1)} s (${paths.length - 1} pages)\n`)
  console.table(rows)
} finally {
  server.kill()
}
