import './styles/layers.css'
import './styles/fonts.css'
import './styles/tokens.css'
import './styles/base.css'
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { InjectFilterEntry, PageContextServer } from 'vike/types'
import { Layout } from '../components/Layout/Layout'
import { IslandScope } from '../components/islands/Island'
import type { Content } from '../lib/content'
import { buildMoment } from '../lib/content/schedule'
import { editLinksShown } from '../lib/editing'
import { canonicalPath, DEFAULT_SHARE_IMAGE, documentTitle, type PageHead } from '../lib/head'
import { lastModified } from '../lib/lastModified'
import { pageLocale } from '../lib/pageLanguage'
import { noteRead, pageLocalizedContent, pageRendered } from '../lib/pageReads'
import { BLOG_LISTING } from '../lib/blog'
import { routeOf, speculationRules } from '../lib/routes'
import { feedPath } from '../lib/feed'
import { escapeHtmlAttribute, jsonInScript } from '../lib/shared/escape'
import { fillText, formatDate } from '../lib/shared/format'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, localizePath, type Locale } from '../lib/shared/locales'
import { structuredData } from '../lib/structuredData'
import { buildShell } from '../lib/shell'
import { LocaleProvider } from '../components/locale'
import { PageContextProvider } from './usePageContext'

function headOf(pageContext: PageContextServer, content: Content): PageHead {
  if (pageContext.is404 || pageContext.errorWhileRendering || pageContext.abortStatusCode) {
    const nf = content.pages.notFound
    return { title: nf.title, description: nf.description, noindex: true }
  }
  const head = (pageContext.data as { head?: PageHead } | undefined)?.head
  if (!head) throw new Error(`The +data hook of ${pageContext.urlPathname} must return { head: { title, description } }`)
  return head
}

export function onRenderHtml(pageContext: PageContextServer) {
  const locale = pageLocale(pageContext)
  // Through views that note what the page reads, while the build records (lib/pageReads.ts).
  const localized = pageLocalizedContent(pageContext)
  const content = localized[locale]
  const { site } = content
  const shell = buildShell(content)
  const head = headOf(pageContext, content)
  const Page = pageContext.Page
  if (!Page) throw new Error(`No page component for ${pageContext.urlPathname}`)

  // The page's address without its language prefix (Vike routes that one), and what the route
  // table decided about it; the not-found page has no route.
  const pathname = canonicalPath(pageContext.urlPathname)
  const route = head.noindex ? undefined : routeOf(localized, pathname, locale)
  if (route) noteRead(pageContext, ['route', route.path])
  const indexed = route?.indexed ?? false
  const fallback = route?.fallback
  const languages = LOCALES.map((l) => ({
    tag: LOCALE_INFO[l].tag,
    name: localized[l].site.ui.languageName,
    short: localized[l].site.ui.languageShort,
    href: route ? route.versions[l] : localizePath('/', l),
    current: l === locale,
  }))
  const editHref =
    route && site.repository && editLinksShown(site.repository) ? `${site.repository.url.replace(/\/$/, '')}/edit/${site.repository.branch}/${route.edit}` : undefined
  const body = renderToString(
    <PageContextProvider pageContext={pageContext}>
      <LocaleProvider locale={locale}>
        <IslandScope>
          <Layout
            shell={shell}
            currentPath={pageContext.urlPathname}
            year={new Date(buildMoment()).getFullYear()}
            searchable={indexed && !head.unsearchable}
            edit={editHref && site.repository ? { href: editHref, label: site.repository.editLabel } : undefined}
            languages={languages}
            unpublished={
              route?.unpublished
                ? 'scheduled' in route.unpublished
                  ? fillText(site.ui.scheduledNote, { date: formatDate(route.unpublished.scheduled, 'long', locale) })
                  : site.ui.draftNote
                : undefined
            }
            fallback={
              fallback
                ? {
                    lang: LOCALE_INFO[route!.source.lang].tag,
                    whole: fallback === 'page',
                    ...(route!.collection === 'posts'
                      ? { note: site.ui.untranslatedPost, link: { href: BLOG_LISTING, label: site.ui.translatedPostsLink } }
                      : { note: site.ui.untranslated }),
                  }
                : undefined
            }
          >
            <Page />
          </Layout>
        </IslandScope>
      </LocaleProvider>
    </PageContextProvider>,
  )

  const title = documentTitle(site.name, head.title)
  // The page's address in each language, as the route table has it.
  const address = (l: Locale) => new URL(route ? route.versions[l] : localizePath(pathname, l), site.url).href
  const canonical = address(locale)
  const robots = !indexed ? escapeInject`<meta name="robots" content="noindex">` : escapeInject`<link rel="canonical" href="${canonical}">`
  // The same page in every language it is written in, and English for visitors of any other language.
  const alternates = route?.alternates ?? []
  const hreflang =
    alternates.length > 1
      ? dangerouslySkipEscape(
          [...alternates.map((l) => [LOCALE_INFO[l].tag, address(l)]), ['x-default', address(DEFAULT_LOCALE)]]
            .map(([tag, href]) => `<link rel="alternate" hreflang="${tag}" href="${escapeHtmlAttribute(href!)}">`)
            .join(''),
        )
      : ''
  const ogAlternates = dangerouslySkipEscape(
    alternates
      .filter((l) => l !== locale)
      .map((l) => `<meta property="og:locale:alternate" content="${LOCALE_INFO[l].og}">`)
      .join(''),
  )
  const shareImage = new URL(head.image ?? DEFAULT_SHARE_IMAGE, site.url).href
  // The last change of the page's own file, read back by the build for sitemap.xml.
  const modified = head.article?.modified ?? (route ? (noteRead(pageContext, ['modified', route.source.file]), lastModified(content, route.source.file)) : undefined)
  const dates = escapeInject`${modified ? escapeInject`<meta name="dcterms.modified" content="${modified}">` : ''}${
    head.article ? escapeInject`<meta property="article:published_time" content="${head.article.published}"><meta property="article:author" content="${head.article.author}">` : ''
  }`
  const ld = !indexed ? [] : structuredData(site, head, pathname, site.name, locale)

  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${LOCALE_INFO[locale].tag}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <meta name="description" content="${head.description}">
    <meta name="keywords" content="${site.keywords.join(', ')}">
    ${robots}${hreflang}
    <meta property="og:type" content="${head.article ? 'article' : 'website'}">
    <meta property="og:site_name" content="${site.name}">
    <meta property="og:locale" content="${LOCALE_INFO[route?.source.lang ?? locale].og}">${ogAlternates}
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${head.description}">
    <meta property="og:url" content="${canonical}">
    <meta property="og:image" content="${shareImage}">
    <meta name="twitter:card" content="summary_large_image">
    <meta name="twitter:title" content="${title}">
    <meta name="twitter:description" content="${head.description}">
    <meta name="twitter:image" content="${shareImage}">
    ${dates}
    <meta name="theme-color" content="#0b1224">
    <link rel="icon" href="/favicon.ico" sizes="32x32">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
    <link rel="manifest" href="/manifest.webmanifest">
    <link rel="alternate" type="application/atom+xml" title="${site.name} blog" href="${feedPath(locale)}">
    ${dangerouslySkipEscape(ld.map((item) => `<script type="application/ld+json">${jsonInScript(item)}</script>`).join(''))}
    ${dangerouslySkipEscape(`<script type="speculationrules">${jsonInScript(speculationRules())}</script>`)}
  </head>
  <body>${dangerouslySkipEscape(body)}</body>
</html>`

  pageRendered(pageContext)
  return { documentHtml, injectFilter }
}

/**
 * Preload both faces of the site's font, and the modules the client entry imports statically, so
 * they download in parallel with it. Every page needs Latin Extended too (the language switcher
 * reads "Română" on every page, Romanian text is full of ă, ș, ț): found only when the page is
 * first laid out, it arrived after that layout and made the browser lay out every line again, a
 * 40–100 ms task on a busy phone.
 */
function injectFilter(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'font' && !/manrope-latin(-ext)?-wght-normal/.test(asset.src)) asset.inject = false
    if (asset.assetType === 'script' && !asset.inject) asset.inject = 'HTML_END'
  }
}
