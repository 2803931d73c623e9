/**
 * One load of the content in one language: where it is read from, what it may publish, and the
 * problems found so far. Every stage of loading (discover, parse, validate, translate, resolve)
 * takes it, adds what it finds to `problems` and goes on, so an editor sees every mistake at once.
 */
import fs from 'node:fs'
import path from 'node:path'
import { distance } from 'fastest-levenshtein'
import { mediaOf, type Media } from '../../images'
import { filesUnder, isReadableContentFile } from '../files'
import type { ContentProblem } from '../problems'
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales'

export interface LoadRun {
  /** The content folder, absolute. */
  root: string
  locale: Locale
  /** Whether entries marked `draft: true` are kept (the dev server) or left out (production builds). */
  includeDrafts: boolean
  problems: ContentProblem[]
  /** A file's path as editors see it: content/services/rpa.en.md. */
  display: (abs: string) => string
  /** A file's text, unless it may not be read (a link, an odd or oversized file: reported by contentFileProblems). */
  readText: (abs: string) => string | undefined
  /** Whether a picture's public path (/media/…) is a readable file of content/media. */
  mediaExists: (publicPath: string) => boolean
  /** The pictures of content/media. */
  media: Media
  /** Items of translated lists shown in English, the translation lacking them, for the translation status. */
  untranslatedItems: Array<{ file: string; item: string }>
}

export function startRun(options: { root: string; locale?: Locale; includeDrafts: boolean }): LoadRun {
  const root = options.root
  return {
    root,
    locale: options.locale ?? DEFAULT_LOCALE,
    includeDrafts: options.includeDrafts,
    problems: [],
    display: (abs) => path.posix.join('content', path.relative(root, abs).split(path.sep).join('/')),
    readText: (abs) => (isReadableContentFile(root, abs) ? fs.readFileSync(abs, 'utf8').replace(/^\uFEFF/, '') : undefined),
    mediaExists: (publicPath) => {
      const rel = publicPath.slice('/media/'.length)
      if (rel.split('/').includes('..')) return false
      return isReadableContentFile(root, path.join(root, 'media', rel))
    },
    media: mediaOf(root),
    untranslatedItems: [],
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value)
}

const mediaIndexes = new WeakMap<LoadRun, string[]>()

/** Every file of content/media by its public path (/media/…), read once per load. */
function mediaFiles(run: LoadRun): string[] {
  let files = mediaIndexes.get(run)
  if (!files) {
    const media = path.join(run.root, 'media')
    files = filesUnder(media).map((abs) => `/media/${path.relative(media, abs).split(path.sep).join('/')}`)
    mediaIndexes.set(run, files)
  }
  return files
}

/**
 * The message for a picture that is not in content/media, with the file the editor most likely
 * meant: the same path in other letter case (file names are case-sensitive on the server), or one
 * a letter or two away.
 */
export function missingPictureMessage(run: LoadRun, src: string, noun = 'image'): string {
  const files = mediaFiles(run)
  const sameLetters = files.find((f) => f.toLowerCase() === src.toLowerCase())
  const near =
    sameLetters ??
    files
      .map((f) => ({ f, d: distance(f, src) }))
      .filter(({ d }) => d <= 3)
      .sort((a, b) => a.d - b.d)[0]?.f
  const missing = `the ${noun} "${src}" does not exist in content/media`
  // The studio's artwork (tools/art) is drawn for every such path content names.
  const drawn = /^\/media\/(art|logos)\//.test(src)
    ? `: put your picture at content${src}, or run npm run art, which draws the studio's own artwork for every missing picture under /media/art/ and /media/logos/`
    : ''
  if (!near) return missing + drawn
  return `${missing}; did you mean "${near}"?${sameLetters ? ' (letter case matters in file names)' : ''}`
}
