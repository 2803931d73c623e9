/**
 * `npm run bench:decode`: figures, not assertions. How long Chromium takes to decode the site's
 * pictures as AVIF and as WebP, at each width the build writes, and how many bytes each format
 * costs, so that whoever owns the picture pipeline can serve the cheaper one where the bytes are
 * close. Nothing is built: it reads an existing build (`bench/site` if there is one, else `dist`;
 * `-- --site DIR` for another, e.g. `bench/site-before`), pairs every `<site>/client/_img/…webp`
 * with its AVIF twin (the build's, or one encoded from the original in `content/`, or `-- --content
 * DIR`, by the build's own encoder, since the site serves WebP alone) and groups the pairs by width and by kind (the folder under `_img/`:
 * `art`, and `photos` or `logos` if a build has them). Writes bench/decode.json.
 *
 * How a decode is timed. The page's `<picture>` is an `<img>`: Blink loads the bytes into an image
 * resource and the compositor decodes it (its image decode cache, on a worker thread) when the
 * image is first painted. `img.decode()` on a fresh `Image` asks that same machinery for the same
 * decode, so it is the figure the verdict uses. It also waits for the next compositor commit, which
 * adds a frame or so of waiting that is the same for both formats and is not processor work, so
 * each picture is also timed with `createImageBitmap(blob)`: the same decoders (libavif with dav1d,
 * libwebp) without the frame wait, a check that the two agree on which format is cheaper. Nothing
 * is reused between repeats: every repeat makes a new Blob (and, for `img.decode()`, a new object
 * URL and a new Image), so neither Blink's image cache nor the compositor's decode cache can hand
 * back an earlier result. The two formats are timed in turn within each repeat (and the order
 * flips every repeat), so a machine that gets busier part way through slows both alike.
 *
 * The renderer runs with the processor slowed 4× (CDP `Emulation.setCPUThrottlingRate`), the
 * factor of Lighthouse's mobile preset. Lighthouse applies its factor to main-thread work only;
 * Chromium's throttling likewise slows the renderer's main thread and not every worker thread, so
 * a throttled decode here is slower than an unthrottled one but not 4 times slower: read the
 * figures as "a mid-range phone, roughly", and compare the two formats with each other rather than
 * with a Lighthouse report.
 *
 * To stay within a few minutes on a 2-core machine, at most PER_WIDTH pictures of each width and
 * kind are timed (`-- --per-width N`), picked evenly from the pairs sorted by name, each REPEATS
 * times (`-- --repeats N`); the byte totals count every pair, not only the sampled ones.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './lib/chromium'
import { makeVariant } from '../lib/imageVariants'

/** Lighthouse's mobile preset slows the processor 4×. */
const CPU_SLOWDOWN = 4
/** Pictures timed per width and kind, unless `--per-width` says otherwise. */
const PER_WIDTH = 8
/** Decodes of each file per method; the median is kept. */
const REPEATS = 11

/**
 * The rule. The bytes of the two formats are "close" when what WebP adds to a picture takes less
 * time to download on Lighthouse's mobile link than WebP saves in decoding it (both per picture, the
 * decode throttled as the page's processor is). A fixed share of bytes (15 %, first tried) says
 * nothing about what those bytes cost: at every width here 15–27 % more WebP is 3–16 ms of
 * transfer, against 12–79 ms less decoding.
 */
/** Lighthouse's simulated mobile link, 1.6 Mbit/s, in bytes per millisecond. */
const MOBILE_BYTES_PER_MS = (1.6 * 1024 * 1000) / 8 / 1000
/**
 * A format is "cheaper to decode" only when its median per-picture decode time is at least this
 * much lower than the other's (AVIF/WebP ratio ≥ 1.1 or ≤ 1/1.1); smaller differences are within
 * what a busy machine changes from run to run.
 */
const DECODE_MARGIN = 1.1

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const siteDir = option('--site') ?? (fs.existsSync('bench/site') ? 'bench/site' : 'dist')
const perWidth = Number(option('--per-width') ?? PER_WIDTH)
const repeats = Number(option('--repeats') ?? REPEATS)
const imgDir = path.join(siteDir, 'client', '_img')
/** The content folder the site was built from, for the originals of the AVIF twins. */
const contentDir = option('--content') ?? 'content'
if (!fs.existsSync(imgDir)) {
  console.error(`No pictures in ${imgDir}: build the site first (npm run build), or name a built one with -- --site DIR.`)
  process.exit(1)
}

interface Pair {
  /** Path under `_img/` without the extension, e.g. `art/home/about.png-480-bbb3bfad22`. */
  name: string
  kind: string
  width: number
  bytes: { avif: number; webp: number }
}

const VARIANT = /-(\d+)-[0-9a-f]{10}\.webp$/
/**
 * The AVIF twin of each WebP variant: from the build when it made one, otherwise encoded here from
 * the original in the content folder by the build's own encoder (the site serves WebP alone now).
 */
const twins = new Map<string, Buffer>()
async function pairsIn(dir: string): Promise<Pair[]> {
  const pairs: Pair[] = []
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const match = VARIANT.exec(entry.name)
    if (!entry.isFile() || !match) continue
    const webp = path.join(entry.parentPath, entry.name)
    const name = path
      .relative(dir, webp)
      .replace(/\.webp$/, '')
      .split(path.sep)
      .join('/')
    const built = webp.replace(/\.webp$/, '.avif')
    const avif = fs.existsSync(built) ? fs.readFileSync(built) : await makeVariant(`/_img/${name}.avif`, contentDir)
    if (!avif) continue
    twins.set(name, avif)
    pairs.push({ name, kind: name.split('/')[0]!, width: Number(match[1]), bytes: { avif: avif.length, webp: fs.statSync(webp).size } })
  }
  return pairs.sort((a, b) => a.name.localeCompare(b.name))
}

/** `count` pairs spread evenly over the (name-sorted) list, so every folder is represented. */
function sample<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

interface Timing {
  decode: { avif: number; webp: number }
  bitmap: { avif: number; webp: number }
}

const pairs = await pairsIn(imgDir)
const groups = new Map<string, Pair[]>()
for (const pair of pairs) {
  const key = `${pair.width} ${pair.kind}`
  groups.set(key, [...(groups.get(key) ?? []), pair])
}
const keys = [...groups.keys()].sort((a, b) => parseInt(a) - parseInt(b) || a.localeCompare(b))
const timed = keys.flatMap((key) => sample(groups.get(key)!, perWidth))

const startLoad = os.loadavg()[0]!
const started = Date.now()
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const page = await browser.newPage()
// A made-up origin answered from disk: the page fetches each file once, then decodes copies of it.
const ORIGIN = 'http://decode.bench.invalid'
await page.route(`${ORIGIN}/**`, async (route) => {
  const rel = decodeURIComponent(new URL(route.request().url()).pathname.slice(1))
  if (!rel) return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>decode bench</title>' })
  if (rel.endsWith('.avif')) return route.fulfill({ contentType: 'image/avif', body: twins.get(rel.replace(/\.avif$/, ''))! })
  return route.fulfill({ contentType: 'image/webp', body: fs.readFileSync(path.join(imgDir, rel)) })
})
await page.goto(`${ORIGIN}/`)
const cdp = await page.context().newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
const version = browser.version()

/** Times `repeats` decodes of the AVIF and the WebP of one pair, both ways; returns every time in ms. */
async function time(pair: Pair, count: number) {
  return page.evaluate(
    async ({ name, count }) => {
      const files = await Promise.all(['avif', 'webp'].map(async (ext) => ({ ext, type: `image/${ext}`, bytes: await (await fetch(`/${name}.${ext}`)).arrayBuffer() })))
      const times: Record<string, number[]> = { 'decode avif': [], 'decode webp': [], 'bitmap avif': [], 'bitmap webp': [] }
      // One untimed round first, so the first timed decode does not pay for starting a decoder.
      for (let round = -1; round < count; round++) {
        for (const file of round % 2 ? files : [...files].reverse()) {
          const url = URL.createObjectURL(new Blob([file.bytes], { type: file.type }))
          const image = new Image()
          image.src = url
          let start = performance.now()
          await image.decode()
          const decoded = performance.now() - start
          URL.revokeObjectURL(url)
          const blob = new Blob([file.bytes], { type: file.type })
          start = performance.now()
          const bitmap = await createImageBitmap(blob)
          const bitmapped = performance.now() - start
          bitmap.close()
          if (round < 0) continue
          times[`decode ${file.ext}`]!.push(decoded)
          times[`bitmap ${file.ext}`]!.push(bitmapped)
        }
      }
      return times
    },
    { name: pair.name, count },
  )
}

const timings = new Map<Pair, Timing>()
for (const [index, pair] of timed.entries()) {
  const times = await time(pair, repeats)
  timings.set(pair, {
    decode: { avif: median(times['decode avif']!), webp: median(times['decode webp']!) },
    bitmap: { avif: median(times['bitmap avif']!), webp: median(times['bitmap webp']!) },
  })
  process.stderr.write(`\r${index + 1}/${timed.length} pictures timed`)
}
process.stderr.write('\n')
await browser.close()

type Verdict =
  | 'WebP cheaper to decode, bytes close: serve WebP'
  | 'AVIF cheaper to decode: keep AVIF'
  | 'WebP cheaper to decode, but its bytes cost more: keep AVIF'
  | 'no clear difference: keep AVIF'
/** `extraMs`: WebP's extra bytes of a picture as transfer time; `savedMs`: the decode time WebP saves on it. */
function verdictOf(extraMs: number, savedMs: number, decodeRatio: number): Verdict {
  if (decodeRatio <= 1 / DECODE_MARGIN) return 'AVIF cheaper to decode: keep AVIF'
  if (decodeRatio < DECODE_MARGIN) return 'no clear difference: keep AVIF'
  return extraMs < savedMs ? 'WebP cheaper to decode, bytes close: serve WebP' : 'WebP cheaper to decode, but its bytes cost more: keep AVIF'
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits))
const rows = keys.map((key) => {
  const all = groups.get(key)!
  const sampled = all.filter((pair) => timings.has(pair))
  const ts = sampled.map((pair) => timings.get(pair)!)
  const bytes = { avif: all.reduce((sum, p) => sum + p.bytes.avif, 0), webp: all.reduce((sum, p) => sum + p.bytes.webp, 0) }
  const decodeRatio = median(ts.map((t) => t.decode.avif / t.decode.webp))
  const bitmapRatio = median(ts.map((t) => t.bitmap.avif / t.bitmap.webp))
  return {
    width: all[0]!.width,
    kind: all[0]!.kind,
    pictures: all.length,
    timed: sampled.length,
    bytes,
    /** WebP bytes / AVIF bytes over every pair of this width and kind. */
    bytesRatio: round(bytes.webp / bytes.avif, 3),
    /** What WebP adds per picture, in bytes and in ms on Lighthouse's mobile link (negative: WebP is lighter). */
    webpExtraPerPicture: { bytes: Math.round((bytes.webp - bytes.avif) / all.length), ms: round((bytes.webp - bytes.avif) / all.length / MOBILE_BYTES_PER_MS) },
    /** Medians over the timed pictures of each picture's median decode, in ms. */
    decodeMs: { avif: round(median(ts.map((t) => t.decode.avif))), webp: round(median(ts.map((t) => t.decode.webp))) },
    /** Median over the timed pictures of AVIF time / WebP time: above 1, WebP decodes faster. */
    decodeRatio: round(decodeRatio, 2),
    bitmapMs: { avif: round(median(ts.map((t) => t.bitmap.avif))), webp: round(median(ts.map((t) => t.bitmap.webp))) },
    bitmapRatio: round(bitmapRatio, 2),
    verdict: verdictOf((bytes.webp - bytes.avif) / all.length / MOBILE_BYTES_PER_MS, median(ts.map((t) => t.decode.avif - t.decode.webp)), decodeRatio),
  }
})

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
console.log(
  `Decode time in headless Chromium ${version}, processor throttled ${CPU_SLOWDOWN}× (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset), ` +
    `median of ${repeats} decodes a file, at most ${perWidth} pictures a width and kind; site ${siteDir}; load average ${startLoad.toFixed(1)} at the start.`,
)
console.log(
  `Rule: bytes close = WebP's extra bytes of a picture download (1.6 Mbit/s) faster than WebP saves in decoding it; a format is cheaper to decode when its median per-picture time is ${Math.round((DECODE_MARGIN - 1) * 100)} % lower or more.`,
)
for (const width of [...new Set(rows.map((row) => row.width))]) {
  console.log(`\n${width} px (throttled ${CPU_SLOWDOWN}×)`)
  console.log(
    ['kind', 'pictures (timed)', 'bytes AVIF / WebP', 'WebP extra a picture', 'img.decode() ms AVIF / WebP (ratio)', 'createImageBitmap ms AVIF / WebP (ratio)', 'verdict'].join(
      ' | ',
    ),
  )
  for (const row of rows.filter((r) => r.width === width)) {
    console.log(
      [
        row.kind,
        `${row.pictures} (${row.timed})`,
        `${kb(row.bytes.avif)} / ${kb(row.bytes.webp)} (WebP ${row.bytesRatio >= 1 ? '+' : ''}${Math.round((row.bytesRatio - 1) * 100)} %)`,
        `${(row.webpExtraPerPicture.bytes / 1024).toFixed(1)} KB = ${row.webpExtraPerPicture.ms} ms at 1.6 Mbit/s`,
        `${row.decodeMs.avif} / ${row.decodeMs.webp} (${row.decodeRatio})`,
        `${row.bitmapMs.avif} / ${row.bitmapMs.webp} (${row.bitmapRatio})`,
        row.verdict,
      ].join(' | '),
    )
  }
}
console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s; load average ${os.loadavg()[0]!.toFixed(1)} at the end.`)

const pictures = timed.map((pair) => ({ ...pair, ...timings.get(pair)! }))
fs.mkdirSync('bench', { recursive: true })
fs.writeFileSync(
  'bench/decode.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      site: siteDir,
      chromium: version,
      cpuSlowdown: CPU_SLOWDOWN,
      repeats,
      perWidth,
      rule: { bytesClose: 'extra transfer time < decode time saved', decodeMargin: DECODE_MARGIN },
      loadAverage: { start: startLoad, end: os.loadavg()[0] },
      widths: rows,
      pictures,
    },
    null,
    2,
  ) + '\n',
)
console.log('Written to bench/decode.json.')
