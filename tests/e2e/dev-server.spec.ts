import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from './fixtures'
import { MEDIA_POLICY } from '../../lib/securityHeaders'
import { freePort } from '../../scripts/lib/freePort'
import { e2eSettings } from '../../scripts/lib/testSites/settings'

// One dev server for these checks; they run in the desktop project only.
test.describe('the dev server @desktop', () => {
  // A first start compiles the site on demand; on a busy machine (the other workers' browsers) that
  // takes far longer than the 5 s it takes on an idle one.
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  let port: number
  let server: ChildProcess
  let contentDir: string

  test.beforeAll(async () => {
    // A hook keeps Playwright's default timeout (30 s) whatever the describe block says: give the
    // first start its own.
    test.setTimeout(180_000)
    // On a copy of the fixture site, whose pages these tests name, and whose files one test changes.
    contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-content-'))
    port = await freePort()
    fs.cpSync(e2eSettings().fixtureContentDir, contentDir, { recursive: true })
    server = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', '--port', String(port), '--strictPort'], {
      stdio: 'ignore',
      env: { ...process.env, SITE_CONTENT_DIR: contentDir },
    })
    const deadline = Date.now() + 170_000
    while (Date.now() < deadline) {
      const up = await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      )
      if (up) return
      await new Promise((r) => setTimeout(r, 200))
    }
    throw new Error('the dev server did not start')
  })
  test.afterAll(() => {
    server?.kill()
    if (contentDir) fs.rmSync(contentDir, { recursive: true, force: true })
  })

  test('renders pages and answers unknown ids with the not-found page and 404', async () => {
    const ok = await fetch(`http://127.0.0.1:${port}/services/rpa/`)
    expect(ok.status).toBe(200)
    expect(await ok.text()).toContain('Robotic Process Automation')
    for (const path of ['/services/nope/', '/industries/nope/', '/case-studies/nope/', '/no-such-page/']) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain('Opps...! Page not found')
    }
  })

  test('links each content page to its file for editors, where the public build does not; other pages get no link', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${port}/services/rpa/`)
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', 'https://github.com/northwind-software/website/edit/main/content/services/rpa.en.md', {
      timeout: 60_000,
    })
    await page.goto(`http://127.0.0.1:${port}/ro/blog/calm-software/`)
    await expect(page.getByRole('link', { name: 'Editați această pagină' })).toHaveAttribute('href', /\/edit\/main\/content\/blog\/calm-software\.ro\.md$/)
    await page.goto(`http://127.0.0.1:${port}/no-such-page/`)
    await expect(page.getByRole('heading', { name: 'Opps...! Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0)
  })

  test("serves content/media with the built site's policy, which runs nothing", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/media/iso-27001-badge.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toBe(MEDIA_POLICY)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  test('matches ids loosely', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/services/RPA/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Robotic Process Automation')
  })

  test("shows a content file's change on the site's pages at once, and tells no other page to reload (the content manager keeps the editor's place)", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` })
    const site = await context.newPage()
    await site.goto('/services/rpa/')
    await expect(site.getByRole('heading', { level: 1 })).toHaveText('Robotic Process Automation', { timeout: 60_000 })
    // What every other page of the development server hears (the content manager at /admin/ among
    // them, whose Vite client obeys a full reload): the server's messages, from a page that is
    // neither (a picture), so that it stays to count them.
    const listener = await context.newPage()
    await listener.goto('/favicon.svg')
    // Vite accepts a connection that brings the token its client is served with.
    const token = /const wsToken = "([^"]*)"/.exec(await (await fetch(`http://127.0.0.1:${port}/@vite/client`)).text())?.[1]
    expect(token).toBeTruthy()
    await listener.evaluate(
      (url) =>
        new Promise<void>((resolve) => {
          const heard: string[] = ((window as unknown as { heard: string[] }).heard = [])
          const socket = new WebSocket(url, 'vite-hmr')
          socket.addEventListener('message', (event) => heard.push(String(event.data)))
          socket.addEventListener('open', () => resolve())
        }),
      `ws://127.0.0.1:${port}/?token=${token}`,
    )

    // What a save in the content manager does: a content file changes.
    const file = path.join(contentDir, 'services', 'rpa.en.md')
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Robotic Process Automation, changed'))
    await expect(site.getByRole('heading', { level: 1 })).toHaveText('Robotic Process Automation, changed', { timeout: 60_000 })
    const heard = async () => (await listener.evaluate(() => (window as unknown as { heard: string[] }).heard)).map((m) => JSON.parse(m) as { type: string; event?: string })
    await expect.poll(async () => (await heard()).some((m) => m.type === 'custom' && m.event === 'site:content-changed')).toBe(true)
    expect((await heard()).filter((m) => m.type === 'full-reload')).toEqual([])
    await context.close()
  })

  test('shows a post dated after today, marked as scheduled, on its page and its card, in both languages', async ({ page }) => {
    const source = fs.readFileSync(path.join(contentDir, 'blog', 'calm-software.en.md'), 'utf8')
    fs.writeFileSync(
      path.join(contentDir, 'blog', 'next-year.en.md'),
      source
        .replace(/^title: .*$/m, 'title: A post for later')
        .replace(/^date: .*$/m, 'date: 2099-01-01')
        .replace(/^featured: .*\n/m, ''),
    )
    await expect(async () => {
      const response = await page.goto(`http://127.0.0.1:${port}/blog/next-year/`)
      expect(response?.status()).toBe(200)
    }).toPass({ timeout: 60_000 })
    await expect(page.getByRole('note').filter({ hasText: 'Scheduled' })).toHaveText('Scheduled: this post appears on the public site on 1 January 2099.')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.goto(`http://127.0.0.1:${port}/blog-grid/`)
    // The newest post: the first slide of the slider, its date after the mark.
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'A post for later' }) })
    await expect(card.getByText('Scheduled · 1 Jan 2099', { exact: true })).toBeVisible()
    // No other post carries the mark.
    await expect(page.getByText(/Scheduled/)).toHaveCount(1)
    await page.goto(`http://127.0.0.1:${port}/ro/blog/next-year/`)
    await expect(page.getByRole('note').filter({ hasText: 'Programat' })).toHaveText('Programat: acest articol apare pe site-ul public pe 1 ianuarie 2099.')
  })
})
