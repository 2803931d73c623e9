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
import { keepUnchanged, outputFile, type ReadsSession } from '../../lib/pageReads'
import { pagesToRender } from '../../lib/routes'
import { listFiles } from './buildCache'
import { REPO_ROOT } from './bundleInputs'

const HOOK = '+onBeforePrerenderStart.ts'

/** What the pages' onBeforePrerenderStart() hooks list now: the addresses of the collections' entries. */
async function hookAddresses(): Promise<string[]> {
  const hooks = listFiles(path.join(REPO_ROOT, 'pages')).filter((file) => path.basename(file) === HOOK)
  const listed = await Promise.all(
    hooks.map(async (file) => {
      // A path of this form, relative and with only the folder left open, is one a bundler of the build's scripts follows (scripts/run.mjs).
      const hook = (await import(`../../pages/${path.dirname(file).split(path.sep).join('/')}/+onBeforePrerenderStart.ts`)) as { onBeforePrerenderStart: () => unknown }
      const urls = (await hook.onBeforePrerenderStart()) as Array<string | { url: string }>
      return urls.map((u) => (typeof u === 'string' ? u : u.url))
    }),
  )
  return listed.flat()
}

/** The address Vike's prerender gives the not-found page (and the records keep it by). */
const NOT_FOUND = '/404'

/**
 * Renders into `outDir`/client every page of this build that is not kept, with the server entry in
 * `outDir`/server; the pages and their route table are the ones Vike's prerender would have.
 */
export async function renderChangedPages(outDir: string, session: ReadsSession, statics: string[]): Promise<void> {
  session.statics = statics
  const pages = pagesToRender(getLocalizedContent(), [...statics, ...(await hookAddresses())].map(canonicalPath), NOT_FOUND)
  const toRender = pages.filter(({ url, is404 }) => !keepUnchanged(url, outputFile(url, is404)))
  if (toRender.length === 0) return
  await import(pathToFileURL(path.join(outDir, 'server', 'entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  for (const { url, is404 } of toRender) {
    // The not-found page is rendered where no page is: Vike's own address for it is answered with a redirect to `/404/`.
    const at = is404 ? `${url}/` : url
    if (at !== url) session.renderedAs.set(at, url)
    const pageContext = await renderPage({ urlOriginal: at })
    const response = pageContext.httpResponse
    if (!response || response.statusCode !== (is404 ? 404 : 200)) {
      const cause = (pageContext as { errorWhileRendering?: unknown }).errorWhileRendering
      throw new Error(`The page ${url} could not be rendered (${response ? `it answered ${response.statusCode}` : 'no answer'})`, { cause })
    }
    const file = outputFile(url, is404)
    fs.mkdirSync(path.dirname(path.join(outDir, 'client', file)), { recursive: true })
    fs.writeFileSync(path.join(outDir, 'client', file), response.body)
  }
}
