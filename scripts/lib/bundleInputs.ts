/**
 * What the build caches know of a Vite bundle of this project (the site's, scripts/lib/siteBundle.ts,
 * and the content manager's, scripts/lib/buildAdmin.ts): the settings it is made with, where the
 * one made with this build's settings is kept, and which of the project's files it holds.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The settings a bundle is made with: the VITE_ ones are written into its code, and NODE_ENV decides what it holds. */
export function bundleSettings(): string {
  const settings = Object.keys(process.env)
    .filter((name) => name.startsWith('VITE_'))
    .sort()
    .map((name) => `${name}=${process.env[name]}`)
  return `${settings.join('\0')}\0NODE_ENV=${process.env.NODE_ENV}`
}

/**
 * Where the bundle made with this build's settings is kept under `dir`: one place per set of
 * settings, so that builds with different e-mail settings (the test suite's) do not replace each other's.
 */
export function settingsSlot(dir: string): string {
  return path.join(dir, createHash('sha256').update(bundleSettings()).digest('hex').slice(0, 16))
}

/** The project's own files (relative, with /) among a bundle's module ids: not node_modules, not virtual modules. */
export function projectFiles(moduleIds: Iterable<string>): string[] {
  const files = new Set<string>()
  for (const id of moduleIds) {
    const file = id.split('?')[0]!
    if (file.startsWith('\0') || !path.isAbsolute(file) || file.includes(`${path.sep}node_modules${path.sep}`)) continue
    const rel = path.relative(REPO_ROOT, file)
    if (!rel.startsWith('..') && fs.existsSync(file)) files.add(rel.split(path.sep).join('/'))
  }
  return [...files].sort()
}
