import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pictureList, screenshotChanges } from '../../scripts/pr-screenshots'
import { e2eSettings } from '../../scripts/lib/testSites/settings'
import { expect, test } from './fixtures'

/** The width and height a PNG file says it has. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file)
  expect(bytes.subarray(1, 4).toString()).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test("a pull request's preview photographs every page it changes, phone and desktop, before and after @desktop", async () => {
  test.setTimeout(180_000)
  const before = e2eSettings().distDir
  // The same build with two pages edited, as a change to two content files leaves it.
  const after = fs.mkdtempSync(path.join(os.tmpdir(), 'pr-after-'))
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pr-pictures-'))
  try {
    fs.cpSync(path.join(before, 'client'), path.join(after, 'client'), {
      recursive: true,
      filter: (source) => !/[/\\](admin|pagefind)$/.test(source) && !/\.(br|gz)$/.test(source),
    })
    for (const page of ['privacy-policy', 'ro/faq']) {
      const file = path.join(after, 'client', page, 'index.html')
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/(<h1[^>]*>)/, '$1Changed: '))
    }

    const report = await screenshotChanges(before, after, out)
    expect(report.pairs.map((p) => `${p.page} ${p.size}`)).toEqual(['/privacy-policy/ phone', '/ro/faq/ phone', '/privacy-policy/ desktop', '/ro/faq/ desktop'])
    for (const pair of report.pairs) {
      const [was, is] = [pair.before!, pair.after!]
      expect(path.basename(is)).toBe(`${pair.page === '/ro/faq/' ? 'ro-faq' : 'privacy-policy'}.${pair.size}.after.png`)
      expect(pngSize(was).width).toBe(pair.size === 'phone' ? 390 : 1280)
      expect(pngSize(is).width).toBe(pngSize(was).width)
      // The whole page, not the first screen: a legal page is taller than a phone's screen.
      expect(pngSize(is).height).toBeGreaterThan(844)
      expect(fs.readFileSync(was).equals(fs.readFileSync(is)), `${pair.page} ${pair.size}`).toBe(false)
    }
    expect(fs.readdirSync(out).sort()).toHaveLength(8)
    expect(pictureList(report, out)).toContain('| /ro/faq/ | desktop | `ro-faq.desktop.before.png` | `ro-faq.desktop.after.png` |')
  } finally {
    fs.rmSync(after, { recursive: true, force: true })
    fs.rmSync(out, { recursive: true, force: true })
  }
})
