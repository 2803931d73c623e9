import fs from 'node:fs'
import path from 'node:path'
import sirv from 'sirv'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import type * as DevRedirects from './lib/devRedirects'
import type * as SecurityHeaders from './lib/securityHeaders'
import type * as CmsConfig from './scripts/lib/cmsConfig'
import type * as ImageVariants from './lib/imageVariants'
import { cmsBackendProxy, localBackendPath, localOrigin, requestHead, sessionFromEnv } from './scripts/lib/cmsBackendProxy.ts'
import { saveHooks } from './scripts/lib/cmsSaves.ts'
import { WORKFLOW_BASE_ENV } from './scripts/lib/cmsWorkflow.ts'
import { MEDIA_POLICY } from './lib/mediaPolicy.ts'

/**
 * Content lives outside the module graph: serve content/media at /media in dev, and reload the
 * site's pages when a Markdown or YAML file changes so an editor sees the edit at once.
 */
function contentFiles(): Plugin {
  // As lib/content/load.ts finds it.
  const contentDir = path.resolve(process.env.SITE_CONTENT_DIR || 'content')
  return {
    name: 'site-content',
    configureServer(server) {
      // With the policy the built site's _headers gives them: a file there runs nothing.
      const mediaHeaders = (res: { setHeader: (name: string, value: string) => unknown }) => {
        res.setHeader('Content-Security-Policy', MEDIA_POLICY)
        res.setHeader('X-Content-Type-Options', 'nosniff')
      }
      server.middlewares.use('/media', sirv(path.join(contentDir, 'media'), { dev: true, setHeaders: mediaHeaders }))
      // The redirects from site.yaml, as the preview server and static hosts apply them.
      server.middlewares.use((req, res, next) => {
        const load = server.ssrLoadModule('/lib/devRedirects.ts') as Promise<typeof DevRedirects>
        load.then(({ findRedirect }) => {
          const target = findRedirect(new URL(req.url ?? '/', 'http://localhost').pathname)
          if (!target) return next()
          res.writeHead(301, { Location: target })
          res.end()
        }, next)
      })
      // Picture variants are made on demand in dev; the build makes them from the built HTML.
      server.middlewares.use('/_img', (req, res, next) => {
        const load = server.ssrLoadModule('/lib/imageVariants.ts') as Promise<typeof ImageVariants>
        load
          .then(({ makeVariant }) => makeVariant(`/_img${decodeURIComponent(req.url ?? '')}`, contentDir))
          .then((buffer) => {
            if (!buffer) return next()
            res.setHeader('Content-Type', req.url?.endsWith('.avif') ? 'image/avif' : 'image/webp')
            res.end(buffer)
          }, next)
      })
      // The local backend of `npm run edit` (decap-server, on a socket), on this server's own origin:
      // the content manager's requests, and only those, are passed on (scripts/lib/cmsBackendProxy.ts).
      const session = sessionFromEnv()
      server.middlewares.use(
        cmsBackendProxy({
          session,
          // Each save committed, or (`--workflow`) each published entry merged into this folder's branch.
          ...saveHooks({
            root: process.cwd(),
            repo: session?.repo ?? process.cwd(),
            workflowBase: process.env[WORKFLOW_BASE_ENV],
            log: ({ message, problem }) => server.config.logger[problem ? 'warn' : 'info'](message, { timestamp: true }),
          }),
        }),
      )
      // The content manager (admin/index.html), served as the build serves it at /admin/; its
      // script and the previews go through this server like the site's own code. Here, and only
      // here, it may use the local backend of `npm run edit`: its configuration gets
      // `local_backend`, which the published site leaves out.
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
        if (pathname === '/admin') {
          res.writeHead(301, { Location: '/admin/' })
          return res.end()
        }
        if (pathname === '/admin/config.yml') {
          const load = server.ssrLoadModule('/scripts/lib/cmsConfig.ts') as Promise<typeof CmsConfig>
          load.then(({ withLocalBackend }) => {
            res.setHeader('Content-Type', 'text/yaml; charset=utf-8')
            res.setHeader('Cache-Control', 'no-store')
            const published = fs.readFileSync(path.resolve('public', 'admin', 'config.yml'), 'utf8')
            // The session's address, token included, only for this computer asking by one of its
            // own names (not another machine, not a rebound DNS name); no other origin can read
            // this answer (no CORS, server.cors below). Decap takes only a whole address, on this
            // server's origin as the editor's browser named it.
            const local = localOrigin(requestHead(req))
            res.end(session && local.ok ? withLocalBackend(published, `${local.origin}${localBackendPath(session.token)}`, process.env[WORKFLOW_BASE_ENV]) : published)
          }, next)
          return
        }
        if (pathname !== '/admin/' && pathname !== '/admin/index.html') return next()
        const load = server.ssrLoadModule('/lib/securityHeaders.ts') as Promise<typeof SecurityHeaders>
        load
          .then(async ({ adminHeaders }) => {
            const html = await server.transformIndexHtml('/admin/', fs.readFileSync(path.resolve('admin', 'index.html'), 'utf8'))
            for (const [name, value] of Object.entries(adminHeaders())) res.setHeader(name, value)
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.end(html)
          })
          .catch(next)
      })
      // Not Vite's full reload, which every page obeys, the content manager's too: a save there
      // writes into content/ and would throw the editor out of the entry. The site's pages reload
      // on this event (renderer/+client.ts); the content manager does not listen to it.
      server.watcher.add(contentDir)
      const reload = (file: string) => {
        if (file.startsWith(contentDir + path.sep)) server.ws.send({ type: 'custom', event: 'site:content-changed' })
      }
      server.watcher.on('change', reload)
      server.watcher.on('add', reload)
      server.watcher.on('unlink', reload)
    },
  }
}

/**
 * vanilla-cookieconsent's stylesheet declares its settings (`--cc-*`) on `:root`. Added to a page
 * that is already drawn, a rule on the root element makes the browser work out the style of every
 * element of the page again (custom properties are inherited): a 70 ms task of the home page on a
 * busy phone, for settings only the library's window reads. Declared on the window's own element
 * instead, with no specificity (so components/Consent/settings.css still sets them), only the
 * window is styled.
 */
function cookieconsentStylesScoped(): Plugin {
  return {
    name: 'cookieconsent-styles-scoped',
    enforce: 'pre',
    transform(code, id) {
      if (!/vanilla-cookieconsent\/dist\/cookieconsent\.css($|\?)/.test(id)) return
      if (!code.includes(':root{')) this.error(`vanilla-cookieconsent's stylesheet no longer declares its settings as ":root{": look at ${id} and update this plugin.`)
      return { code: code.replaceAll(':root{', ':where(#cc-main){'), map: null }
    },
  }
}

export default defineConfig({
  plugins: [vike(), contentFiles(), cookieconsentStylesScoped()],
  // npm run build (scripts/build.ts) runs Vike through its API into a fresh folder, and swaps it in
  // only when everything succeeded.
  build: { outDir: 'dist' },
  server: {
    // This machine only (Vike would listen on every address inside a container or on CI); HOST=0.0.0.0
    // shares the site on the network. The content manager's backend answers this machine only, whatever HOST says.
    host: process.env.HOST || '127.0.0.1',
    // Vite lets every localhost origin read its answers by default: no other origin reads this server.
    cors: false,
    // What builds and tests write (dist-e2e, dist-content, a build's temporary folder, the test
    // results) is not the site's source: a build beside the dev server would reload its pages.
    watch: { ignored: ['**/dist/**', '**/dist-*/**', '**/*.build-tmp/**', '**/*.previous/**', '**/.test-results/**', '**/test-results/**', '**/bench/**'] },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
})
