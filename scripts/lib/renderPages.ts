/**
 * Renders the pages whose reads changed with the server bundle's own `renderPage()`, without
 * Vike's prerender: that loads Vite and Vike's configuration (a second and more) and routes every
 * address before it renders one. It is used when the bundles are the ones the last prerender
 * rendered with (the page records' key), so the pages Vike found by their folders are the ones it
 * noted then; the pages the onBeforePrerenderStart() hooks list are asked of the hooks again, as
 * they follow the content. The HTML is the same as the prerender's (the incremental-build test
 * compares the two byte for byte).
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { getLocalizedContent } from '../../lib/content'
import { canonicalPath } from '../../lib/head'
import { keepUnchanged, notePageIdentity, outputFile, pageIdentity, type ReadsSession } from '../../lib/pageReads'
import { buildRouteTable, provideRouteTable } from '../../lib/routes'
import { localizePath, LOCALES } from '../../lib/shared/locales'
import { listFiles } from './buildCache'
import { REPO_ROOT } from './bundleInputs'

const HOOK = '+onBeforePrerenderStart.ts'

/** What the pages' onBeforePrerenderStart() hooks list now: the addresses of the collections' entries. */
async function hookAddresses(): Promise<string[]> {
  const hooks = listFiles(path.join(REPO_ROOT, 'pages')).filter((file) => path.basename(file) === HOOK)
  const listed = await Promise.all(
    hooks.map(async (file) => {
      const hook = (await import(pathToFileURL(path.join(REPO_ROOT, 'pages', file)).href)) as { onBeforePrerenderStart: () => unknown }
      const urls = (await hook.onBeforePrerenderStart()) as Array<string | { url: string }>
      return urls.map((u) => (typeof u === 'string' ? u : u.url))
    }),
  )
  return listed.flat()
}

/**
 * Renders into `outDir`/client every page of this build that is not kept, with the server entry in
 * `outDir`/server; the route table is made as renderer/+onPrerenderStart.ts makes it.
 */
export async function renderChangedPages(outDir: string, session: ReadsSession, statics: string[]): Promise<void> {
  const table = buildRouteTable(getLocalizedContent(), [...statics, ...(await hookAddresses())].map(canonicalPath))
  provideRouteTable(table)
  session.statics = statics
  const pages = [
    ...table.routes.map((route) => ({ url: route.path, is404: false })),
    // The not-found page in every language, recorded at Vike's address for it, rendered where no page is.
    ...LOCALES.map((locale) => ({ url: localizePath('/404', locale), is404: true })),
  ]
  const toRender = pages.filter(({ url, is404 }) => !keepUnchanged(url, outputFile(url, is404)))
  if (toRender.length === 0) return
  await import(pathToFileURL(path.join(outDir, 'server', 'entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  for (const { url, is404 } of toRender) {
    const at = is404 ? `${url}/` : url
    if (at !== url) session.renderedAs.set(at, url)
    const pageContext = await renderPage({ urlOriginal: at })
    const response = pageContext.httpResponse
    if (!response || response.statusCode !== (is404 ? 404 : 200)) {
      const cause = (pageContext as { errorWhileRendering?: unknown }).errorWhileRendering
      throw new Error(`The page ${url} could not be rendered (${response ? `it answered ${response.statusCode}` : 'no answer'})`, { cause })
    }
    const file = path.join(outDir, 'client', outputFile(url, is404))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, response.body)
    notePageIdentity(url, pageIdentity(pageContext as Parameters<typeof pageIdentity>[0]))
  }
}
