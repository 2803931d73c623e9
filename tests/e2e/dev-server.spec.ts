import { spawn, type ChildProcess } from 'node:child_process'
import { expect, test } from './fixtures'
import { e2eSettings } from './support/settings'

// One dev server for these checks; they run in the desktop project only.
test.describe('the dev server @desktop', () => {
  // A first start compiles the site on demand; on a busy machine (the other workers' browsers) that
  // takes far longer than the 5 s it takes on an idle one.
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  const port = 4390
  let server: ChildProcess

  test.beforeAll(async () => {
    // A hook keeps Playwright's default timeout (30 s) whatever the describe block says: give the
    // first start its own.
    test.setTimeout(180_000)
    // On the fixture site, whose pages these tests name.
    server = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', '--port', String(port), '--strictPort'], {
      stdio: 'ignore',
      env: { ...process.env, SITE_CONTENT_DIR: e2eSettings().fixtureContentDir },
    })
    const deadline = Date.now() + 170_000
    while (Date.now() < deadline) {
      const up = await fetch(`http://localhost:${port}/`).then(
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
  })

  test('renders pages and answers unknown ids with the not-found page and 404', async () => {
    const ok = await fetch(`http://localhost:${port}/services/rpa/`)
    expect(ok.status).toBe(200)
    expect(await ok.text()).toContain('Robotic Process Automation')
    for (const path of ['/services/nope/', '/industries/nope/', '/case-studies/nope/', '/no-such-page/']) {
      const response = await fetch(`http://localhost:${port}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain('Opps...! Page not found')
    }
  })

  test('matches ids loosely', async () => {
    const response = await fetch(`http://localhost:${port}/services/RPA/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Robotic Process Automation')
  })
})
