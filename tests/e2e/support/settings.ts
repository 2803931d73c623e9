/**
 * Ports and folders shared by `npm test` (which builds the site with these settings) and the
 * Playwright config (which serves it). Each can be moved by an environment variable, so two
 * runs can share a machine.
 */
export function e2eSettings() {
  const fakeEmailPort = Number(process.env.FAKE_EMAIL_PORT || 4398)
  const port = Number(process.env.E2E_PORT || 4321)
  return {
    port,
    fakeEmailPort,
    noKeysPort: port + 1,
    /** The site as built for the end-to-end tests: it sends mail to the fake e-mail API. */
    emailEnv: {
      VITE_EMAILJS_PUBLIC_KEY: 'test-public-key',
      VITE_EMAILJS_SERVICE_ID: 'service_test',
      VITE_EMAILJS_TEMPLATE_ID: 'template_test',
      VITE_EMAILJS_ORIGIN: `http://127.0.0.1:${fakeEmailPort}`,
    },
    /**
     * A second build with no e-mail settings at all, of the real content with the site.yaml fields
     * of tests/fixtures/site/site.overrides.yaml (analytics ids, for the consent tests).
     */
    noKeysDistDir: process.env.SITE_NOKEYS_DIST_DIR || 'dist-nokeys',
    /** Where `npm test` writes the content of that second build. */
    fixtureContentDir: '.test-results/fixture-content',
  }
}
