import fs from 'node:fs'

/** Where `npm test` writes the ports it chose (scripts/test.ts). */
export const PORTS_FILE = '.test-results/e2e-ports.json'

/** The OAuth App the host's sign-in functions are started with in the tests, and what the stand-in for GitHub answers (fakeEmailApi.ts). */
export const GITHUB_STAND_IN = { clientId: 'test-client', secret: 'test-secret', code: 'good-code', token: 'token-for-good-code' } as const

/**
 * Ports and folders shared by `npm test` (which builds the sites with these settings) and the
 * Playwright config (which serves them). Each can be moved by an environment variable, so two
 * runs can share a machine.
 *
 * The end-to-end tests run on two kinds of site:
 * - the **fixture site**, built from `tests/fixtures/site/content`: a complete content tree that
 *   carries the spec's exact figures (All 18, Inspirations 4, …). The behavioural specs check exact
 *   texts and counts on it, so an editor's change to `content/` can never turn them red;
 * - the **real content**, built from `content/` as it is deployed: the specs in `tests/e2e/content/`
 *   check only what must hold whatever the content says (every page answers, has a complete head
 *   and a title of its own, passes axe with no console error, stays within its byte budgets), and
 *   they run again on a copy of it with an editor's additions.
 */
export function e2eSettings() {
  // The ports `npm test` chose for its builds, so `npm run test:e2e` afterwards finds the same.
  const chosen = fs.existsSync(PORTS_FILE) ? (JSON.parse(fs.readFileSync(PORTS_FILE, 'utf8')) as Record<string, string>) : {}
  const fakeEmailPort = Number(process.env.FAKE_EMAIL_PORT || chosen.FAKE_EMAIL_PORT || 4398)
  const port = Number(process.env.E2E_PORT || chosen.E2E_PORT || 4321)
  return {
    port,
    fakeEmailPort,
    noKeysPort: port + 1,
    contentPort: port + 2,
    editedPort: port + 3,
    /** The fixture site on Cloudflare Pages' own runtime (scripts/host.ts), for the host specs. */
    hostPort: port + 4,
    /** The content of the fixture site. */
    fixtureContentDir: 'tests/fixtures/site/content',
    /** Where `npm test` builds the fixture site. */
    distDir: process.env.SITE_E2E_DIST_DIR || 'dist-e2e',
    /** The site as built for the end-to-end tests: it sends mail to the fake e-mail API. */
    emailEnv: {
      VITE_EMAILJS_PUBLIC_KEY: 'test-public-key',
      VITE_EMAILJS_SERVICE_ID: 'service_test',
      VITE_EMAILJS_TEMPLATE_ID: 'template_test',
      VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${fakeEmailPort}`,
    },
    /**
     * A second build of the fixture site with no e-mail settings at all, and the site.yaml fields of
     * tests/fixtures/site/site.overrides.yaml (analytics ids, for the consent tests).
     */
    noKeysDistDir: process.env.SITE_NOKEYS_DIST_DIR || 'dist-nokeys',
    /** Where `npm test` writes the content of that second build. */
    noKeysContentDir: '.test-results/nokeys-content',
    /** The real content, built as deployed (with e-mail settings), for the invariant specs. */
    contentDistDir: process.env.SITE_CONTENT_DIST_DIR || 'dist-content',
    /**
     * A copy of the real content with an editor's additions (a post, a service, a team member, a
     * portfolio work: editedContent.ts), and its build: the real-content specs run on it
     * too, to show that a correct content change cannot turn them red.
     */
    editedContentDir: '.test-results/edited-content',
    editedDistDir: process.env.SITE_EDITED_DIST_DIR || 'dist-edited',
  }
}
