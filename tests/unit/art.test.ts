import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

/**
 * The portfolio and blog pictures (tools/art/compositions/portfolio.ts, blog.ts) share one backdrop and one palette, so each must
 * differ from the others in what it draws. A picture's fingerprint is the structure of a small greyscale copy:
 * for every pair of neighbouring pixels, whether brightness rises, falls or stays level (within a dead zone, so
 * the soft glows of the backdrop count as level). Two pictures are compared by the share of places where at
 * least one of them has an edge and the two disagree, with the pictures aligned two ways: centred at their
 * own proportions (the compositions placed in pixels around the middle) and stretched to a square (those
 * placed in fractions of the height), keeping the closer of the two.
 *
 * Calibration (48 px wide, dead zone 6 of 255), measured on the pictures of commit d7d644c, where one
 * composition per category was varied only by colour and seed:
 *   - the 17 pairs that repeat a layout (three business cards, three film frames, two shelves, the five review
 *     cards among themselves) measure 0.171 to 0.304: the test fails on them, naming each pair;
 *   - the 12 pairs of a category drawn with scattered positions (orbits, people networks, milestone charts,
 *     hills, bouncing balls, the two dashboards) measure 0.58 to 0.93, like unrelated pictures: a pixel
 *     fingerprint cannot tell them apart, only looking at them can;
 *   - the closest two of those old pictures that were not meant to look alike measure 0.846.
 * The pictures drawn one per subject measure 0.800 at the closest (blog: figma-dev-mode ~ maintainers-docs;
 * portfolio: 0.825, kite-health-booking-flow ~ nordica-retail-brand-system). A recoloured, softened copy of a picture
 * measures 0.05. The threshold, 0.5, leaves about 0.2 on the near side and 0.3 on the far side.
 *
 * ART_DIR points the test at another copy of content/media/art, e.g. an export of an older commit.
 */
const ART = path.resolve(process.env.ART_DIR ?? 'content/media/art')
const WIDTH = 48
const DEAD_ZONE = 6
const THRESHOLD = 0.5

interface Grid {
  px: Buffer
  w: number
  h: number
}
interface Fingerprint {
  file: string
  natural: Grid
  square: Grid
}

/** Greyscale copy of a picture at w × h (stretched), one byte per pixel. */
async function gridOf(input: string | Buffer, w: number, h: number): Promise<Grid> {
  const px = await sharp(input).greyscale().resize(w, h, { fit: 'fill' }).raw().toBuffer()
  return { px, w, h }
}

async function fingerprint(name: string, input: string | Buffer = name): Promise<Fingerprint> {
  const { width = 1, height = 1 } = await sharp(input).metadata()
  return {
    file: name,
    natural: await gridOf(input, WIDTH, Math.round((WIDTH * height) / width)),
    square: await gridOf(input, WIDTH, WIDTH),
  }
}

/** Share of edge positions where the two grids disagree, the shorter grid centred on the taller. */
function structureDistance(a: Grid, b: Grid): number {
  const w = Math.min(a.w, b.w)
  const h = Math.min(a.h, b.h)
  const oa = Math.floor((a.h - h) / 2)
  const ob = Math.floor((b.h - h) / 2)
  const step = (g: Grid, off: number, x: number, y: number, dx: number, dy: number): number => {
    const d = (g.px[(y + dy + off) * g.w + x + dx] ?? 0) - (g.px[(y + off) * g.w + x] ?? 0)
    return d > DEAD_ZONE ? 1 : d < -DEAD_ZONE ? -1 : 0
  }
  let edges = 0
  let differ = 0
  for (let y = 0; y < h - 1; y++) {
    for (let x = 0; x < w - 1; x++) {
      for (const [dx, dy] of [
        [1, 0],
        [0, 1],
      ] as const) {
        const sa = step(a, oa, x, y, dx, dy)
        const sb = step(b, ob, x, y, dx, dy)
        if (sa === 0 && sb === 0) continue
        edges++
        if (sa !== sb) differ++
      }
    }
  }
  return edges === 0 ? 0 : differ / edges
}

function distance(a: Fingerprint, b: Fingerprint): number {
  return Math.min(structureDistance(a.natural, b.natural), structureDistance(a.square, b.square))
}

/** The pictures of a folder that the art tool (tools/art/generate.ts) draws: an editor's own pictures beside them are theirs to choose. */
async function fingerprints(folder: string): Promise<Fingerprint[]> {
  const dir = path.join(ART, folder)
  const { drawnFiles } = await import('../../tools/art/generate')
  const drawn = new Set(
    drawnFiles()
      .filter((rel) => rel.startsWith(`art/${folder}/`))
      .map((rel) => path.basename(rel)),
  )
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.png') && drawn.has(f))
    .sort()
  return Promise.all(files.map((f) => fingerprint(path.join(dir, f))))
}

interface Pair {
  pair: string
  distance: number
}

function closePairs(prints: readonly Fingerprint[]): { close: Pair[]; closest: Pair } {
  const pairs: Pair[] = []
  for (let i = 0; i < prints.length; i++) {
    for (let j = i + 1; j < prints.length; j++) {
      const a = prints[i]!
      const b = prints[j]!
      pairs.push({ pair: `${path.basename(a.file)} ~ ${path.basename(b.file)}`, distance: Math.round(distance(a, b) * 1000) / 1000 })
    }
  }
  pairs.sort((p, q) => p.distance - q.distance)
  return { close: pairs.filter((p) => p.distance < THRESHOLD), closest: pairs[0]! }
}

describe('generated pictures are not near-duplicates of each other', () => {
  it('a picture and a recoloured, softened copy of it count as near-duplicates (the measure can see a copy)', async () => {
    const file = path.join(ART, 'portfolio', 'volta-pay-identity.png')
    const copy = await sharp(file).modulate({ hue: 120, brightness: 1.1 }).blur(1.5).png().toBuffer()
    const d = distance(await fingerprint(file), await fingerprint('copy', copy))
    expect(d).toBeLessThan(THRESHOLD / 2)
  })

  for (const folder of ['portfolio', 'blog']) {
    it(`no two pictures the art script draws in content/media/art/${folder}/ are near-duplicates`, { timeout: 30_000 }, async () => {
      const prints = await fingerprints(folder)
      expect(prints.length).toBeGreaterThan(10)
      const { close, closest } = closePairs(prints)
      // the failure names the pairs; the closest pair is printed to help calibrate after new pictures
      expect(close, `closest pair: ${closest.pair} at ${closest.distance}`).toEqual([])
    })
  }
})
