/**
 * `npm run preview:host`: serves the built site (dist/client, or SITE_DIST_DIR's) with Cloudflare
 * Pages' own local runtime, `wrangler pages dev` on workerd, the host the site is deployed to
 * (docs/deploy.md). Its `_headers`, `_redirects` and not-found pages are read by the host's code,
 * not by ours: the host specs (tests/e2e/host.spec.ts) run against it as well as against
 * `npm run preview` (scripts/serve.ts), which stays the everyday preview because it is ready in
 * under a second where workerd takes several.
 *
 * Nothing is asked of the network: no metrics, no error reports, no update check (the banner), and
 * no download of the `request.cf` sample (a fixed placeholder instead). PORT (default 8788) and
 * HOST (default 127.0.0.1) say where it listens; HOST_LOG_LEVEL how much wrangler prints (warn).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** The Workers runtime's behaviour the functions are written for (the project's setting on the host too, docs/deploy.md). */
const COMPATIBILITY_DATE = '2026-04-01'

const distDir = process.env.SITE_DIST_DIR || 'dist'
const clientDir = path.resolve(distDir, 'client')
if (!fs.existsSync(path.join(clientDir, '404.html'))) {
  console.error(`${distDir}/client is missing or incomplete: run \`npm run build\` first.`)
  process.exit(1)
}

/** What wrangler reads from the environment to stay off the network. */
const OFFLINE = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
} as const

/**
 * The settings the Pages Functions read (functions/: the content manager's GitHub sign-in), given
 * to them from this environment when set, as the project's variables and secrets are on the host.
 */
const FUNCTION_SETTINGS = ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'GITHUB_OAUTH_ORIGIN'] as const
const bindings = FUNCTION_SETTINGS.flatMap((name) => (process.env[name] ? ['--binding', `${name}=${process.env[name]}`] : []))

const wrangler = path.resolve('node_modules/wrangler/bin/wrangler.js')
const args = [
  'pages',
  'dev',
  clientDir,
  '--port',
  process.env.PORT || '8788',
  '--ip',
  process.env.HOST || '127.0.0.1',
  '--log-level',
  process.env.HOST_LOG_LEVEL || 'warn',
  '--compatibility-date',
  COMPATIBILITY_DATE,
  ...bindings,
]
const child = spawn(process.execPath, [wrangler, ...args], { stdio: 'inherit', env: { ...process.env, ...OFFLINE } })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 1))
