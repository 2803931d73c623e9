/**
 * `npm run bench:admin`: what the content manager at /admin/ weighs and how long an editor waits
 * for it, measured, not asserted: the bytes of its scripts (raw, gzip, brotli) in a built site,
 * and the time from opening /admin/ to the list of a collection's entries in headless Chromium,
 * signed in to decap-server on a copy of the fixture site (median of `--runs N`, default 3, with
 * the range). Builds the fixture site into bench/admin-site first (`--no-build` reuses it).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './lib/chromium'
import { connectLocalBackend } from './lib/cmsLocalBackend'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 3
const siteDir = path.resolve('bench/admin-site')
const fixture = path.resolve('tests/fixtures/site/content')
const port = 4380
const backendPort = 4381

if (!args.includes('--no-build') || !fs.existsSync(path.join(siteDir, 'client/admin/index.html'))) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SITE_CONTENT_DIR: fixture, SITE_DIST_DIR: siteDir },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// The weight: every script of /admin/.
const scripts = fs
  .readdirSync(path.join(siteDir, 'client/admin'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.js'))
  .map((f) => fs.readFileSync(path.join(siteDir, 'client/admin', f)))
const raw = scripts.reduce((sum, b) => sum + b.length, 0)
const gzip = scripts.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0)
const brotli = scripts.reduce((sum, b) => sum + zlib.brotliCompressSync(b).length, 0)
const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`
console.log(`Content manager scripts: ${scripts.length} file(s), ${mb(raw)} raw, ${mb(gzip)} gzip, ${mb(brotli)} brotli`)

// The wait: /admin/ to the list of the blog's posts, signed in to decap-server on a copy of the fixture site.
const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-admin-'))
fs.cpSync(fixture, path.join(repo, 'content'), { recursive: true })
const git = (...a: string[]) => execFileSync('git', ['-C', repo, ...a], { stdio: 'ignore' })
git('init', '-q', '-b', 'main')
git('add', '-A')
git('-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'fixture')
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(port), SITE_DIST_DIR: siteDir }, stdio: 'ignore' }),
  spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
    env: { ...process.env, MODE: 'git', GIT_REPO_DIRECTORY: repo, PORT: String(backendPort), LOG_LEVEL: 'error' },
    stdio: 'ignore',
  }),
]
async function waitFor(url: string, init?: RequestInit): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (
      await fetch(url, init).then(
        () => true,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer`)
}
const backend = `http://localhost:${backendPort}/api/v1`
try {
  await waitFor(`http://localhost:${port}/admin/`)
  await waitFor(backend, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"action":"info"}' })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  const times: number[] = []
  /** The scripts of /admin/ the first screen asked for (the sign-in, then the list of posts), by file. */
  const firstScreen = new Set<string>()
  for (let i = 0; i < runs; i++) {
    // A first visit each time: nothing cached, not signed in.
    const context = await browser.newContext()
    const page = await context.newPage()
    page.on('request', (request) => {
      const pathname = new URL(request.url()).pathname
      if (pathname.startsWith('/admin/') && pathname.endsWith('.js')) firstScreen.add(pathname.slice('/admin/'.length))
    })
    await connectLocalBackend(page, `http://localhost:${port}`, backend)
    const started = performance.now()
    await page.goto(`http://localhost:${port}/admin/#/collections/posts`)
    await page.getByRole('button', { name: /login/i }).click({ timeout: 120_000 })
    await page
      .getByRole('link', { name: /Calm Software/ })
      .first()
      .waitFor({ timeout: 120_000 })
    times.push(performance.now() - started)
    // The content manager keeps asking its backend: its requests in flight are dropped.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await context.close()
  }
  await browser.close()
  const sorted = [...times].sort((a, b) => a - b)
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  const loaded = [...firstScreen].map((file) => fs.readFileSync(path.join(siteDir, 'client/admin', file)))
  console.log(
    `First screen (sign-in to the list of posts): ${loaded.length} of ${scripts.length} file(s), ${mb(loaded.reduce((sum, b) => sum + b.length, 0))} raw, ` +
      `${mb(loaded.reduce((sum, b) => sum + zlib.brotliCompressSync(b).length, 0))} brotli`,
  )
  console.log(`Time to the list of posts (first visit, ${runs} runs): median ${s(sorted[Math.floor(sorted.length / 2)]!)}, ${s(sorted[0]!)}–${s(sorted.at(-1)!)}`)
} finally {
  for (const child of children) child.kill()
  fs.rmSync(repo, { recursive: true, force: true })
}
