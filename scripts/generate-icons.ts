/**
 * `npm run art:icons`: the favicon set, the web-app icons and the default share card, all drawn
 * from the logo mark in public/favicon.svg (no network, same output every run):
 *   public/favicon.ico                     32 px, for browsers and tools that ask for /favicon.ico
 *   public/icons/apple-touch-icon.png      180 px, home-screen icon on iPhone and iPad
 *   public/icons/icon-192.png, icon-512.png            the web manifest's icons (and the JSON-LD logo)
 *   public/icons/icon-maskable-512.png     the same with a safe zone, for Android's shaped icons
 *   content/media/share/default.png        1200 × 630, shown when a page without a picture is shared
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const root = process.cwd()
const mark = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8')
const inner = mark.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
const NAVY = '#0b1224'

const png = (svg: string, size: number) => sharp(Buffer.from(svg), { density: 300 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toBuffer()

/** An .ico holding one PNG image (read by every browser since 2007). */
function ico(pngData: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6)
  header.writeUInt8(size, 7)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(pngData.length, 14)
  header.writeUInt32LE(header.length, 18)
  return Buffer.concat([header, pngData])
}

const write = (file: string, data: Buffer) => {
  const abs = path.join(root, file)
  fs.mkdirSync(path.dirname(abs), { recursive: true })
  fs.writeFileSync(abs, data)
  console.log(`${file}  ${(data.length / 1024).toFixed(1)} KB`)
}

write('public/favicon.ico', ico(await png(mark, 32), 32))
write('public/icons/apple-touch-icon.png', await png(mark.replace(/rx="10"/, 'rx="0"'), 180))
write('public/icons/icon-192.png', await png(mark, 192))
write('public/icons/icon-512.png', await png(mark, 512))
// Maskable icons keep their drawing inside the middle 80 %.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#1d4ed8"/><g transform="translate(6 6) scale(0.7)">${inner.replace(/<rect[^>]*\/>/, '')}</g></svg>`
write('public/icons/icon-maskable-512.png', await png(maskable, 512))

// The share card: the mark large on the site's navy, with soft light and a grid of dots.
const dots = Array.from(
  { length: 9 * 5 },
  (_, i) => `<circle cx="${760 + (i % 9) * 48}" cy="${170 + Math.floor(i / 9) * 48}" r="${3 + ((i * 7) % 5)}" fill="#7dd3fc" opacity="${0.15 + ((i * 13) % 10) / 20}"/>`,
).join('')
const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="glow" cx="0.3" cy="0.4" r="0.8"><stop offset="0" stop-color="#2f5bdf" stop-opacity="0.55"/><stop offset="1" stop-color="${NAVY}" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow2" cx="0.85" cy="0.9" r="0.5"><stop offset="0" stop-color="#22d3ee" stop-opacity="0.35"/><stop offset="1" stop-color="${NAVY}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="${NAVY}"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <rect width="1200" height="630" fill="url(#glow2)"/>
  ${dots}
  <g transform="translate(150 165) scale(7.5)">${inner}</g>
</svg>`
write('content/media/share/default.png', await sharp(Buffer.from(card)).png({ compressionLevel: 9, palette: true }).toBuffer())
