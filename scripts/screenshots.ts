/**
 * `npm run screenshots -- [paths…]`: full-page screenshots of the served site (PORT, default 3000)
 * at phone and desktop widths, into screenshots/, for a person to look at.
 */
import fs from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './lib/chromium'
import { drawWholePage } from './lib/drawWholePage'

const base = `http://localhost:${process.env.PORT || 3000}`
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/privacy-policy/', '/no-such-page/']
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
]

fs.mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
for (const size of widths) {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } })
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' })
    // Scroll through the page as a visitor would, so lazy pictures and `visible` islands load.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 120))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    await drawWholePage(page)
    await page.waitForTimeout(300)
    const file = `screenshots/${size.name}${p.replace(/\//g, '_') || '_'}.png`
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' })
    console.log(file)
  }
  await page.close()
}
await browser.close()
