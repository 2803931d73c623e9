import './styles/layers.css'
import './styles/fonts.css'
import './styles/tokens.css'
import './styles/base.css'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { InjectFilterEntry, PageContextServer } from 'vike/types'
import { Layout } from '../components/Layout/Layout'
import { IslandScope } from '../components/islands/Island'
import { getContent } from '../lib/content'
import { canonicalPath, documentTitle, type PageHead } from '../lib/head'
import { buildShell } from '../lib/shell'
import { PageContextProvider } from './usePageContext'

function headOf(pageContext: PageContextServer): PageHead {
  const content = getContent()
  if (pageContext.is404 || pageContext.errorWhileRendering || pageContext.abortStatusCode) {
    const nf = content.pages.notFound
    return { title: nf.title, description: nf.description, noindex: true }
  }
  const head = (pageContext.data as { head?: PageHead } | undefined)?.head
  if (!head) throw new Error(`The +data hook of ${pageContext.urlPathname} must return { head: { title, description } }`)
  return head
}

export function onRenderHtml(pageContext: PageContextServer) {
  const content = getContent()
  const { site } = content
  const shell = buildShell(content)
  const head = headOf(pageContext)
  const Page = pageContext.Page
  if (!Page) throw new Error(`No page component for ${pageContext.urlPathname}`)

  const body = renderToString(
    <PageContextProvider pageContext={pageContext}>
      <IslandScope>
        <Layout shell={shell} currentPath={pageContext.urlPathname} year={new Date().getFullYear()}>
          <Page />
        </Layout>
      </IslandScope>
    </PageContextProvider>,
  )

  const title = documentTitle(site.name, head.title)
  const canonical = new URL(canonicalPath(pageContext.urlPathname), site.url).href
  const robots = head.noindex ? escapeInject`<meta name="robots" content="noindex">` : escapeInject`<link rel="canonical" href="${canonical}">`

  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${site.language}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <meta name="description" content="${head.description}">
    <meta name="keywords" content="${site.keywords.join(', ')}">
    ${robots}
    <meta property="og:type" content="website">
    <meta property="og:site_name" content="${site.name}">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${head.description}">
    <meta property="og:url" content="${canonical}">
    <meta name="twitter:card" content="summary">
    <meta name="theme-color" content="#0b1224">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  </head>
  <body>${dangerouslySkipEscape(body)}</body>
</html>`

  return { documentHtml, injectFilter }
}

/**
 * Preload only the Latin font face (Latin Extended loads when a page needs it), and preload the
 * modules the client entry imports statically, so they download in parallel with it.
 */
function injectFilter(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'font' && !/manrope-latin-wght/.test(asset.src)) asset.inject = false
    if (asset.assetType === 'script' && !asset.inject) asset.inject = 'HTML_END'
  }
}
