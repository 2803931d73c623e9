import fs from 'node:fs'
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium'
import { e2eSettings } from './tests/e2e/support/settings'

const { port, fakeEmailPort, noKeysPort, noKeysDistDir, distDir, contentPort, contentDistDir } = e2eSettings()

// The built fixture site, served exactly as `npm run preview` serves it.
const servers: NonNullable<PlaywrightTestConfig['webServer']> & unknown[] = [
  {
    command: 'node --import tsx scripts/serve.ts',
    env: { PORT: String(port), SITE_DIST_DIR: distDir },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
  // The stand-in for the e-mail service the site was built to talk to (VITE_EMAILJS_ORIGIN).
  {
    command: 'node --import tsx tests/e2e/support/fakeEmailApi.ts',
    env: { FAKE_EMAIL_PORT: String(fakeEmailPort) },
    url: `http://127.0.0.1:${fakeEmailPort}/__control/health`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
]
// A second build without the e-mail settings, to see what visitors get when they are missing.
if (fs.existsSync(`${noKeysDistDir}/client/404.html`)) {
  servers.push({
    command: 'node --import tsx scripts/serve.ts',
    env: { PORT: String(noKeysPort), SITE_DIST_DIR: noKeysDistDir },
    url: `http://localhost:${noKeysPort}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  })
}

// The real content, for the specs in tests/e2e/content/ (what must hold whatever the content says).
const contentBuilt = fs.existsSync(`${contentDistDir}/client/404.html`)
if (contentBuilt) {
  servers.push({
    command: 'node --import tsx scripts/serve.ts',
    env: { PORT: String(contentPort), SITE_DIST_DIR: contentDistDir },
    url: `http://localhost:${contentPort}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  })
}

const phone = { browserName: 'chromium', viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true } as const
const desktop = { browserName: 'chromium', viewport: { width: 1280, height: 800 } } as const
const content = { baseURL: `http://localhost:${contentPort}` }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 3,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    // The behavioural specs, on the fixture site.
    { name: 'phone', use: phone, testIgnore: 'content/**', grepInvert: /@desktop/ },
    { name: 'desktop', use: desktop, testIgnore: 'content/**' },
    // What must hold on the real content.
    ...(contentBuilt
      ? [
          { name: 'content-phone', use: { ...phone, ...content }, testMatch: 'content/**/*.spec.ts', grepInvert: /@desktop/ },
          { name: 'content-desktop', use: { ...desktop, ...content }, testMatch: 'content/**/*.spec.ts' },
        ]
      : []),
  ],
  webServer: servers,
})
