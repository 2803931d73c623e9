import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { parse } from 'yaml'
import { sitePages } from '../../../scripts/lib/pageWeight'
import { test } from '../fixtures'

/**
 * The site a project of tests/e2e/content runs on, from the project's metadata: the real content,
 * or (in `npm test`) a copy of it with an editor's additions. Read when a test runs, so one spec
 * serves every such project.
 */
export function siteUnderTest(): { distDir: string; contentDir: string; name: string; origin: string; ui: Record<string, string> } {
  const { distDir, contentDir } = test.info().project.metadata as { distDir: string; contentDir: string }
  // site.en.yaml, or site.yaml in a content folder without languages in its names.
  const file = ['site.en.yaml', 'site.yaml'].map((name) => path.join(contentDir, name)).find((f) => fs.existsSync(f))!
  const site = parse(fs.readFileSync(file, 'utf8')) as { name: string; url: string; ui: Record<string, string> }
  return { distDir, contentDir, name: site.name, origin: site.url.replace(/\/$/, ''), ui: site.ui }
}

/**
 * Every page of the project's baseline build (the real content, for the copy with an editor's
 * additions), listed in its sitemap or not; undefined for a project without one.
 */
export function baselinePaths(): string[] | undefined {
  const { baselineDistDir } = test.info().project.metadata as { baselineDistDir?: string }
  if (!baselineDistDir || !fs.existsSync(path.join(baselineDistDir, 'client'))) return undefined
  return sitePages(baselineDistDir).filter((page) => page !== '/404.html')
}

/** Every page the project's build made, listed in its sitemap or not (a layout the site does not show, a page shown in English). */
export function builtPaths(): string[] {
  return sitePages(siteUnderTest().distDir).filter((page) => page !== '/404.html')
}

const locsOf = (sitemap: string) => [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)

/** The path of every page in the served sitemap. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  return locsOf(await (await request.get('/sitemap.xml')).text())
}
