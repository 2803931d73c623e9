import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentWith, readFixture } from './helpers'

describe('npm run build with a content mistake', () => {
  it('fails with the file and field, and leaves the previous build untouched', () => {
    const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-')), 'dist')
    fs.mkdirSync(path.join(dist, 'client'), { recursive: true })
    fs.writeFileSync(path.join(dist, 'client', 'index.html'), '<h1>previous build</h1>')
    const content = contentWith({ 'services/alpha.en.md': readFixture('services/alpha.en.md').replace('title: Alpha Service\n', '') })

    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      env: { ...process.env, SITE_CONTENT_DIR: content, SITE_DIST_DIR: dist },
      encoding: 'utf8',
      timeout: 110_000,
    })

    expect(result.status).toBe(1)
    expect(result.stderr).toContain('content/services/alpha.en.md › title: required text is missing')
    expect(result.stderr).toContain(`The previous build in ${dist}/ was left as it was.`)
    expect(result.stderr).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/) // no stack trace
    expect(fs.readFileSync(path.join(dist, 'client', 'index.html'), 'utf8')).toBe('<h1>previous build</h1>')
    expect(fs.existsSync(`${dist}.build-tmp`)).toBe(false)
  }, 120_000)

  it('stops at the content check on a javascript: address, naming the file and field, not the pages', () => {
    const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-')), 'dist')
    const site = readFixture('site.en.yaml').replace('    url: https://www.instagram.com/northwind.software', "    url: ' JaVaScRiPt:alert(1)'")
    const content = contentWith({ 'site.en.yaml': site })

    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      env: { ...process.env, SITE_CONTENT_DIR: content, SITE_DIST_DIR: dist },
      encoding: 'utf8',
      timeout: 110_000,
    })

    expect(result.status).toBe(1)
    expect(result.stderr).toContain('The content has 1 problem to fix before the site can be built:')
    expect(result.stderr).toContain(
      '✗ content/site.en.yaml › the 2nd social › url: expected a full web address starting with https:// such as https://www.linkedin.com/company/your-company, but found the text "JaVaScRiPt:alert(1)"',
    )
    expect(result.stderr).not.toContain('React has blocked')
    expect(fs.existsSync(dist)).toBe(false)
  }, 120_000)

  it('stops when nobody reads its output any more, instead of spinning (a test that timed out, a closed terminal)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      env: { ...process.env, SITE_CONTENT_DIR: contentWith(), SITE_DIST_DIR: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-')), 'dist') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // The reader goes away while the build is under way: its next line meets a closed pipe.
    child.stdout.once('data', () => {
      child.stdout.destroy()
      child.stderr.destroy()
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    const stillRunning = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 240_000).unref())
    const outcome = await Promise.race([exited, stillRunning])
    if (outcome === 'still running') child.kill('SIGKILL')
    expect(outcome).toBe(1)
  }, 270_000)
})
