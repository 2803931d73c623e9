/**
 * `npm run pr-screenshots -- <before> <after> <out> [--limit N]`: pictures of what a change does to
 * the site, for a pull request's reviewer. `<before>` and `<after>` are two builds (the folders
 * SITE_DIST_DIR names, each with its `client/`); every page the change adds, changes or removes
 * (`npm run compare-builds`) is photographed at phone and desktop widths, before and after, into
 * `<out>` (`services-rpa.phone.before.png`, `services-rpa.phone.after.png`…), and a Markdown list of
 * the pictures is printed. Each build is served by `npm run preview`'s server, on a free port of
 * this machine; pages are photographed whole, with motion reduced and the cookie banner answered,
 * so a picture shows the page and not a moment of an animation. At most `--limit` pages (20) are photographed: a change to every
 * page (a stylesheet) shows on the first ones.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './lib/chromium'
import { drawWholePage } from './lib/drawWholePage'
import { consentCookie } from './lib/consentCookie'
import { compareBuilds } from './compare-builds'
import { freePort } from './lib/freePort'

export const SCREEN_SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

/** The pictures of one page at one width: either side is missing for a page added or removed. */
export interface PicturePair {
  page: string
  size: (typeof SCREEN_SIZES)[number]['name']
  before?: string
  after?: string
}

export interface ScreenshotReport {
  pairs: PicturePair[]
  /** Pages changed but not photographed (over the limit). */
  left: string[]
}

/** A page's address as a file name: `/services/rpa/` → `services-rpa`, `/` → `home`. */
export function fileStem(page: string): string {
  return page.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home'
}

/** `npm run preview`'s server for one build, answering once it is up. */
async function serve(distDir: string): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/serve.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_DIST_DIR: path.resolve(distDir) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`The preview server of ${distDir} stopped (exit code ${child.exitCode}).`)
    if (
      await fetch(`${origin}/`).then(
        () => true,
        () => false,
      )
    )
      break
    if (waited > 60_000) throw new Error(`The preview server of ${distDir} did not answer within a minute.`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { origin, stop: () => child.kill() }
}

export async function screenshotChanges(beforeDir: string, afterDir: string, outDir: string, limit = 20): Promise<ScreenshotReport> {
  const { added, changed, removed } = compareBuilds(path.join(beforeDir, 'client'), path.join(afterDir, 'client'))
  const pages = [
    ...changed.map((page) => ({ page, sides: ['before', 'after'] as const })),
    ...added.map((page) => ({ page, sides: ['after'] as const })),
    ...removed.map((page) => ({ page, sides: ['before'] as const })),
  ]
  const shown = pages.slice(0, limit)
  fs.mkdirSync(outDir, { recursive: true })
  const pairs: PicturePair[] = []
  if (shown.length === 0) return { pairs, left: [] }

  const servers = { before: await serve(beforeDir), after: await serve(afterDir) }
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    for (const size of SCREEN_SIZES) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        reducedMotion: 'reduce',
        isMobile: size.name === 'phone',
        hasTouch: size.name === 'phone',
      })
      // The cookie banner answered ("necessary only"), so it covers no part of the page.
      await context.addCookies(Object.values(servers).map(({ origin }) => ({ ...consentCookie(['necessary']), url: origin })))
      const tab = await context.newPage()
      for (const { page, sides } of shown) {
        const pair: PicturePair = { page, size: size.name }
        for (const side of sides) {
          await tab.goto(servers[side].origin + page, { waitUntil: 'load' })
          // Every lazy picture of the page, as a reviewer scrolling down would see it.
          await tab.evaluate(async () => {
            for (const img of document.querySelectorAll('img[loading="lazy"]')) img.setAttribute('loading', 'eager')
            await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
          })
          await drawWholePage(tab)
          const file = path.join(outDir, `${fileStem(page)}.${size.name}.${side}.png`)
          await tab.screenshot({ path: file, fullPage: true, animations: 'disabled' })
          pair[side] = file
        }
        pairs.push(pair)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    servers.before.stop()
    servers.after.stop()
  }
  return { pairs, left: pages.slice(limit).map((p) => p.page) }
}

/** The pictures as a Markdown list, for the run's summary. */
export function pictureList(report: ScreenshotReport, outDir: string): string {
  if (report.pairs.length === 0) return 'No page looks different: nothing to photograph.\n'
  const name = (file?: string) => (file ? `\`${path.relative(outDir, file)}\`` : '—')
  const lines = ['| page | width | before | after |', '|---|---|---|---|', ...report.pairs.map((p) => `| ${p.page} | ${p.size} | ${name(p.before)} | ${name(p.after)} |`)]
  if (report.left.length > 0) lines.push('', `Not photographed (over the limit): ${report.left.join(', ')}`)
  return lines.join('\n') + '\n'
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2)
  const limitAt = args.indexOf('--limit')
  const limit = limitAt === -1 ? 20 : Number(args.splice(limitAt, 2)[1])
  const [before, after, out] = args
  if (!before || !after || !out || !Number.isInteger(limit) || limit < 1) {
    console.error('Usage: npm run pr-screenshots -- <before> <after> <out> [--limit N]   (two builds, each with its client/ folder)')
    process.exit(2)
  }
  const report = await screenshotChanges(before, after, out, limit)
  process.stdout.write(`## How the changed pages look\n\nPictures in the artifact **screenshots**, phone (390 px) and desktop (1280 px):\n\n${pictureList(report, out)}`)
}
