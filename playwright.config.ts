import fs from 'node:fs'
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium'
import { e2eSettings, GITHUB_STAND_IN } from './scripts/lib/testSites/settings'

const { port, hostPort, fakeEmailPort, noKeysPort, noKeysDistDir, distDir, contentPort, contentDistDir, editedPort, editedDistDir, editedContentDir } = e2eSettings()
/**
 * `content` (set by `npm run test:content`): only the invariants of the real content's build, for a
 * pull request that changes nothing but content; nothing else is built, served or run.
 */
const contentTier = process.env.E2E_TIER === 'content'

// The built fixture site, served exactly as `npm run preview` serves it.
const fixtureServers: NonNullable<PlaywrightTestConfig['webServer']> & unknown[] = [
  {
    command: 'node --import tsx scripts/serve.ts',
    env: { PORT: String(port), SITE_DIST_DIR: distDir, HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 90_000,
  },
  // The same build on Cloudflare Pages' own runtime (workerd), for the host specs: its _headers,
  // _redirects and not-found pages read by the host's code, not ours. workerd takes several seconds
  // to start, more on a busy machine.
  {
    command: 'node --import tsx scripts/host.ts',
    // Quiet: the host specs provoke its errors on purpose (the `_headers` file asked for).
    env: {
      PORT: String(hostPort),
      SITE_DIST_DIR: distDir,
      HOST: '127.0.0.1',
      HOST_LOG_LEVEL: 'none',
      // The content manager's GitHub sign-in (functions/admin), against the stand-in for GitHub.
      GITHUB_CLIENT_ID: GITHUB_STAND_IN.clientId,
      GITHUB_CLIENT_SECRET: GITHUB_STAND_IN.secret,
      GITHUB_OAUTH_ORIGIN: `http://127.0.0.1:${fakeEmailPort}`,
    },
    url: `http://127.0.0.1:${hostPort}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
  // The stand-in for the e-mail service the site was built to talk to (VITE_EMAILJS_ORIGIN).
  {
    command: 'node --import tsx tests/e2e/support/fakeEmailApi.ts',
    env: { FAKE_EMAIL_PORT: String(fakeEmailPort) },
    url: `http://127.0.0.1:${fakeEmailPort}/__control/health`,
    reuseExistingServer: false,
    timeout: 90_000,
  },
]
const servers = contentTier ? [] : fixtureServers
// A second build without the e-mail settings, to see what visitors get when they are missing.
if (!contentTier && fs.existsSync(`${noKeysDistDir}/client/404.html`)) {
  servers.push({
    command: 'node --import tsx scripts/serve.ts',
    env: { PORT: String(noKeysPort), SITE_DIST_DIR: noKeysDistDir, HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${noKeysPort}/`,
    reuseExistingServer: false,
    timeout: 90_000,
  })
}

// The real content, and a copy of it with an editor's additions, for the specs in
// tests/e2e/content/ (what must hold whatever the content says).
const contentSites = [
  { name: 'content', port: contentPort, distDir: contentDistDir, contentDir: 'content' },
  // The copy is checked against the real content's build: its new pages in full, the rest by sample.
  { name: 'edited-content', port: editedPort, distDir: editedDistDir, contentDir: editedContentDir, baselineDistDir: contentDistDir },
].filter((site) => fs.existsSync(`${site.distDir}/client/404.html`) && (!contentTier || site.name === 'content'))
for (const site of contentSites) {
  servers.push({
    command: 'node --import tsx scripts/serve.ts',
    env: { PORT: String(site.port), SITE_DIST_DIR: site.distDir, HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${site.port}/`,
    reuseExistingServer: false,
    timeout: 90_000,
  })
}

const phone = { browserName: 'chromium', viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } as const
const desktop = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const

// The behavioural specs, on the fixture site. A behaviour is tested once, on a phone (where most
// visitors are), unless the width changes it: `@desktop` tests run on desktops only, `@widths`
// tests (what differs between the widths) on both.
const behaviourProjects = [
  { name: 'phone', use: phone, testIgnore: 'content/**', grepInvert: /@desktop|@host|@functions/ },
  { name: 'desktop', use: desktop, testIgnore: 'content/**', grep: /@desktop|@widths|@host/ },
  // What the host decides (headers, redirects, not-found pages, trailing slashes), on Cloudflare's
  // runtime too: the `@host` tests, which also run above against our preview server; and the
  // `@functions` tests, of the Pages Functions only the host runs (our preview server has none).
  { name: 'host', use: { ...desktop, baseURL: `http://127.0.0.1:${hostPort}` }, testIgnore: 'content/**', grep: /@host|@functions/ },
]

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One browser page per core: a third worker made every test slower on a two-core machine (each
  // new page starts a renderer process, which is most of a short test's time).
  workers: 2,
  timeout: 30_000,
  // A first run on a busy two-core machine: a page's script or a hydration can take several seconds.
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    ...(contentTier ? [] : behaviourProjects),
    // What must hold on the real content: on phones (one page of each kind) and desktops. The copy
    // with an editor's additions is checked on desktops.
    ...contentSites.flatMap((site) => {
      const common = { testMatch: 'content/**/*.spec.ts', metadata: { distDir: site.distDir, contentDir: site.contentDir, baselineDistDir: site.baselineDistDir } }
      const baseURL = `http://localhost:${site.port}`
      return [
        ...(site.name === 'content' ? [{ name: `${site.name}-phone`, use: { ...phone, baseURL }, grepInvert: /@desktop/, ...common }] : []),
        { name: `${site.name}-desktop`, use: { ...desktop, baseURL }, ...common },
      ]
    }),
  ],
  webServer: servers,
})
