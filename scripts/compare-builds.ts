/**
 * `npm run compare-builds -- <before> <after> [--check-log <file>] [--check-failed]`: what a change does to the
 * built site, as a pull request's summary in Markdown. It compares two builds' `client` folders
 * page by page (every `index.html`, named by its address) and lists the pages the change adds,
 * changes and removes; with `--check-log`, it adds what `npm run check` said, problem by problem.
 *
 * A page counts as changed when its HTML differs: the file names of the bundled scripts and
 * stylesheets (their content hashes), of the picture variants, the page's last-modified date and the
 * time it was made change with unrelated edits, so they are left out of the comparison (a change of
 * code shows in the pages it changes, not in the styles alone).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Every built page of a `client` folder: its address (`/services/rpa/`) and its file. */
export function builtPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        // Bundles, pictures, the search index and the content manager are not pages.
        if (dir === clientDir && ['assets', '_img', 'pagefind', 'admin', 'media'].includes(entry.name)) continue
        walk(abs)
      } else if (entry.name === 'index.html') {
        const rel = path.relative(clientDir, dir).split(path.sep).join('/')
        pages.set(rel ? `/${rel}/` : '/', abs)
      }
    }
  }
  if (fs.existsSync(clientDir)) walk(clientDir)
  return pages
}

/** A page's HTML without what changes with every build or with other pages' edits. */
export function comparable(html: string): string {
  return (
    html
      .replace(/<meta name="dcterms\.modified"[^>]*>/g, '')
      .replace(/\/assets\/[\w./-]+?[.-][\w-]{8,}\.(js|css|mjs)/g, '/assets/…')
      // When the countdown's page was made.
      .replace(/"renderedAt":\d+/g, '"renderedAt":0')
      .replace(/(\/_img\/[\w./-]+?-\d+)-[0-9a-f]{10}\.(avif|webp)/g, '$1.$2')
  )
}

export interface Comparison {
  added: string[]
  changed: string[]
  removed: string[]
  unchanged: number
}

export function compareBuilds(beforeDir: string, afterDir: string): Comparison {
  const before = builtPages(beforeDir)
  const after = builtPages(afterDir)
  const sorted = (list: Iterable<string>) => [...list].sort()
  const added = sorted([...after.keys()].filter((p) => !before.has(p)))
  const removed = sorted([...before.keys()].filter((p) => !after.has(p)))
  const both = sorted([...after.keys()].filter((p) => before.has(p)))
  const read = (file: string) => comparable(fs.readFileSync(file, 'utf8'))
  const changed = both.filter((p) => read(before.get(p)!) !== read(after.get(p)!))
  return { added, changed, removed, unchanged: both.length - changed.length }
}

/** The problems `npm run check` listed (its `✗` lines), without colour codes. */
export function checkProblems(log: string): string[] {
  // eslint-disable-next-line no-control-regex -- terminal colour codes are what is removed
  const plain = log.replace(/\u001b\[[0-9;]*m/g, '')
  return plain
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('✗'))
}

const list = (title: string, pages: string[]) => (pages.length === 0 ? [] : [`### ${title} (${pages.length})`, '', ...pages.map((p) => `- \`${p}\``), ''])

/** The summary a pull request shows. */
export function summary(comparison: Comparison, problems: string[] = [], checkFailed = false): string {
  const { added, changed, removed, unchanged } = comparison
  const lines = ['## What this change does to the site', '']
  if (checkFailed || problems.length > 0) {
    lines.push('**`npm run check` found problems to fix before this can be merged:**', '')
    if (problems.length) lines.push('```', ...problems, '```', '')
    else lines.push('See the log of the step "npm run check" for the details.', '')
    // The workflow builds nothing until the check passes.
    if (checkFailed) return `${[...lines, 'The site is built once they are fixed.'].join('\n')}\n`
  }
  if (added.length + changed.length + removed.length === 0) lines.push(`No page changes (${unchanged} pages compared).`, '')
  else {
    lines.push(`${added.length} added, ${changed.length} changed, ${removed.length} removed; ${unchanged} unchanged.`, '')
    lines.push(...list('Pages added', added), ...list('Pages changed', changed), ...list('Pages removed', removed))
  }
  lines.push(
    "Pictures of every changed page, phone and desktop, before and after, are attached to this run as the artifact **screenshots**. The built site (artifact **site**) is the pull request's own output: open it only in a throwaway container or virtual machine, never with your own account (docs/deploy.md).",
  )
  return `${lines.join('\n')}\n`
}

export function main(argv: string[], out: (text: string) => void = (t) => process.stdout.write(t)): number {
  const dirs: string[] = []
  let logFile: string | undefined
  let checkFailed = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--check-log') logFile = argv[++i]
    else if (arg === '--check-failed') checkFailed = true
    else if (arg !== '--') dirs.push(arg)
  }
  if (dirs.length !== 2) {
    process.stderr.write('Usage: npm run compare-builds -- <before/client> <after/client> [--check-log <file>] [--check-failed]\n')
    return 1
  }
  const log = logFile && fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''
  out(summary(compareBuilds(dirs[0]!, dirs[1]!), checkProblems(log), checkFailed))
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2))
}
