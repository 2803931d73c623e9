import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { adminCacheDir, buildAdmin } from '../../scripts/lib/buildAdmin'

/** Every file of a folder with its bytes, for comparing two outputs. */
function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .sort()
      .map((file) => [file, fs.readFileSync(path.join(dir, file)).toString('base64')]),
  )
}

describe("the content manager's bundle is kept between builds while nothing it is made of changes", () => {
  it('is built, then kept byte for byte; a changed input or a broken cache builds it again', { timeout: 180_000 }, async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cache-'))
    const cacheDir = path.join(work, 'cache')
    const out = (name: string) => path.join(work, name, 'client')

    expect(await buildAdmin(out('first'), { cacheDir })).toBe('built')
    const manifestFile = path.join(adminCacheDir(cacheDir), 'manifest.json')
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { key: string; inputs: string[] }
    // What it was made of, read from the bundle itself: the admin's code and the site's components it previews with.
    expect(manifest.inputs).toEqual(expect.arrayContaining(['admin/main.tsx', 'admin/index.html', 'lib/content/types/site.ts']))
    expect(manifest.inputs.some((file) => file.startsWith('components/'))).toBe(true)
    expect(manifest.inputs.some((file) => file.includes('node_modules'))).toBe(false)

    expect(await buildAdmin(out('second'), { cacheDir })).toBe('reused')
    expect(filesOf(path.join(out('second'), 'admin'))).toEqual(filesOf(path.join(out('first'), 'admin')))

    // An input whose contents are not what the bundle was made from (as after an edit of one of them).
    fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, key: 'made-from-other-files' }))
    expect(await buildAdmin(out('third'), { cacheDir })).toBe('built')
    // A cache that cannot be read (cut short, or written by something else) is built again, and kept anew.
    fs.writeFileSync(manifestFile, '{ not json')
    expect(await buildAdmin(out('fourth'), { cacheDir })).toBe('built')
    expect(await buildAdmin(out('fifth'), { cacheDir })).toBe('reused')
    fs.rmSync(work, { recursive: true, force: true })
  })
})
