/**
 * The site's client and server bundles (what `vike build` makes before it prerenders), kept in the
 * build cache and used again while nothing they are made of has changed: a change to content/
 * never touches them, since the pages read the content when they are rendered, not when they are
 * bundled.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { hashFiles, listFiles } from './buildCache'
import { bundleSettings, projectFiles, REPO_ROOT, settingsSlot } from './bundleInputs'

const require = createRequire(import.meta.url)

/**
 * What the bundles are made of, besides the modules they hold: the site's code folders (their
 * stylesheets, pictures and +config files too), the files public/ copies in, the configuration and
 * the locked packages. A module of the bundles outside these (found in their output) is added to
 * the key by name.
 */
export const BUNDLE_SOURCES = ['lib', 'components', 'pages', 'renderer', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'] as const

interface BundleManifest {
  key: string
  /** Project files the bundles hold that BUNDLE_SOURCES does not cover. */
  extra: string[]
  /** Every file of the saved bundles, with its size. */
  files: Array<[string, number]>
}

/** The key of bundles made from the sources, `extra` and the settings by this file's code. */
export function bundleKey(extra: readonly string[] = []): string {
  const hash = createHash('sha256').update(`${bundleSettings()}\0`)
  return hashFiles(hash, REPO_ROOT, [...BUNDLE_SOURCES, ...extra, path.relative(REPO_ROOT, fileURLToPath(import.meta.url))]).digest('hex')
}

/** A Vite plugin that notes the project's own modules of every bundle it sees written, for `saveBundle`. */
export function moduleRecorder(): { plugin: Plugin; modules: Set<string> } {
  const modules = new Set<string>()
  const plugin: Plugin = {
    name: 'site-bundle-modules',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) if (item.type === 'chunk') for (const file of projectFiles(item.moduleIds)) modules.add(file)
    },
  }
  return { plugin, modules }
}

const covered = (file: string) => BUNDLE_SOURCES.some((source) => file === source || file.startsWith(`${source}/`))

/** Keeps the bundles just made in `outDir` (before anything is prerendered into it) in the build cache's `cacheRoot`. */
export function saveBundle(outDir: string, cacheRoot: string, modules: Iterable<string>): void {
  const cacheDir = settingsSlot(cacheRoot)
  fs.rmSync(cacheDir, { recursive: true, force: true })
  fs.cpSync(outDir, path.join(cacheDir, 'files'), { recursive: true })
  const files = listFiles(path.join(cacheDir, 'files')).map((file): [string, number] => [file, fs.statSync(path.join(cacheDir, 'files', file)).size])
  const extra = [...modules].filter((file) => !covered(file)).sort()
  const manifest: BundleManifest = { key: bundleKey(extra), extra, files }
  // Written last: a cache interrupted before this line has no manifest, and is bundled again.
  fs.writeFileSync(path.join(cacheDir, 'manifest.json'), JSON.stringify(manifest))
}

/**
 * Copies the bundles saved under `cacheRoot` into `outDir` when they were made from the code as it is now. Returns
 * why not otherwise: none saved, the code changed, or the saved files are incomplete.
 */
export function restoreBundle(outDir: string, cacheRoot: string): { restored: true } | { restored: false; why: string; broken: boolean } {
  const cacheDir = settingsSlot(cacheRoot)
  let manifest: Partial<BundleManifest>
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(cacheDir, 'manifest.json'), 'utf8')) as Partial<BundleManifest>
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
    return { restored: false, why: missing ? 'no bundle saved yet' : "the saved bundle's manifest cannot be read", broken: !missing }
  }
  if (typeof manifest.key !== 'string' || !Array.isArray(manifest.extra) || !Array.isArray(manifest.files)) {
    return { restored: false, why: "the saved bundle's manifest is incomplete", broken: true }
  }
  if (manifest.key !== bundleKey(manifest.extra)) return { restored: false, why: 'the code changed', broken: false }
  for (const [file, size] of manifest.files) {
    let actual: number | undefined
    try {
      actual = fs.statSync(path.join(cacheDir, 'files', file)).size
    } catch {
      // Missing: reported below.
    }
    if (actual !== size) return { restored: false, why: `the saved bundle is incomplete (${file} ${actual === undefined ? 'is missing' : 'has changed'})`, broken: true }
  }
  fs.cpSync(path.join(cacheDir, 'files'), outDir, { recursive: true })
  return { restored: true }
}

/** The modules outside BUNDLE_SOURCES that the saved bundles hold, for their key; none when nothing is saved. */
export function savedModules(cacheRoot: string): string[] {
  const cacheDir = settingsSlot(cacheRoot)
  try {
    const { extra } = JSON.parse(fs.readFileSync(path.join(cacheDir, 'manifest.json'), 'utf8')) as Partial<BundleManifest>
    return Array.isArray(extra) ? extra : []
  } catch {
    return []
  }
}

/**
 * Vike finds the server bundle to prerender with through a file that each bundling writes into
 * node_modules (@brillout/vite-plugin-server-entry's autoImporter.js): the last bundling's folder,
 * which is another build's (and gone) when the bundles were copied from the cache. Set back to the
 * state the package ships it in, it makes Vike look in the folder being prerendered.
 */
export function forgetLastServerEntry(): void {
  const file = path.join(path.dirname(require.resolve('@brillout/vite-plugin-server-entry/runtime')), 'autoImporter.js')
  if (!fs.existsSync(file)) throw new Error(`${file} is not there: @brillout/vite-plugin-server-entry has changed, look at how Vike finds its server bundle now.`)
  fs.writeFileSync(file, "export const status = 'UNSET';\n")
}
