/**
 * One load of the content in one language: where it is read from, what it may publish, and the
 * problems found so far. Every stage of loading (discover, parse, validate, translate, resolve)
 * takes it, adds what it finds to `problems` and goes on, so an editor sees every mistake at once.
 */
import fs from 'node:fs'
import path from 'node:path'
import { mediaOf, type Media } from '../../images'
import { isReadableContentFile } from '../files'
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
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value)
}
