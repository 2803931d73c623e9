/**
 * The content manager at /admin/ (admin/index.html and admin/main.tsx: Decap CMS and the
 * previews), built by Vite on its own into `<client>/admin/`: none of its code is shared with, or
 * loaded by, the pages of the site. Its configuration, public/admin/config.yml, is copied there with
 * the rest of public/ by the site's own build.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { InlineConfig, Rolldown } from 'vite'
import { bundleSettings, projectFiles, REPO_ROOT, settingsSlot } from './bundleInputs'

export const ADMIN_SOURCE = path.join(REPO_ROOT, 'admin')

/** The Vite settings of the admin page; `outDir` is where its files go. */
export function adminViteConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    root: ADMIN_SOURCE,
    base: '/admin/',
    publicDir: false,
    logLevel: 'warn',
    css: { modules: { localsConvention: 'camelCaseOnly' } },
    build: {
      outDir,
      emptyOutDir: false,
      // One stylesheet, linked by the page from the start: the previews' rules are in it although
      // their code loads later, so the preview frame gets them with the rest (admin/main.tsx).
      cssCodeSplit: false,
      // Decap is one large application; its size is reported by `npm run bench`, not warned about.
      chunkSizeWarningLimit: 8000,
      reportCompressedSize: false,
      rolldownOptions: {
        // Decap's dependencies use eval and 'use client'; both are theirs to fix and change nothing
        // here, so their warnings would only hide the ones that matter.
        onwarn(warning, warn) {
          if ((warning.code === 'EVAL' || warning.code === 'MODULE_LEVEL_DIRECTIVE') && /node_modules/.test(warning.id ?? warning.message)) return
          warn(warning)
        },
      },
    },
  }
}

/** Raised whenever what the cache holds, or how it is keyed, changes shape: an older cache is then not read. */
const CACHE_VERSION = 1

/** What a cached bundle was made from: the project's files the bundle holds, and the key of their contents. */
interface AdminManifest {
  version: number
  key: string
  /** Project files (relative to the project) that went into the bundle. */
  inputs: string[]
}

/**
 * The key of a bundle made from `inputs`: their contents, the locked package versions (every
 * dependency, Decap among them), this file (the Vite settings) and the VITE_ settings a bundle
 * can read. A file no longer there counts as empty.
 */
function adminKey(inputs: readonly string[]): string {
  const hash = createHash('sha256').update(`v${CACHE_VERSION}\0`)
  hash.update(bundleSettings()).update('\0')
  for (const file of [...inputs, 'package-lock.json', path.relative(REPO_ROOT, fileURLToPath(import.meta.url))]) {
    hash.update(file).update('\0')
    try {
      hash.update(fs.readFileSync(path.join(REPO_ROOT, file)))
    } catch {
      // Gone: counts as empty, so the key changes.
    }
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** Where the content manager's bundle made with this build's settings is kept under the build cache `cacheDir`. */
export function adminCacheDir(cacheDir: string): string {
  return settingsSlot(path.join(cacheDir, 'admin'))
}

/** The project's own files among the modules of a Vite build's output (not node_modules, not virtual modules). */
function projectInputs(output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[]): string[] {
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output.filter((item) => item.type === 'chunk'))
  // The page itself is the build's input, not a module of any chunk.
  return [...new Set([...projectFiles(chunks.flatMap((chunk) => chunk.moduleIds)), 'admin/index.html'])].sort()
}

/**
 * Builds the content manager into `<clientDir>/admin/`, or copies the bundle made last time when
 * nothing it was made from has changed (its files, the packages, the settings): an editor's change
 * to content/ never touches it. `cacheDir` is the build cache the last bundle is kept in; without
 * one, it is built afresh. Returns how it was made, for the build's report.
 */
export async function buildAdmin(clientDir: string, { cacheDir }: { cacheDir?: string } = {}): Promise<'built' | 'reused'> {
  const outDir = path.join(clientDir, 'admin')
  const cached = cacheDir && adminCacheDir(cacheDir)
  const manifestFile = cached && path.join(cached, 'manifest.json')
  if (cached && manifestFile) {
    const manifest = readManifest(manifestFile)
    if (manifest && manifest.version === CACHE_VERSION && manifest.key === adminKey(manifest.inputs) && fs.existsSync(path.join(cached, 'files', 'index.html'))) {
      fs.cpSync(path.join(cached, 'files'), outDir, { recursive: true })
      return 'reused'
    }
  }
  // Vite is loaded only to bundle: half a second of every build that keeps the bundle.
  const { build } = await import('vite')
  const output = (await build(adminViteConfig(outDir))) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
  if (cached && manifestFile) {
    const inputs = projectInputs(output)
    fs.rmSync(cached, { recursive: true, force: true })
    fs.mkdirSync(cached, { recursive: true })
    fs.cpSync(outDir, path.join(cached, 'files'), { recursive: true })
    // Written last: a cache interrupted before this line has no manifest, and is built again.
    const manifest: AdminManifest = { version: CACHE_VERSION, key: adminKey(inputs), inputs }
    fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2))
  }
  return 'built'
}

/** The manifest of a cached bundle; undefined when there is none or it cannot be read (then the bundle is built again). */
function readManifest(file: string): AdminManifest | undefined {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<AdminManifest>
    return typeof data.key === 'string' && Array.isArray(data.inputs) && typeof data.version === 'number' ? (data as AdminManifest) : undefined
  } catch {
    return undefined
  }
}
