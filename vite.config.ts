import path from 'node:path'
import sirv from 'sirv'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'

/**
 * Content lives outside the module graph: serve content/media at /media in dev, and reload the
 * page when a Markdown or YAML file changes so an editor sees the edit at once.
 */
function contentFiles(): Plugin {
  const contentDir = path.resolve('content')
  return {
    name: 'site-content',
    configureServer(server) {
      server.middlewares.use('/media', sirv(path.join(contentDir, 'media'), { dev: true }))
      server.watcher.add(contentDir)
      const reload = (file: string) => {
        if (file.startsWith(contentDir)) server.ws.send({ type: 'full-reload', path: '*' })
      }
      server.watcher.on('change', reload)
      server.watcher.on('add', reload)
      server.watcher.on('unlink', reload)
    },
  }
}

export default defineConfig({
  plugins: [vike(), contentFiles()],
  // The build script builds into a fresh folder and swaps it in only when everything succeeded.
  build: { outDir: process.env.SITE_OUT_DIR ?? 'dist' },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
})
