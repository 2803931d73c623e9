import type { Config } from 'vike/types'

export default {
  // Every route is rendered to HTML at build time.
  prerender: true,
  // Plain links between static pages: no client router.
  clientRouting: false,
  // One trailing-slash policy for every URL: /privacy-policy/.
  trailingSlash: true,
  // Pages are server-only: their code and content never reach the browser. Only the islands'
  // code does, loaded by +client.ts.
  meta: { Page: { env: { server: true, client: false } } },
  clientHooks: false,
  passToClient: [],
} satisfies Config
