/**
 * The picture drawn for a file that content asks for and no composition draws yet (a new post's, say):
 * the shared backdrop with a network of glowing nodes and an orbit on one side and a glass card with a
 * chart on the other. The side, the chart, the colours and the placement come from a seed made of the
 * file's path, so the same path always gives the same picture. It stands in until the subject gets a
 * composition of its own; once on disk it is an editor's file like any other and is not redrawn.
 */
import { ACCENTS, Art, at, BLUE_L, WHITE } from '../primitives'
import { backdrop, dots, gridOverlay, vignette } from '../backdrops'
import { barChart, lineChart, network, orbit, panel, scatter, series, skeleton } from '../elements'

/** A generic raster picture of w × h for the file at `rel` (its path under content/media, also the seed). */
export function genericPicture(rel: string, w: number, h: number, vignetteStrength = 0.55): Art {
  const a = new Art(w, h, rel)
  const { r } = a
  const cardLeft = r.chance(0.5)
  const accent = r.int(0, 2)
  const cardX = cardLeft ? w * 0.07 : w * 0.53
  const netX = cardLeft ? w * 0.52 : w * 0.04
  backdrop(a, netX + w * 0.22, h * 0.45)
  gridOverlay(a, Math.round(Math.min(w, h) / 16), 0.09, netX + w * 0.22, h * 0.5, Math.max(w, h) * 0.5, r.pick(['lines', 'dots'] as const))
  orbit(a, netX + w * 0.22, h * 0.5, w * 0.2, h * 0.16, r.range(-30, 30), at(ACCENTS, accent + 1), 0.35, '4 8')
  network(a, scatter(r, 12, netX, h * 0.14, netX + w * 0.44, h * 0.86), Math.min(w, h) * 0.32, BLUE_L)
  // the card: a title, a few lines of text and a chart below them
  const cw = w * 0.4
  const ch = h * 0.56
  const cy = h * r.range(0.18, 0.26)
  a.add(panel(a, cardX, cy, cw, ch))
  a.add(skeleton(cardX + cw * 0.08, cy + ch * 0.1, [cw * 0.5], 12, 0, WHITE, 0.45))
  a.add(skeleton(cardX + cw * 0.08, cy + ch * 0.1 + 28, [cw * 0.8, cw * 0.72, cw * 0.6], 8, 10, WHITE, 0.2))
  const chartY = cy + ch * 0.48
  const chartH = ch * 0.42
  const values = series(r, r.int(6, 9), 0.35, 0.16, 0.03)
  a.add(
    r.chance(0.5)
      ? barChart(a, cardX + cw * 0.06, chartY, cw * 0.88, chartH, values, [at(ACCENTS, accent), at(ACCENTS, accent + 1)])
      : lineChart(a, cardX + cw * 0.08, chartY, cw * 0.84, chartH, values, at(ACCENTS, accent)),
  )
  dots(a, 50, 0, 0, w, h, 0.35)
  vignette(a, vignetteStrength)
  return a
}
