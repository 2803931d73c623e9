/**
 * The content manager at /admin/ (admin/index.html and admin/main.tsx: Decap CMS and the
 * previews), built by Vite on its own into `<client>/admin/`: none of its code is shared with, or
 * loaded by, the pages of the site. Its configuration, public/admin/config.yml, is copied there with
 * the rest of public/ by the site's own build.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type InlineConfig } from 'vite'

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
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

export async function buildAdmin(clientDir: string): Promise<void> {
  await build(adminViteConfig(path.join(clientDir, 'admin')))
}
