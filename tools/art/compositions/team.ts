/** The team portraits: abstract head-and-shoulders avatars built from circles, arcs and polygons (SVG files, no photos). */
import { ACCENTS, at, baseName, BLUE, BLUE_L, CYAN_L, DEEP, hash, mix, n, NAVY, NAVY2, Rand, TAU, VIOLET, VIOLET_L, WHITE, type Subject } from '../primitives'

const HAIR_STYLES = ['crop', 'long', 'bun', 'side', 'curls', 'bob'] as const
type HairStyle = (typeof HAIR_STYLES)[number]

/** File name (also the seed) and the few traits that tell the avatars apart at a glance. */
const TEAM: ReadonlyArray<readonly [slug: string, hair: HairStyle, glasses: boolean, beard: boolean]> = [
  ['andrei-munteanu', 'side', false, true],
  ['ioana-dumitrescu', 'long', true, false],
  ['mihai-stanciu', 'crop', true, false],
  ['elena-radu', 'bun', false, false],
  ['radu-georgescu', 'curls', false, true],
  ['cristina-marin', 'bob', false, false],
  ['alexandru-constantin', 'crop', false, false],
  ['bianca-tudor', 'long', false, false],
  ['vlad-ionescu', 'side', true, true],
  ['ana-maria-petrescu', 'curls', true, false],
  ['tudor-nistor', 'crop', false, true],
  ['irina-popa', 'bob', true, false],
]

/** A portrait: face, hair, collar and coat over a ring, a dotted arc and a disc placed by the seed; `i` picks the colours. */
function teamAvatar(slug: string, hair: HairStyle, glasses: boolean, beard: boolean, i: number): string {
  const r = new Rand(hash(`team/${slug}`))
  const S = 240
  const accent = at(ACCENTS, i)
  const second = at(ACCENTS, i + 1 + (i % 2))
  const bgFrom = mix(NAVY, accent, 0.18)
  const bgTo = mix(NAVY2, second, 0.42)
  const face = mix(at([CYAN_L, BLUE_L, VIOLET_L], i + 2), WHITE, r.range(0.35, 0.6))
  const shade = mix(face, NAVY, 0.16)
  const hairColor = mix(at([NAVY, DEEP, mix(VIOLET, NAVY, 0.6), mix(BLUE, NAVY, 0.55)], r.int(0, 3)), NAVY, 0.1)
  const coat = mix(accent, NAVY, r.range(0.05, 0.3))
  const collar = mix(second, WHITE, 0.35)
  const hx = 120
  const hy = 104
  // decorative geometry behind the figure: a ring, a dotted arc and a soft disc, placed by the seed
  const ringX = n(r.range(60, 180))
  const ringY = n(r.range(50, 110))
  const ringR = n(r.range(70, 100))
  const discX = n(r.pick([30, 210]))
  const discY = n(r.range(150, 200))
  let dotsXml = ''
  const dotStart = r.range(0, TAU)
  for (let k = 0; k < 9; k++) {
    const t = dotStart + k * 0.22
    dotsXml += `<circle cx="${n(hx + 96 * Math.cos(t))}" cy="${n(hy + 96 * Math.sin(t))}" r="2.6"/>`
  }
  const back: string[] = []
  const front: string[] = []
  switch (hair) {
    case 'long':
      back.push(`<path d="M${hx - 46},${hy}c0,-38 20,-54 46,-54s46,16 46,54v78h-92z"/>`)
      front.push(`<path d="M${hx - 42},${hy - 4}c4,-30 22,-44 42,-44s38,14 42,44c-18,-4 -32,-14 -40,-28c-8,16 -24,26 -44,28z"/>`)
      break
    case 'bob':
      back.push(`<path d="M${hx - 48},${hy + 30}c-4,-54 16,-82 48,-82s52,28 48,82z"/>`)
      front.push(`<path d="M${hx - 44},${hy - 2}c2,-32 20,-48 44,-48s42,16 44,48c-28,0 -58,-8 -74,-22c-4,10 -8,18 -14,22z"/>`)
      break
    case 'bun':
      back.push(`<circle cx="${hx + 8}" cy="${hy - 58}" r="20"/>`)
      front.push(`<path d="M${hx - 40},${hy - 6}c2,-30 18,-44 40,-44s38,14 40,44c-24,-6 -50,-16 -62,-30c-6,14 -12,24 -18,30z"/>`)
      break
    case 'side':
      front.push(`<path d="M${hx - 40},${hy - 4}c-2,-32 16,-48 42,-48c24,0 40,14 38,42l-8,-14c-18,0 -42,-4 -56,-16c-4,14 -10,26 -16,36z"/>`)
      break
    case 'curls': {
      let curls = ''
      for (let k = 0; k < 9; k++) {
        const t = Math.PI + (k / 8) * Math.PI
        curls += `<circle cx="${n(hx + 40 * Math.cos(t))}" cy="${n(hy - 6 + 40 * Math.sin(t))}" r="${n(13 + (k % 2) * 3)}"/>`
      }
      front.push(curls)
      break
    }
    default:
      front.push(`<path d="M${hx - 39},${hy - 6}c2,-28 18,-42 39,-42s37,14 39,42c-12,-8 -26,-12 -39,-12s-27,4 -39,12z"/>`)
  }
  const beardXml = beard
    ? `<path d="M${hx - 37},${hy + 14}c3,24 17,36 37,36s34,-12 37,-36c-8,10 -14,14 -22,14c-6,-6 -24,-6 -30,0c-8,0 -14,-4 -22,-14z" fill="${hairColor}" fill-opacity=".9"/>`
    : ''
  const glassesXml = glasses
    ? `<g fill="none" stroke="${NAVY}" stroke-width="3.2" stroke-opacity=".85"><circle cx="${hx - 16}" cy="${hy + 4}" r="11"/><circle cx="${hx + 16}" cy="${hy + 4}" r="11"/><path d="M${hx - 5},${hy + 3}h10"/></g>`
    : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgFrom}"/><stop offset="1" stop-color="${bgTo}"/></linearGradient>` +
    `<linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(coat, WHITE, 0.12)}"/><stop offset="1" stop-color="${mix(coat, NAVY, 0.35)}"/></linearGradient></defs>` +
    `<rect width="${S}" height="${S}" fill="url(#b)"/>` +
    `<circle cx="${discX}" cy="${discY}" r="64" fill="${second}" fill-opacity=".16"/>` +
    `<circle cx="${ringX}" cy="${ringY}" r="${ringR}" fill="none" stroke="${mix(accent, WHITE, 0.4)}" stroke-opacity=".3" stroke-width="2"/>` +
    `<g fill="${mix(second, WHITE, 0.5)}" fill-opacity=".55">${dotsXml}</g>` +
    `<g fill="${hairColor}">${back.join('')}</g>` +
    `<path d="M28,${S}c0,-48 36,-74 92,-74s92,26 92,74z" fill="url(#c)"/>` +
    `<path d="M${hx - 22},${hy + 62}l22,24l22,-24z" fill="${collar}"/>` +
    `<rect x="${hx - 15}" y="${hy + 30}" width="30" height="36" rx="12" fill="${shade}"/>` +
    `<ellipse cx="${hx}" cy="${hy}" rx="38" ry="44" fill="${face}"/>` +
    beardXml +
    `<g fill="${hairColor}">${front.join('')}</g>` +
    glassesXml +
    `</svg>`
  )
}

/** The portraits: art/team/<slug>.svg; a new person's traits and colours come from the seed of the file's path. */
export const team: Subject = {
  folder: 'art/team',
  ext: '.svg',
  own: new Map(TEAM.map(([slug, hair, glasses, beard], i) => [slug, () => teamAvatar(slug, hair, glasses, beard, i)] as const)),
  generic: (rel) => {
    const r = new Rand(hash(rel))
    return teamAvatar(baseName(rel), r.pick(HAIR_STYLES), r.chance(0.4), r.chance(0.3), r.int(0, 11))
  },
}
