/**
 * What content/media may hold: the pictures, videos, fonts and documents a page shows or links to,
 * and nothing a browser would run. The build publishes the folder as it is at /media/ on the site's
 * own origin, beside the content manager and its sign-in, so a file there is checked by its name
 * AND by its first bytes (an HTML page renamed `photo.png` is still refused), and an SVG, which is a
 * document that may hold scripts, is read element by element. `/media/*` is also served with a
 * policy that runs nothing (lib/securityHeaders.ts); this check is what tells the editor.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Parser } from 'htmlparser2'

interface MediaType {
  /** What the type is, in the words of the message. */
  kind: string
  /** Whether the file's first bytes are this type's. */
  looksLike: (head: Buffer) => boolean
}

const startsWith = (head: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes)
  return head.length >= at + expected.length && head.subarray(at, at + expected.length).equals(expected)
}

/** An ISO base media file (MP4, AVIF) whose brands include one of `brands`. */
const isoBrands = (head: Buffer, brands: string[]) => {
  if (!startsWith(head, 'ftyp', 4)) return false
  const boxEnd = Math.min(head.readUInt32BE(0), head.length)
  for (let at = 8; at + 4 <= boxEnd; at += 4) if (at !== 12 && brands.includes(head.subarray(at, at + 4).toString('latin1'))) return true
  return false
}

const PNG: MediaType = { kind: 'a PNG picture', looksLike: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) }
const JPEG: MediaType = { kind: 'a JPEG picture', looksLike: (h) => startsWith(h, [0xff, 0xd8, 0xff]) }
const MP4: MediaType = { kind: 'an MP4 video', looksLike: (h) => isoBrands(h, ['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ']) }

/**
 * The types content/media accepts, by extension. Signatures rather than a file-type library: the
 * content check is synchronous and these nine need a few bytes each.
 */
export const MEDIA_TYPES: Record<string, MediaType> = {
  png: PNG,
  jpg: JPEG,
  jpeg: JPEG,
  gif: { kind: 'a GIF picture', looksLike: (h) => startsWith(h, 'GIF87a') || startsWith(h, 'GIF89a') },
  webp: { kind: 'a WebP picture', looksLike: (h) => startsWith(h, 'RIFF') && startsWith(h, 'WEBP', 8) },
  avif: { kind: 'an AVIF picture', looksLike: (h) => isoBrands(h, ['avif', 'avis']) },
  svg: { kind: 'an SVG drawing', looksLike: (h) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(h.toString('utf8').replace(/^\uFEFF/, '')) },
  mp4: MP4,
  webm: { kind: 'a WebM video', looksLike: (h) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3]) },
  woff2: { kind: 'a WOFF2 font', looksLike: (h) => startsWith(h, 'wOF2') },
  pdf: { kind: 'a PDF document', looksLike: (h) => startsWith(h, '%PDF-') },
}

const ACCEPTED = Object.keys(MEDIA_TYPES)
  .map((e) => `.${e}`)
  .join(', ')

/** Files an operating system leaves in folders by itself; never published, never a mistake. */
export const SYSTEM_LITTER = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini'])

/**
 * What is wrong with the file at `abs` of content/media, in the words of the check (it follows the
 * file's name), or undefined when the file may be published.
 */
export function mediaFileProblem(abs: string): string | undefined {
  const extension = path.extname(abs).slice(1)
  const type = MEDIA_TYPES[extension.toLowerCase()]
  if (!type) {
    return `is not a picture, video, font or document the site publishes (${extension ? `".${extension}"` : 'a name without an extension'}): content/media takes only ${ACCEPTED} files; a page, a script or another kind of file cannot be published here`
  }
  const fd = fs.openSync(abs, 'r')
  const head = Buffer.alloc(extension.toLowerCase() === 'svg' ? 1024 : 64)
  const read = fs.readSync(fd, head, 0, head.length, 0)
  fs.closeSync(fd)
  if (!type.looksLike(head.subarray(0, read))) {
    return `is named as ${type.kind}, but its content is not one: export it again from the program that made it (or give it the extension of what it really is; content/media takes only ${ACCEPTED} files)`
  }
  if (type === MEDIA_TYPES.svg) {
    const problems = svgProblems(fs.readFileSync(abs, 'utf8'))
    if (problems.length > 0)
      return `is an SVG drawing with ${problems.join(', ')}: a drawing on the site holds shapes and text only; save it again without them (in Inkscape: Save As › Optimized SVG, or Plain SVG without scripts)`
  }
  return undefined
}

/** Elements that run, embed or play something. (`<a>`, `<image>` and `<use>` are kept to the addresses below.) */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener', 'audio', 'video'])
/** Attributes that hold an address. */
const ADDRESS_ATTRIBUTES = new Set(['href', 'xlink:href', 'src'])
/** An address inside the drawing itself (`#id`) or a picture written into it. */
const SAFE_ADDRESS = /^\s*(#[\w.:-]*|data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*)\s*$/i
/** A CSS reference to anything but the drawing itself or an embedded picture. */
const STYLE_FETCH = /@import|url\(\s*(?!['"]?\s*(#|data:image\/(png|jpe?g|gif|webp);))|expression\(|javascript:/i

/**
 * Everything in an SVG drawing that could run a script, show another page, or fetch from anywhere,
 * each said once (an SVG `<a>` or `<image>` is allowed only when it points inside the drawing or
 * at a picture written into it). The file is read as XML, as a browser opening it would.
 */
export function svgProblems(text: string): string[] {
  const found = new Set<string>()
  let openStyle = false
  /** How deep the parser is inside an element already refused (whose content is refused with it). */
  let refusedDepth = 0
  const parser = new Parser(
    {
      onprocessinginstruction(name) {
        const lower = name.toLowerCase()
        if (lower === '!doctype') found.add('a DOCTYPE (it can declare entities that expand the file or read others)')
        else if (lower.startsWith('?xml-stylesheet')) found.add('a linked stylesheet (<?xml-stylesheet?>)')
      },
      onopentag(name, attributes) {
        const tag = name.toLowerCase()
        if (refusedDepth > 0 || ACTIVE_ELEMENTS.has(tag)) {
          if (refusedDepth === 0) found.add(`the element <${name}>`)
          refusedDepth++
          return
        }
        if (tag === 'style') openStyle = true
        for (const [rawName, value] of Object.entries(attributes)) {
          const attribute = rawName.toLowerCase()
          if (attribute.startsWith('on')) found.add(`an event attribute (${rawName}="…" on <${name}>)`)
          else if (ADDRESS_ATTRIBUTES.has(attribute) && !SAFE_ADDRESS.test(value)) found.add(`an address outside the drawing (${rawName}="${value.slice(0, 60)}" on <${name}>)`)
          else if (attribute === 'style' && STYLE_FETCH.test(value)) found.add(`a style that loads something (on <${name}>)`)
          else if ((tag === 'animate' || tag === 'set' || tag === 'animatetransform') && attribute === 'attributename' && /^(on|href$|xlink:href$)/i.test(value)) {
            found.add(`an animation that changes ${value} (<${name}>)`)
          }
        }
      },
      ontext(text) {
        if (openStyle && STYLE_FETCH.test(text)) found.add('a <style> that loads something (@import or url(…))')
      },
      onclosetag(name) {
        if (refusedDepth > 0) refusedDepth--
        else if (name.toLowerCase() === 'style') openStyle = false
      },
    },
    { xmlMode: true, recognizeCDATA: true },
  )
  parser.write(text)
  parser.end()
  return [...found]
}
