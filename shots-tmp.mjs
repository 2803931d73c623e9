import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const [name, width, height] of [['phone', 375, 812], ['desktop', 1280, 800]]) {
  const p = await b.newPage({ viewport: { width, height } })
  for (const path of process.argv.slice(2)) {
    await p.goto('http://localhost:4339' + path, { waitUntil: 'networkidle' })
    await p.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 50)) } window.scrollTo(0, 0) })
    await p.waitForTimeout(300)
    await p.screenshot({ path: `/tmp/s-${name}${path.replace(/\//g, '_')}.png`, fullPage: true })
  }
}
await b.close()
