import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import type { PictureData } from './shared/picture'

export type { PictureData } from './shared/picture'

/** Widths made for every raster picture; none is larger than the original. */
export const IMAGE_WIDTHS = [480, 960, 1520] as const
/**
 * The formats pages offer, in the order of their `<source>`s: WebP alone. Measured against AVIF at
 * every width the site makes (`npm run bench:decode`, docs/performance.md), WebP decodes 1.4–2×
 * faster on a phone's throttled processor, and its 14–27 % more bytes (0.7–3.2 KB a picture) take
 * less time to download on a slow mobile link than that saves.
 */
export const IMAGE_FORMATS = ['webp'] as const
/** What the encoder can make: the served format, and AVIF for the decode bench to compare with. */
export type ImageFormat = 'avif' | 'webp'

const RASTER = /\.(png|jpe?g|webp|avif)$/i
/** `/_img/<master path>-<width>-<hash>.<format>`: everything needed to make the file again. */
export const VARIANT_URL = /^\/_img\/(.+\.(?:png|jpe?g|webp|avif))-(\d+)-([0-9a-f]{10})\.(avif|webp)$/i

const hashes = new Map<string, { mtime: number; hash: string }>()
function contentHash(file: string): string {
  const mtime = fs.statSync(file).mtimeMs
  const known = hashes.get(file)
  if (known && known.mtime === mtime) return known.hash
  const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10)
  hashes.set(file, { mtime, hash })
  return hash
}

/** The file of `/media/…` in the media folder of the content folder `contentRoot`. */
export function mediaFile(publicPath: string, contentRoot: string): string {
  return path.join(contentRoot, 'media', publicPath.replace(/^\/media\//, ''))
}

function variantUrl(publicPath: string, width: number, format: ImageFormat, contentRoot: string): string {
  const rel = publicPath.replace(/^\/media\//, '')
  return `/_img/${rel}-${width}-${contentHash(mediaFile(publicPath, contentRoot))}.${format}`
}

/** The pictures of one content folder (`content.media` of the content loaded from it). */
export interface Media {
  /** Describes a picture of this folder's media/, named `/media/…`. */
  picture(image: { src: string; alt: string }): PictureData
}

/** The pictures of the content folder `contentRoot`. */
export function mediaOf(contentRoot: string): Media {
  return { picture: (image) => picture(image, contentRoot) }
}

/**
 * Describes a picture from content/media. Raster pictures get variants (IMAGE_FORMATS) at several
 * widths (made by the build from the URLs in the HTML, and on demand by the dev server); vector
 * pictures are served as they are.
 */
function picture(image: { src: string; alt: string }, contentRoot: string): PictureData {
  const file = mediaFile(image.src, contentRoot)
  const size = RASTER.test(file) ? imageSizeFromFileSync(file) : svgSize(file)
  if (!RASTER.test(file)) {
    return { src: image.src, alt: image.alt, width: size.width, height: size.height, sources: [], full: image.src }
  }
  const widths = [...IMAGE_WIDTHS.filter((w) => w < size.width), Math.min(size.width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!)]
  const unique = [...new Set(widths)]
  const srcset = (format: ImageFormat) => unique.map((w) => `${variantUrl(image.src, w, format, contentRoot)} ${w}w`).join(', ')
  const largest = unique[unique.length - 1]!
  return {
    src: variantUrl(image.src, largest, 'webp', contentRoot),
    alt: image.alt,
    width: size.width,
    height: size.height,
    sources: IMAGE_FORMATS.map((format) => ({ type: `image/${format}`, srcset: srcset(format) })),
    full: variantUrl(image.src, largest, 'webp', contentRoot),
  }
}

function imageSizeFromFileSync(file: string): { width: number; height: number } {
  const { width, height } = imageSize(fs.readFileSync(file))
  if (!width || !height) throw new Error(`Cannot read the size of ${file}`)
  return { width, height }
}

function svgSize(file: string): { width: number; height: number } {
  const svg = fs.readFileSync(file, 'utf8')
  const width = Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1])
  const height = Number(/<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svg)?.[1])
  if (width && height) return { width, height }
  const box = /viewBox="[\d.-]+\s+[\d.-]+\s+([\d.]+)\s+([\d.]+)"/.exec(svg)
  return { width: Number(box?.[1] ?? 100), height: Number(box?.[2] ?? 100) }
}
