/**
 * The discover stage: which files make up the content in the language being loaded. A collection's
 * folder holds one file per page and language (`rpa.en.md`, `rpa.ro.md`); a single file
 * (site.yaml, a file of content/pages) is read in the language, or in English where it has no
 * translation. Names that cannot be page addresses, unknown languages, twins and translations
 * without an original are reported here, before anything is read.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../shared/locales'
import type { LoadRun } from './run'
import { hasWords } from './translate'
import { localeFileName, parseFileName } from '../fileNames'
import { SYSTEM_LITTER } from '../media'

export { localeFileName, parseFileName } from '../fileNames'

const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The file a single file is read from in this language, with its English original when it is a translation. */
export type SingleFile = { abs: string; lang: Locale; original?: { abs: string; file: string } } | { missing: string }

/**
 * The file a single file is read from in this language: its translation, or the English file
 * (`faq.en.yaml`, or `faq.yaml` without a language).
 */
export function singleFile(run: LoadRun, rel: string): SingleFile {
  const { root, locale, display, problems } = run
  const english = [localeFileName(rel, DEFAULT_LOCALE), rel].map((r) => path.join(root, r)).filter((abs) => fs.existsSync(abs))
  if (english.length > 1) problems.push({ file: display(english[1]!), field: '', message: `${display(english[0]!)} is the same file in English: keep one of the two` })
  const translated = locale !== DEFAULT_LOCALE ? path.join(root, localeFileName(rel, locale)) : undefined
  if (english.length === 0) {
    if (translated && fs.existsSync(translated))
      problems.push({
        file: display(translated),
        field: '',
        message: `a translation needs its English original: ${display(path.join(root, localeFileName(rel, DEFAULT_LOCALE)))} is missing`,
      })
    return { missing: display(path.join(root, localeFileName(rel, DEFAULT_LOCALE))) }
  }
  if (translated && fs.existsSync(translated)) return { abs: translated, lang: locale, original: { abs: english[0]!, file: display(english[0]!) } }
  return { abs: english[0]!, lang: DEFAULT_LOCALE }
}

/** One file of a collection in the language being loaded. */
export interface CollectionFile {
  id: string
  abs: string
  file: string
  lang: Locale
  /** The English original, when this file is its translation. */
  original?: { abs: string; file: string }
}

/**
 * The files of a collection's folder with their id (the file name), after checking that each is
 * of the collection's kind and has a name that can be a page address. `found` receives the id of
 * every page found, valid or not, so one broken file does not cascade into references to it.
 */
export function collectionFiles(run: LoadRun, dir: string, extension: string, schema: z.ZodType, found: Set<string>): CollectionFile[] {
  const { root, locale, display, problems } = run
  const absDir = path.join(root, dir)
  // A linked folder is reported by contentFileProblems and not read.
  if (!fs.existsSync(absDir) || fs.lstatSync(absDir).isSymbolicLink()) return []
  /** Every language's file of each id. */
  const byId = new Map<string, Map<Locale, { abs: string; file: string }>>()
  for (const name of fs.readdirSync(absDir).sort()) {
    // Hidden files are named by contentFileProblems; what an operating system leaves is not content.
    if (name.startsWith('_') || name.startsWith('.') || SYSTEM_LITTER.has(name)) continue
    const abs = path.join(absDir, name)
    const file = display(abs)
    const parsed = parseFileName(name, extension)
    if (!parsed) {
      const kind = extension === '.md' ? 'Markdown files (.md)' : 'YAML files (.yaml)'
      if (fs.lstatSync(abs).isFile()) problems.push({ file, field: '', message: `only ${kind} belong in this folder` })
      continue
    }
    const { id, lang = DEFAULT_LOCALE } = parsed
    if (!isLocale(lang)) {
      const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE)
        .map((l) => `my-page.${l}${extension}`)
        .join(' or ')
      problems.push({ file, field: '', message: `".${lang}" is not a language of the site: name an English file my-page.${DEFAULT_LOCALE}${extension}, its translation ${others}` })
      continue
    }
    if (!ID_PATTERN.test(id)) {
      problems.push({
        file,
        field: '',
        message: `the file name becomes the page address: use lowercase letters, digits and dashes only (e.g. my-new-page.${DEFAULT_LOCALE}${extension})`,
      })
      continue
    }
    const langs = byId.get(id) ?? new Map<Locale, { abs: string; file: string }>()
    byId.set(id, langs)
    const twin = langs.get(lang)
    if (twin) {
      problems.push({ file, field: '', message: `${twin.file} is the same page in the same language: keep one of the two` })
      continue
    }
    langs.set(lang, { abs, file })
  }
  const files: CollectionFile[] = []
  for (const [id, langs] of byId) {
    const original = langs.get(DEFAULT_LOCALE)
    if (!original) {
      // Reported once, by the English load.
      if (locale === DEFAULT_LOCALE) {
        for (const { file } of langs.values()) {
          problems.push({ file, field: '', message: `a translation needs its English original: ${display(path.join(absDir, `${id}.${DEFAULT_LOCALE}${extension}`))} is missing` })
        }
      }
      continue
    }
    found.add(id)
    const own = locale !== DEFAULT_LOCALE ? langs.get(locale) : undefined
    // The content manager writes, beside a new English entry, a file of its other language holding
    // only the fields it copies: no words yet, so not a translation yet.
    const translated = own && hasWords(schema, run.readText(own.abs), own.abs) ? own : undefined
    files.push(translated ? { id, ...translated, lang: locale, original } : { id, ...original, lang: DEFAULT_LOCALE })
  }
  return files
}
