/**
 * `npm test`: every test. The checks and the unit tests (vitest), then the production builds, then
 * the HTML tier (vitest reading the fixture build's files: tests/html), then the end-to-end tests
 * (Playwright driving Chromium against the built sites served as `npm run preview` serves them).
 * Ends with one line `N passed, N failed`; the exit code is the verdict.
 *
 * `npm run test:content` (`--content`): what answers a pull request that changes only content/ —
 * the content check, the content manager's configuration, one production build of the real
 * content, and the invariants of every built page (tests/e2e/content/). No code changed, so the
 * code's own checks and tests, and the fixture builds, are left to `npm test`.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { writeEditedContent } from './lib/testSites/editedContent'
import { writeFixtureContent } from './lib/testSites/fixtureSite'
import { e2eSettings, PORTS_FILE } from './lib/testSites/settings'
import { ensureChromium } from './lib/ensureChromium'
import { freePorts } from './lib/freePort'

const resultsDir = path.resolve('.test-results')
fs.rmSync(resultsDir, { recursive: true, force: true })
fs.mkdirSync(resultsDir, { recursive: true })
const bin = (name: string) => path.resolve('node_modules/.bin', name)

/** Each stage's time, printed as it ends, so a slow stage shows which one it is. */
function run(label: string, command: string, args: string[], env: Record<string, string | undefined> = {}): number {
  console.log(`\n▶ ${label}`)
  const start = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`◀ ${label}: ${Math.round((Date.now() - start) / 1000)} s`)
  return result.status ?? 1
}

let passed = 0
let failed = 0
let problems = 0
/** The tests that failed, named again at the end: a long run's first lines may be all that is read of it. */
const failures: string[] = []
const contentOnly = process.argv.includes('--content')

if (!ensureChromium()) process.exit(1)

// The sites, the host runtime and the fake e-mail API of the end-to-end tests listen on ports no
// other program holds now (a preview or `npm run edit` left running changes nothing), unless
// E2E_PORT and FAKE_EMAIL_PORT say which; the builds and Playwright read them from here.
if (!process.env.E2E_PORT) {
  const first = await freePorts(6)
  process.env.E2E_PORT = String(first)
  process.env.FAKE_EMAIL_PORT ||= String(first + 5)
}
fs.writeFileSync(PORTS_FILE, JSON.stringify({ E2E_PORT: process.env.E2E_PORT, FAKE_EMAIL_PORT: process.env.FAKE_EMAIL_PORT }))

// The checks of `npm run check`, each one a failure of its own when it finds something.
const checks = [
  ['Type check (tsc --noEmit)', 'typecheck'],
  ['Lint (ESLint, no warnings)', 'lint'],
  ['Format (Prettier)', 'format:check'],
  ['Content and the links in it', 'check:content'],
  ['Content guide field tables match the schemas', 'check:docs'],
  ['CMS configuration matches the schemas', 'check:cms'],
] as const
for (const [label, script] of checks.filter(([, script]) => !contentOnly || script === 'check:content' || script === 'check:cms')) {
  if (run(label, 'npm', ['run', '--silent', script]) !== 0) {
    console.error(`${label}: failed (see above).`)
    problems++
  }
}

const firstLine = (message: string | undefined) =>
  (message ?? '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? ''

/** Playwright's JSON report: suites of specs, each test with its outcome. */
interface Suite {
  title: string
  file?: string
  suites?: Suite[]
  specs?: Array<{ title: string; file: string; line: number; tests: Array<{ projectName: string; status: string; results: Array<{ error?: { message?: string } }> }> }>
}

/** The tests that failed every try, as `file:line › title [project]: the error's first line`. */
function unexpected(suites: Suite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `${spec.file}:${spec.line} › ${spec.title} [${test.projectName}]: ${firstLine(test.results.at(-1)?.error?.message)}`),
    ),
    ...unexpected(suite.suites ?? []),
  ])
}

/** A vitest project (vitest.config.ts), its counts added to the total. */
function vitest(label: string, project: 'unit' | 'html') {
  const json = path.join(resultsDir, `${project}.json`)
  run(label, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`])
  if (fs.existsSync(json)) {
    const result = JSON.parse(fs.readFileSync(json, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
      success: boolean
      testResults: Array<{ name: string; assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }> }>
    }
    passed += result.numPassedTests
    failed += result.numFailedTests
    for (const file of result.testResults)
      for (const test of file.assertionResults.filter((t) => t.status === 'failed'))
        failures.push(`${path.relative(process.cwd(), file.name)} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`)
    if (!result.success && result.numFailedTests === 0) problems++
  } else problems++
}

if (!contentOnly) {
  vitest('Unit tests (vitest)', 'unit')
}

// The fixture site (tests/fixtures/site/content) is built to send its contact form to a fake
// e-mail API that the tests start; a second build of it has no e-mail settings at all, to test what
// visitors see then, and analytics ids, to test the consent flow. The real content is built as
// deployed, for the specs that hold whatever it says (tests/e2e/content/).
const settings = e2eSettings()
const noEmail = { VITE_EMAILJS_PUBLIC_KEY: undefined, VITE_EMAILJS_SERVICE_ID: undefined, VITE_EMAILJS_TEMPLATE_ID: undefined, VITE_EMAILJS_ORIGIN: undefined }
const realContent: [label: string, env: Record<string, string | undefined>] = [
  'The real content, as deployed',
  { ...settings.emailEnv, SITE_CONTENT_DIR: 'content', SITE_DIST_DIR: settings.contentDistDir },
]
const builds: Array<[label: string, env: Record<string, string | undefined>]> = contentOnly
  ? [realContent]
  : [
      ['Fixture site (its contact form sends to the fake e-mail API)', { ...settings.emailEnv, SITE_CONTENT_DIR: settings.fixtureContentDir, SITE_DIST_DIR: settings.distDir }],
      [
        'Fixture site without e-mail settings, with analytics ids',
        { ...noEmail, SITE_DIST_DIR: settings.noKeysDistDir, SITE_CONTENT_DIR: writeFixtureContent(settings.fixtureContentDir, settings.noKeysContentDir) },
      ],
      realContent,
      [
        "The real content with an editor's additions (a post, a service, an industry, a team member, a portfolio work, a FAQ entry, a home variant)",
        { ...settings.emailEnv, SITE_CONTENT_DIR: writeEditedContent('content', settings.editedContentDir), SITE_DIST_DIR: settings.editedDistDir },
      ],
    ]
const failedBuild = builds.find(([label, env]) => run(`Production build: ${label}`, 'npm', ['run', '--silent', 'build'], env) !== 0)
if (failedBuild) {
  console.error(`The build "${failedBuild[0]}" failed, so the end-to-end tests cannot run.`)
  problems++
} else {
  // The HTML tier: the fixture build's texts, counts and attributes, read from its files (tests/html).
  if (!contentOnly) vitest('The built pages of the fixture site (vitest, no browser)', 'html')
  const e2eJson = path.join(resultsDir, 'e2e.json')
  // The content tier runs the invariants of the real content's build only (playwright.config.ts).
  const tier = contentOnly ? { E2E_TIER: 'content' } : { E2E_TIER: undefined }
  run(contentOnly ? 'The invariants of every built page (Playwright, Chromium)' : 'End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
    ...tier,
  })
  if (fs.existsSync(e2eJson)) {
    const e2e = JSON.parse(fs.readFileSync(e2eJson, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number }
      errors: unknown[]
      suites: Suite[]
    }
    passed += e2e.stats.expected + e2e.stats.flaky
    failed += e2e.stats.unexpected
    failures.push(...unexpected(e2e.suites))
    if (e2e.errors.length > 0) problems++
  } else problems++
}

if (failures.length > 0) console.error(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`)
if (problems > 0) console.error(`\n${problems} test stage(s) could not run to the end; see above.`)
console.log(`\n${passed} passed, ${failed + problems} failed`)
process.exit(failed + problems > 0 ? 1 : 0)
