import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Content } from './content'

let commitDates: Map<string, string> | undefined

/** The date of the last commit of every file, from one `git log`; empty outside a git checkout. */
function gitDates(): Map<string, string> {
  if (commitDates) return commitDates
  commitDates = new Map()
  try {
    const log = execFileSync('git', ['log', '--format=%x00%cs', '--name-only', '--', 'content'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    let date = ''
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1)
      // Newest first: the first date seen for a file is its last change.
      else if (line && !commitDates.has(line)) commitDates.set(line, date)
    }
  } catch {
    // Not a git checkout (e.g. an unpacked archive): file dates are used instead.
  }
  return commitDates
}

/** When a content file last changed (YYYY-MM-DD): its last commit, or its file date when it has uncommitted edits or none. */
export function lastModified(content: Pick<Content, 'root'>, file: string): string | undefined {
  // `file` is written as editors see it (content/…); the content may have been read from another folder.
  const abs = file.startsWith('content/') ? path.join(content.root, file.slice('content/'.length)) : path.resolve(file)
  if (!fs.existsSync(abs)) return undefined
  const committed = gitDates().get(file)
  const mtime = fs.statSync(abs).mtime.toISOString().slice(0, 10)
  if (!committed) return mtime
  return isDirty(file) ? mtime : committed
}

let dirty: Set<string> | undefined
function isDirty(file: string): boolean {
  if (!dirty) {
    dirty = new Set()
    try {
      const status = execFileSync('git', ['status', '--porcelain', '--', 'content'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      for (const line of status.split('\n')) if (line.length > 3) dirty.add(line.slice(3))
    } catch {
      // Not a git checkout.
    }
  }
  return dirty.has(file)
}
