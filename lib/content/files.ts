/**
 * What may be in the content folder at all, checked before any file is read: regular files and
 * folders only, inside the folder, and texts of a reasonable size. A symbolic link in a pull
 * request would otherwise publish a file from outside the repository (the build copies
 * content/media as it is, and the preview serves it), and a text of several megabytes takes a
 * minute and gigabytes to check.
 */
import fs from 'node:fs'
import path from 'node:path'
import { mediaFileProblem, SYSTEM_LITTER } from './media'
import type { ContentProblem } from './problems'

/** The largest Markdown or YAML file the check reads: a long article is about 50 KB. */
export const MAX_TEXT_FILE_BYTES = 512 * 1024

const TEXT_FILE = /\.(md|ya?ml)$/i

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en')} KB`

/**
 * Every file and folder under `root` that the site refuses to read, as problems naming the file;
 * `display` turns an absolute path into the path editors see (content/…).
 */
export function contentFileProblems(root: string, display: (abs: string) => string): ContentProblem[] {
  const problems: ContentProblem[] = []
  if (!fs.existsSync(root)) return problems
  const realRoot = fs.realpathSync(root)
  const media = path.join(root, 'media')
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const abs = path.join(dir, entry.name)
      const file = display(abs)
      if (SYSTEM_LITTER.has(entry.name)) continue
      if (entry.name.startsWith('.')) {
        problems.push({
          file,
          field: '',
          message: `is hidden (its name starts with a dot), so the site never reads it and an editor never sees it: rename it without the dot if it is content, or delete it`,
        })
      } else if (entry.isSymbolicLink()) {
        problems.push({
          file,
          field: '',
          message: `is a link to ${describeTarget(abs)}: the content folder may hold only files and folders of its own; put a copy of the file here instead of a link`,
        })
      } else if (entry.isDirectory()) {
        walk(abs)
      } else if (!entry.isFile()) {
        problems.push({ file, field: '', message: 'is not a file: the content folder may hold only files and folders' })
      } else if (!insideRoot(realRoot, abs)) {
        problems.push({ file, field: '', message: 'lies outside the content folder: the content folder may hold only files and folders of its own' })
      } else if (abs.startsWith(media + path.sep)) {
        const problem = mediaFileProblem(abs)
        if (problem) problems.push({ file, field: '', message: problem })
      } else if (TEXT_FILE.test(entry.name)) {
        const { size } = fs.statSync(abs)
        if (size > MAX_TEXT_FILE_BYTES) {
          problems.push({
            file,
            field: '',
            message: `is ${kilobytes(size)}, more than the ${kilobytes(MAX_TEXT_FILE_BYTES)} a content file may have: split the text into several pages, and keep pictures and documents in content/media`,
          })
        }
      }
    }
  }
  walk(root)
  return problems
}

/**
 * Whether `abs` is a file the content loader may read: a regular file of its own (not a link)
 * under the content folder and not too large. Its problem, if any, is reported by
 * contentFileProblems.
 */
export function isReadableContentFile(root: string, abs: string): boolean {
  try {
    const stat = fs.lstatSync(abs)
    if (!stat.isFile()) return false
    if (TEXT_FILE.test(abs) && stat.size > MAX_TEXT_FILE_BYTES) return false
    return insideRoot(fs.realpathSync(root), abs)
  } catch {
    return false
  }
}

function insideRoot(realRoot: string, abs: string): boolean {
  const real = fs.realpathSync(abs)
  return real === realRoot || real.startsWith(realRoot + path.sep)
}

/** Where a link points, in words that do not reveal more than the link itself says. */
function describeTarget(abs: string): string {
  try {
    return `"${fs.readlinkSync(abs)}"`
  } catch {
    return 'another place'
  }
}

/**
 * Every regular file under `dir` (absolute paths, in name order), never through a link, and not
 * into the folders `skip` names.
 */
export function filesUnder(dir: string, skip: readonly string[] = []): string[] {
  const found: string[] = []
  const walk = (at: string) => {
    if (!fs.existsSync(at)) return
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const abs = path.join(at, entry.name)
      if (entry.isDirectory() && !skip.includes(entry.name)) walk(abs)
      else if (entry.isFile()) found.push(abs)
    }
  }
  walk(dir)
  return found
}

/**
 * The content files written in a language (`*.ro.md`, `*.ro.yaml`), as editors see them, with their
 * absolute paths: for the advice the check gives on words (the glossary, counts). Pictures and the
 * glossaries themselves are left out.
 */
export function languageFiles(root: string, locale: string): Array<{ abs: string; file: string }> {
  const ownLanguage = new RegExp(`\\.${locale}\\.(md|yaml)$`)
  return filesUnder(root, ['media'])
    .filter((abs) => ownLanguage.test(abs) && !path.basename(abs).startsWith('glossary.'))
    .map((abs) => ({ abs, file: `content/${path.relative(root, abs).split(path.sep).join('/')}` }))
}
