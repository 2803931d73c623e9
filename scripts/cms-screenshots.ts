/**
 * `npm run screenshots:cms`: the pictures of the content manager in docs/content-guide.md, taken
 * from the real thing: the built site's /admin/ (run `npm run build` first) against decap-server in
 * its git mode (the editorial workflow) on a copy of content/ in a temporary git repository, so
 * nothing here is changed. Writes docs/images/cms-*.webp.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { connectLocalBackend } from './lib/cmsLocalBackend'
import { chromiumArgs, chromiumPath } from './lib/chromium'

const SITE_PORT = 4598
const BACKEND_PORT = 8089
const OUT = path.resolve('docs/images')
const backend = `http://localhost:${BACKEND_PORT}/api/v1`

async function waitFor(url: string, init?: RequestInit): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (
      await fetch(url, init).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer`)
}

async function main(): Promise<void> {
  if (!fs.existsSync('dist/client/admin/index.html')) throw new Error('Build the site first: npm run build')
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-screenshots-'))
  const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' })
  fs.cpSync('content', path.join(repo, 'content'), { recursive: true })
  execFileSync('git', ['init', '-q', '-b', 'main', repo])
  git('add', '-A')
  git('-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'The site')
  git('config', 'user.name', 'Editor')
  git('config', 'user.email', 'editor@example.com')
  const children: ChildProcess[] = [
    spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
      env: { ...process.env, MODE: 'git', GIT_REPO_DIRECTORY: repo, PORT: String(BACKEND_PORT), LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    }),
    spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: String(SITE_PORT), SITE_DIST_DIR: 'dist' }, stdio: 'ignore' }),
  ]
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    await waitFor(backend, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"action":"info"}' })
    await waitFor(`http://localhost:${SITE_PORT}/admin/`)
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })
    await connectLocalBackend(page, `http://localhost:${SITE_PORT}`, backend)
    fs.mkdirSync(OUT, { recursive: true })
    const shoot = async (name: string) => {
      await page.waitForTimeout(800)
      const png = await page.screenshot()
      await sharp(png)
        .resize({ width: 1000 })
        .webp({ quality: 70 })
        .toFile(path.join(OUT, `cms-${name}.webp`))
      console.log(`docs/images/cms-${name}.webp`)
    }

    await page.goto(`http://localhost:${SITE_PORT}/admin/#/collections/posts`)
    await page.getByRole('button', { name: /login/i }).click({ timeout: 45_000 })
    await page
      .getByRole('link', { name: /Blog posts/ })
      .first()
      .waitFor()
    await shoot('collections')

    // A post open in the editor, its preview beside it in the site's layout.
    const first = fs
      .readdirSync('content/blog')
      .filter((n) => n.endsWith('.md') && !n.startsWith('_'))
      .sort()[0]!
      .replace(/(\.[a-z]{2})?\.md$/, '')
    await page.goto(`http://localhost:${SITE_PORT}/admin/#/collections/posts/entries/${first}`)
    await page.getByLabel('Title', { exact: true }).first().waitFor()
    const title = page.getByLabel('Title', { exact: true }).first()
    await title.fill(`${await title.inputValue()} (edited)`)
    // The right half shows the Romanian side; the eye button swaps it for the preview.
    await page.getByTitle('Toggle preview').click()
    await page.frameLocator('iframe').first().locator('h1').waitFor()
    await shoot('editor')

    // Saved: a draft on its own branch, shown on the Workflow board.
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Entry saved').waitFor({ timeout: 30_000 })
    await page.goto(`http://localhost:${SITE_PORT}/admin/#/workflow`)
    // The board lists the draft once it has read the branches.
    await page.getByText('(edited)').first().waitFor({ timeout: 30_000 })
    await shoot('workflow')

    // A required field left empty: the save is refused and the field named.
    // A new page load: going there by the address's hash alone left the edited post on screen.
    await page.goto(`http://localhost:${SITE_PORT}/admin/#/collections/posts/new`)
    await page.reload()
    await page.getByText('Writing in Blog posts collection').waitFor()
    await page.waitForFunction(() => (document.querySelector('input[id^="title-field"]') as HTMLInputElement | null)?.value === '')
    await page.getByLabel('Summary', { exact: true }).first().fill('A summary without a title.')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Title is required.').waitFor()
    await shoot('required')
  } finally {
    await browser.close()
    for (const child of children) child.kill()
    fs.rmSync(repo, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
