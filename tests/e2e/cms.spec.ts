import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import YAML from 'yaml'
import type { BrowserContext, Page } from '@playwright/test'
import { splitFrontMatter } from '../../lib/content/frontMatter'
import { connectLocalBackend } from '../../scripts/lib/cmsLocalBackend'
import { expect, test } from './fixtures'
import { freePort } from '../../scripts/lib/freePort'
import { startDecapServer } from './support/decapServer'
import { e2eSettings } from '../../scripts/lib/testSites/settings'

/** A content file's fields and text, read as the site reads them. */
function readEntry(text: string): { data: Record<string, unknown>; content: string } {
  const split = splitFrontMatter(text)
  if (split.kind !== 'yaml') throw new Error(`not a content file with front matter:\n${text.slice(0, 200)}`)
  return { data: YAML.parse(split.yaml) as Record<string, unknown>, content: split.body }
}

/**
 * The content manager at /admin/ of the built fixture site, against the real Decap CMS and its
 * local backend: decap-server in its git mode (the editorial workflow: a save is a `cms/…` branch,
 * publishing merges it), on a copy of the fixture site's content in a temporary git repository,
 * never this repository. The built site's content manager names no local backend, and its policy
 * allows no address on this machine: the page reads the generated public/admin/config.yml with
 * `local_backend` added, as the development server adds it (vite.config.ts), at an address of the
 * site itself that this test forwards to its decap-server, so the published policy holds unchanged.
 * (Answering the page itself from the test, to widen its policy, would also make Chromium treat
 * it as a public page, which may not reach this machine at all.)
 */
test.describe('the content manager @desktop', () => {
  // Six flows an editor goes through, in order, on one content manager started once: each opens its
  // entry the way an editor does, through the collection's list (a move straight from one entry to
  // another loads the admin afresh on purpose: decap-cms issue 4147, the last flow). They share
  // the repository, so a failure stops the ones after it; nothing is run twice to hide a fault.
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  const { fixtureContentDir, port } = e2eSettings()
  let backend: string
  let repo: string
  let stopServer: (() => Promise<void>) | undefined
  let context: BrowserContext
  let page: Page
  /** What the page logged as an error, or threw, since the flow began: a flow fails on any it did not provoke. */
  const errors: string[] = []

  const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim()

  test.beforeAll(async ({ browser }) => {
    // A hook keeps Playwright's default timeout whatever the describe block says: a busy machine needs more.
    test.setTimeout(90_000)
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-'))
    fs.cpSync(fixtureContentDir, path.join(repo, 'content'), { recursive: true })
    execFileSync('git', ['init', '-q', '-b', 'main', repo])
    git('add', '-A')
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'The fixture site')
    // Its commits carry this name (decap-server commits as the repository's user).
    git('config', 'user.name', 'Editor')
    git('config', 'user.email', 'editor@example.com')
    ;({ backend, stop: stopServer } = await startDecapServer(repo, await freePort()))
    context = await browser.newContext({ baseURL: `http://localhost:${port}`, viewport: { width: 1280, height: 800 } })
    page = await context.newPage()
    page.on('console', (msg) => {
      // A file asked for that is not there is answered 404 on purpose (a translation not written yet).
      // Decap 3.16 asks for a published entry's live address before it holds the entry, once an
      // entry has been published in the same session (decap-cms-core lib/formatters.js
      // previewUrlFormatter reads `entry.data` of nothing): a fault of Decap's own, logged, left here.
      if (msg.type() === 'error' && !/status of 404/.test(msg.text()) && !/previewUrlFormatter/.test(msg.text())) errors.push(msg.text())
    })
    page.on('pageerror', (error) => errors.push(String(error)))
    // Leaving an entry with changes not saved (a refused save), and publishing, ask to confirm.
    page.on('dialog', (dialog) => void dialog.accept())
    await connectLocalBackend(page, `http://localhost:${port}`, backend, { onConfig: (config) => expect(config.local_backend).toBeUndefined(), repo })
  })

  test.afterEach(() => {
    const unexpected = errors.splice(0)
    expect(unexpected, 'console errors on the page').toEqual([])
  })

  test.afterAll(async () => {
    await context?.close()
    // decap-server may still be writing to the repository: it is gone before its folder is.
    await stopServer?.()
    if (repo) fs.rmSync(repo, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  })

  /** The content check, as a pull request runs it, accepts the content of `branch`. */
  function expectCheckAccepts(branch: string) {
    const edited = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-branch-'))
    execFileSync('sh', ['-c', `git -C "${repo}" archive ${branch} content | tar -x -C "${edited}"`])
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], {
      env: { ...process.env, SITE_CONTENT_DIR: path.join(edited, 'content') },
      encoding: 'utf8',
    })
    fs.rmSync(edited, { recursive: true, force: true })
    expect(check.stderr + check.stdout).toContain('Content is valid')
    expect(check.status).toBe(0)
  }

  /**
   * Opens an entry's editor (`/collections/posts/entries/calm-software`, `/collections/posts/new`):
   * by loading the content manager (and signing in) the first time and for an entry of another
   * collection, else through the collection's list, as an editor's click on it goes. (Decap 3.16
   * can hand the editor of an entry opened from a list the fields of the entry before it, seen once
   * on a busy machine from a service to a post: the service's picture, a group, broke the post's
   * picture field. An entry of the same collection is what the 4147 flow guards.)
   */
  async function open(hash: string) {
    const collectionOf = (address: string) => /\/collections\/([^/]+)/.exec(address)?.[1]
    if (!page.url().includes('/admin/') || collectionOf(page.url()) !== collectionOf(hash)) {
      await page.goto(`/admin/#${hash}`)
      // The local backend needs no password; the button starts the session. Decap is a large
      // application: on a busy machine it takes many seconds to start, then to load the entry.
      const login = page.getByRole('button', { name: /login/i })
      await expect(login.or(page.getByRole('button', { name: 'Save', exact: true })).first()).toBeVisible({ timeout: 60_000 })
      if (await login.isVisible()) await login.click()
    } else {
      const list = hash.replace(/\/(new|entries\/[^/]+)$/, '')
      await page.evaluate((to) => (window.location.hash = to), list)
      await expect(page.getByRole('link', { name: /^Create entry of type / })).toBeVisible({ timeout: 30_000 })
      await page.evaluate((to) => (window.location.hash = to), hash)
    }
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 60_000 })
    await expect(page.getByText(/Loading entry/i)).toHaveCount(0, { timeout: 60_000 })
  }

  /**
   * Waits until the save just asked for is on its `cms/…` branch: the branch holds a commit beyond
   * main. (The "Entry saved" notice of an earlier flow may still be showing on this page, and
   * decap-server makes the branch a moment before it commits to it.)
   */
  async function savedOn(branch: string) {
    const ahead = () => {
      try {
        return Number(git('rev-list', '--count', `main..${branch}`))
      } catch {
        return 0 // not made yet
      }
    }
    await expect.poll(ahead, { timeout: 30_000, message: `a commit on ${branch}` }).toBeGreaterThan(0)
    await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 30_000 })
  }

  /** Publishes the entry open in the editor as an editor does: Ready, then Publish now. */
  async function publishOpenEntry() {
    await page.getByRole('button', { name: /^Status:/ }).click()
    await page.getByRole('menuitem', { name: 'Ready' }).click()
    await expect(page.getByText('Entry status updated')).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Publish now' }).click()
    await expect(page.getByText('Entry published')).toBeVisible({ timeout: 30_000 })
  }

  /**
   * A react-select (select and relation widgets): opens it, picks the option and waits until the
   * field shows it. A relation loads its options while the list is open; on a busy machine a click
   * can land on a list that is being replaced, so the pick is tried again until it holds.
   */
  async function choose(label: string, option: string) {
    await expect(async () => {
      await page.getByLabel(label, { exact: true }).first().click()
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 10_000 })
      // The list has closed (a click on a list being replaced leaves it open), and the field shows the pick.
      await expect(page.getByRole('option')).toHaveCount(0, { timeout: 2_000 })
      await expect(page.getByText(option, { exact: true }).first()).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 45_000 })
  }

  test("refuses to save a text the content check would refuse, in the check's words and at the line of its box", async () => {
    await open('/collections/posts/new')
    await page.getByLabel('Title', { exact: true }).first().fill('A risky link')
    await page.getByLabel('Publication date', { exact: true }).first().fill('2024-05-07')
    await choose('Category', 'Others')
    await choose('Author', 'Irina Popa')
    await page.getByLabel('Summary', { exact: true }).first().fill('A post with a link the site refuses.')
    await page.locator('[aria-label="markdown field"] [role="textbox"]').first().click()
    await page.keyboard.type('Click [here](javascript:alert(1)).')
    const before = errors.length
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    // Counted as the text's box shows it (the check, reading the file with its fields, says line 10).
    // Said twice: in Decap's notice, and at the top of the page until closed.
    const refusal = page.getByText(/Not saved: English text, line 1: /).first()
    await expect(refusal).toBeVisible({ timeout: 30_000 })
    await expect(refusal).toContainText('javascript:')
    expect(git('branch', '--list', 'cms/*')).not.toContain('a-risky-link')
    // Decap logs the refused save as an error too (the error object, printed "Object"): provoked on purpose here.
    const provoked = errors.splice(before)
    expect(provoked.length).toBeLessThanOrEqual(2)
    expect(provoked.every((e) => e === 'Object' || /Not saved: /.test(e))).toBe(true)

    // A link to a page the site does not have: refused too, with the address meant.
    await page.locator('[aria-label="markdown field"] [role="textbox"]').first().click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('Read about [our robots](/servces/rpa/).')
    const beforeLink = errors.length
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Not saved: English text, line 1: the link "/servces/rpa/" leads to no page of this site; did you mean "/services/rpa/"?').first()).toBeVisible({
      timeout: 30_000,
    })
    expect(git('branch', '--list', 'cms/*')).not.toContain('a-risky-link')
    // The refusal stays at the foot of the page, after Decap's own notice has gone, until it is closed.
    const refusalPanel = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Close', exact: true }) })
    await expect(refusalPanel).toContainText('leads to no page of this site')
    await expect(page.getByText(/^Failed to persist entry/)).toHaveCount(0, { timeout: 30_000 })
    await expect(refusalPanel).toBeVisible()
    await refusalPanel.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(refusalPanel).toHaveCount(0)
    // What Decap logged of the refused save (the error object, printed "Object", once or twice): provoked on purpose.
    expect(errors.splice(beforeLink).every((e) => e === 'Object' || /Not saved: /.test(e))).toBe(true)

    // The signed-in editor (on GitHub, their token) is kept for this tab only: no page of the site,
    // not even one opened in the same browser afterwards, can read it. Read as stored (the content
    // manager's page routes getItem for its own key).
    const signedIn = () => [localStorage['decap-cms-user'] ?? null, sessionStorage['decap-cms-user'] ?? null] as Array<string | null>
    const [local, session] = await page.evaluate(signedIn)
    expect(local).toBeNull()
    expect(session).toContain('proxy')
    const sitePage = await context.newPage()
    await sitePage.goto('/')
    expect(await sitePage.evaluate(signedIn)).toEqual([null, null])
    await sitePage.close()
  })

  test('creates a post: the preview draws it in the site layout, saving makes a cms/ branch, publishing merges it, and the file passes the content check', async () => {
    await open('/collections/posts/new')
    await page.getByLabel('Title', { exact: true }).first().fill('Notes from the CMS')
    await page.getByLabel('Publication date', { exact: true }).first().fill('2024-05-06')
    await choose('Category', 'Tips & Tricks')
    await choose('Author', 'Irina Popa')
    await page.getByLabel('Summary', { exact: true }).first().fill('What an editor wrote in the browser.')
    // The body opens in Markdown (the rich-text mode is the switch beside it): a heading and a
    // link to a page of the site, typed as the guide teaches them.
    const body = page.locator('[aria-label="markdown field"] [role="textbox"]').first()
    await body.click()
    await page.keyboard.type('## Why it matters')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Read about [our services](/services/rpa/).')
    // A picture from the media library (the blog's folder), added at the end of the text with the
    // words for screen readers the editor confirms (the file's name, offered by the question).
    await page.getByRole('button', { name: 'Insert a picture' }).first().click()
    const library = page.getByRole('dialog')
    await library.getByText('calm-software.png', { exact: true }).click({ timeout: 30_000 })
    await library.getByRole('button', { name: 'Choose selected' }).click()
    await expect(body).toContainText('![calm software](/media/art/blog/calm-software.png)')

    // The Romanian side stays empty: the post is published in English only (the Romanian site
    // shows it in English until someone translates it).
    // The preview pane, in place of the Romanian side: the site's title band (PageHero) with the post's title and its text.
    await page.getByTitle('Toggle preview').click()
    const preview = page.frameLocator('iframe').first()
    await expect(preview.locator('h1#page-title')).toHaveText('Notes from the CMS')
    await expect(preview.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible()
    await expect(preview.getByRole('link', { name: 'our services' })).toHaveAttribute('href', '/services/rpa/')

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const branch = 'cms/posts/notes-from-the-cms'
    await savedOn(branch)

    // The file on the branch: the keys, order and formats hand-written posts use.
    const file = git('show', `${branch}:content/blog/notes-from-the-cms.en.md`)
    const frontMatter = file.split('---\n')[1]!
    // The schema's order; the yes/no fields left off stay out, as in hand-written posts; the
    // counter of times read, which the editor did not touch, starts at 0.
    expect(frontMatter).toBe(
      ['title: Notes from the CMS', 'date: 2024-05-06', 'category: Tips & Tricks', 'author: Irina Popa', 'summary: What an editor wrote in the browser.', 'views: 0', ''].join(
        '\n',
      ),
    )
    const { data, content } = readEntry(file)
    expect(data).toMatchObject({ title: 'Notes from the CMS', date: '2024-05-06', category: 'Tips & Tricks', author: 'Irina Popa', views: 0 })
    // Saved as typed: not escaped (`\## Why it matters`), which the page would show as a literal "##".
    expect(content.split('\n')).toContain('## Why it matters')
    expect(content).toContain('Read about [our services](/services/rpa/).\n\n![calm software](/media/art/blog/calm-software.png)')
    // The Romanian side was left empty: no Romanian file of copied fields on the branch.
    expect(git('diff', '--name-only', `main...${branch}`)).toBe('content/blog/notes-from-the-cms.en.md')
    // Read from git, not the working tree: decap-server checks its branches out there for a moment.
    expect(git('ls-tree', '--name-only', 'main', 'content/blog/'), 'not on main before publishing').not.toContain('notes-from-the-cms.en.md')

    // Publish: Ready, then Publish now, merges the branch into main.
    await publishOpenEntry()
    await expect.poll(() => git('branch', '--list', 'cms/*'), { timeout: 30_000 }).toBe('')
    // Published, the entry has nothing left to save.
    await expect(
      page
        .getByRole('button', { name: 'Irina Popa' })
        .or(page.getByText('Irina Popa', { exact: true }))
        .first(),
    ).toBeVisible()
    await expect(page.getByText('Unsaved Changes', { exact: true })).toHaveCount(0)
    expect(git('show', 'main:content/blog/notes-from-the-cms.en.md')).toBe(file)

    // What the CMS wrote passes the content check the pull request would run, on main as published.
    const published = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-main-'))
    execFileSync('sh', ['-c', `git -C "${repo}" archive main content | tar -x -C "${published}"`])
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], {
      env: { ...process.env, SITE_CONTENT_DIR: path.join(published, 'content') },
      encoding: 'utf8',
    })
    fs.rmSync(published, { recursive: true, force: true })
    expect(check.stderr + check.stdout).toContain('Content is valid')
    expect(check.status).toBe(0)
  })

  test('opening an entry of every collection leaves it without changes, also once the fields naming other entries have loaded', async () => {
    // Each with the name a field of it shows once Decap has loaded the entries it names (a post's
    // author, a case study's industry): Decap's relation reports its value then, which marked the
    // entry changed (admin/relations.ts).
    const entries: Array<[string, string | undefined]> = [
      ['/collections/posts/entries/calm-software', 'Elena Radu'],
      ['/collections/caseStudies/entries/energetica-erp', 'Energy, Oil & Gas'],
      ['/collections/services/entries/rpa', undefined],
      ['/collections/industries/entries/healthcare', undefined],
      ['/collections/legal/entries/privacy-policy', undefined],
      ['/collections/homeVariants/entries/home-default', undefined],
      ['/collections/site/entries/site', undefined],
      ['/collections/pages/entries/home', undefined],
    ]
    // From a fresh start: right after the flow before (a new post with a picture, published), the
    // first post opened through the list was once handed that post's fields (decap-cms issue 4147,
    // the last flow's subject); this flow is about what opening an entry does.
    await page.goto('about:blank')
    for (const [hash, named] of entries) {
      await open(hash)
      if (named) await expect(page.getByText(named, { exact: true }).first(), hash).toBeVisible({ timeout: 30_000 })
      await expect(page.getByText('Unsaved Changes', { exact: true }), hash).toHaveCount(0)
    }
  })

  test("edits a service's summary: the file changes there and nowhere else, and still passes the content check", async () => {
    const file = 'content/services/rpa.en.md'
    const before = readEntry(git('show', `main:${file}`))
    await open('/collections/services/entries/rpa')
    const summary = page.getByLabel('Summary', { exact: true }).first()
    // The entry loads through this test's forwarding to decap-server: slower on a busy machine.
    await expect(summary).toHaveValue(String(before.data.summary), { timeout: 30_000 })
    await summary.fill('Software robots for the repetitive work, written in the browser.')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const branch = 'cms/services/rpa'
    await savedOn(branch)

    const after = readEntry(git('show', `${branch}:${file}`))
    expect(after.data.summary).toBe('Software robots for the repetitive work, written in the browser.')
    // Every other field as it was, and no field added, and the text below them as it was.
    const { summary: _old, ...rest } = before.data
    expect(after.data).toMatchObject(rest)
    expect(Object.keys(after.data).sort()).toEqual(Object.keys(before.data).sort())
    expect(after.content.trim()).toBe(before.content.trim())
    // The pull request shows that change only: the summary's lines of the English file, and not the
    // Romanian file, nor a line of any other field.
    const numstat = git('diff', '--numstat', `main...${branch}`, '--', 'content/services/')
    expect(numstat.split('\n')).toEqual([expect.stringMatching(/^\d+\t\d+\tcontent\/services\/rpa\.en\.md$/)])
    const changed = git('diff', '-U0', `main...${branch}`, '--', file)
      .split('\n')
      .filter((line) => /^[-+](?![-+])/.test(line))
    expect(changed.length).toBeGreaterThan(1)
    expect(changed.filter((line) => !/^[-+] {2}\S/.test(line) && !/^[-+]summary:/.test(line))).toEqual([])

    expectCheckAccepts(branch)
  })

  test('translates a post into Romanian: the Romanian file is added, the English one is left as it was, and the check accepts both', async () => {
    // The Romanian side of the form in the right pane (not the preview another test chose).
    await page.evaluate(() => localStorage.setItem('cms.right-pane', 'i18n'))
    const slug = 'design-systems-that-last'
    expect(fs.existsSync(path.join(fixtureContentDir, 'blog', `${slug}.ro.md`))).toBe(false)
    await open(`/collections/posts/entries/${slug}`)
    await expect(page.getByText('Writing in RO')).toBeVisible()
    await page.getByLabel('Title', { exact: true }).nth(1).fill('Sisteme de design care rezistă')
    await page.getByLabel('Summary', { exact: true }).nth(1).fill('Ce am învățat despre sistemele de design care trec de primul an.')
    const body = page.locator('[aria-label="markdown field"] [role="textbox"]').nth(1)
    await body.click()
    await page.keyboard.type('## De ce contează')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Un sistem de design este o promisiune.')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const branch = `cms/posts/${slug}`
    await savedOn(branch)
    // One file added; the English file is not in the diff.
    expect(git('diff', '--name-status', `main...${branch}`)).toBe(`A\tcontent/blog/${slug}.ro.md`)
    const { data, content } = readEntry(git('show', `${branch}:content/blog/${slug}.ro.md`))
    const english = readEntry(git('show', `main:content/blog/${slug}.en.md`)).data
    expect(data).toMatchObject({ title: 'Sisteme de design care rezistă', date: english.date, category: english.category, author: english.author })
    expect(content).toContain('## De ce contează')

    expectCheckAccepts(branch)
  })

  test("offers the pictures already in a field's folder of content/media, and saves the one chosen: a post's picture from the blog's", async () => {
    await open('/collections/posts/entries/calm-software')
    await page
      .getByRole('button', { name: /choose different image/i })
      .first()
      .click()
    // The library shows the first pictures by name (it draws more as it is scrolled).
    const blogPictures = fs.readdirSync(path.join(fixtureContentDir, 'media/art/blog')).sort().slice(0, 6)
    const library = page.getByRole('dialog')
    for (const name of blogPictures) await expect(library.getByText(name, { exact: true }), name).toBeVisible({ timeout: 30_000 })
    // Only that folder's: no picture of the services, no logo.
    await expect(library.getByText(fs.readdirSync(path.join(fixtureContentDir, 'media/art/services'))[0]!, { exact: true })).toHaveCount(0)

    // The post's own picture cannot be deleted while the post shows it: each file and field is named.
    await library.getByText('calm-software.png', { exact: true }).click()
    const beforeDelete = errors.length
    await library.getByRole('button', { name: 'Delete selected' }).click()
    // The post itself in both languages, and the post an earlier flow wrote with it in its text.
    const refused = page.getByText(/^Failed to delete media: \/media\/art\/blog\/calm-software\.png is still shown by /)
    await expect(refused).toBeVisible({ timeout: 30_000 })
    for (const use of ['content/blog/calm-software.en.md › image', 'content/blog/calm-software.ro.md › image', 'content/blog/notes-from-the-cms.en.md › text'])
      await expect(refused).toContainText(use)
    expect(git('ls-files', 'content/media/art/blog/calm-software.png')).toBe('content/media/art/blog/calm-software.png')
    expect(fs.existsSync(path.join(repo, 'content/media/art/blog/calm-software.png'))).toBe(true)
    // Decap logs the refusal as an error: provoked on purpose here.
    expect(errors.splice(beforeDelete).every((e) => /still shown by/.test(e) || e === 'Object')).toBe(true)
    await expect(library.getByText('calm-software.png', { exact: true })).toBeVisible()

    // Chosen and saved: the post names it, in each language (a picture is the same in every
    // language, and Decap copies it into the translation), and that line is the whole change.
    const chosen = blogPictures.find((name) => name !== 'calm-software.png')!
    await library.getByText(chosen, { exact: true }).click()
    await page.getByRole('button', { name: 'Choose selected' }).click()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const branch = 'cms/posts/calm-software'
    await savedOn(branch)
    expect(git('diff', '--numstat', `main...${branch}`).split('\n')).toEqual(['1\t1\tcontent/blog/calm-software.en.md', '1\t1\tcontent/blog/calm-software.ro.md'])
    for (const language of ['en', 'ro']) {
      const lines = git('diff', '-U0', `main...${branch}`, '--', `content/blog/calm-software.${language}.md`)
        .split('\n')
        .filter((line) => /^[-+](?![-+])/.test(line))
      expect(lines).toEqual(['-image: /media/art/blog/calm-software.png', `+image: /media/art/blog/${chosen}`])
    }
  })

  test('a post dated after today says "Scheduled for …" under its date, on the Workflow board and in the list once published', async () => {
    // A new post right after another post's editor: the content manager is loaded afresh first, or
    // Decap hands the new form that post's fields (decap-cms issue 4147, the last flow).
    await page.goto('about:blank')
    await open('/collections/posts/new')
    await page.getByLabel('Title', { exact: true }).first().fill('Next summer')
    await page.getByLabel('Publication date', { exact: true }).first().fill('2099-06-01')
    await expect(page.getByText('Scheduled for 1 June 2099: the public site shows it from that day.').first()).toBeVisible()
    await choose('Category', 'Others')
    await choose('Author', 'Irina Popa')
    await page.getByLabel('Summary', { exact: true }).first().fill('A post the site shows from its day.')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await savedOn('cms/posts/next-summer')
    // Decap moves to the saved entry's own address once it is saved; the board is opened after that.
    await expect(page).toHaveURL(/\/entries\/next-summer$/, { timeout: 30_000 })
    await page.evaluate(() => (window.location.hash = '#/workflow'))
    await expect(page.getByText('Next summer · Scheduled for 1 June 2099')).toBeVisible({ timeout: 60_000 })
    // Published: the list of posts says it too (the newest first, so it leads the list).
    await open('/collections/posts/entries/next-summer')
    await publishOpenEntry()
    await page.evaluate(() => (window.location.hash = '#/collections/posts'))
    await expect(page.getByRole('link', { name: 'Next summer · Scheduled for 1 June 2099' })).toBeVisible({ timeout: 30_000 })
    // The others, with their day alone.
    await expect(page.getByRole('link', { name: /^[^·]+ · \d{1,2} [A-Z][a-z]+ \d{4}$/ }).first()).toBeVisible()
    // Each says which language it has no text in yet: a post with no Romanian file, and one with it.
    await expect(page.getByRole('link', { name: /^Five Git Habits for Calmer Code Reviews · \d{1,2} [A-Z][a-z]+ \d{4} · no Romanian yet$/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /^What We Learnt From Our First Horizon Europe Consortium · \d{1,2} [A-Z][a-z]+ \d{4}$/ })).toBeVisible()
  })

  test('the Media tab shows the pictures of every folder of content/media, each named by its folder', async () => {
    // As an editor opens it: from the start page of the content manager.
    await page.goto('about:blank')
    await page.goto('/admin/#/collections/posts')
    const login = page.getByRole('button', { name: /login/i })
    const media = page.getByRole('button', { name: 'Media' })
    await expect(login.or(media).first()).toBeVisible({ timeout: 60_000 })
    if (await login.isVisible()) await login.click()
    await media.click()
    const library = page.getByRole('dialog')
    // Searched by its folder's name, as an editor finds a folder's pictures (the library draws
    // only the cards in view).
    for (const folder of ['logos/partners', 'art/blog', 'share']) {
      const name = `${folder}/${fs.readdirSync(path.join(fixtureContentDir, 'media', folder)).sort()[0]!}`
      await library.getByPlaceholder('Search...').fill(folder)
      await expect(library.getByText(name, { exact: true }), name).toBeVisible({ timeout: 30_000 })
    }
    await library.getByPlaceholder('Search...').fill('iso-27001')
    await expect(library.getByText('iso-27001-badge.svg', { exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
  })

  test('a picture block of the rich-text mode takes a picture of the media library into the text', async () => {
    await page.evaluate(() => localStorage.setItem('cms.md-mode', 'rich_text'))
    try {
      await page.goto('about:blank')
      await open('/collections/posts/entries/five-git-habits-for-calmer-code-reviews')
      await page.getByRole('button', { name: 'Add Component' }).first().click()
      await page.getByRole('menuitem', { name: 'Picture' }).first().click()
      await page.getByRole('button', { name: 'Choose an image' }).first().click()
      const library = page.getByRole('dialog')
      const picture = fs.readdirSync(path.join(fixtureContentDir, 'media/art/blog')).sort()[0]!
      await library.getByText(picture, { exact: true }).click()
      await library.getByRole('button', { name: 'Choose selected' }).click()
      await expect(library).toBeHidden()
      await page.getByLabel('What it shows (alt text)').first().fill('A branch diagram')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      const branch = 'cms/posts/five-git-habits-for-calmer-code-reviews'
      await savedOn(branch)
      expect(readEntry(git('show', `${branch}:content/blog/five-git-habits-for-calmer-code-reviews.en.md`)).content).toContain(`![A branch diagram](/media/art/blog/${picture})`)
    } finally {
      await page.evaluate(() => localStorage.setItem('cms.md-mode', 'raw'))
    }
  })

  test('speaks Romanian to a Romanian browser: its own words, and the labels and hints of the forms', async ({ browser }) => {
    const romanian = YAML.parse(fs.readFileSync('admin/labels/ro.yaml', 'utf8')) as Record<string, string>
    const ro = await browser.newContext({ baseURL: `http://localhost:${port}`, viewport: { width: 1280, height: 800 }, locale: 'ro-RO' })
    try {
      const roPage = await ro.newPage()
      roPage.on('pageerror', (error) => errors.push(String(error)))
      await connectLocalBackend(roPage, `http://localhost:${port}`, backend, { repo })
      await roPage.goto('/admin/#/collections/posts/entries/calm-software')
      await roPage.getByRole('button', { name: 'Autentifică-te' }).click({ timeout: 60_000 })
      await expect(roPage.getByRole('button', { name: 'Salvează', exact: true })).toBeVisible({ timeout: 60_000 })
      expect(await roPage.evaluate(() => document.documentElement.lang)).toBe('ro')
      for (const english of ['Title', 'Publication date', 'Heading of the post and its name in the browser title.']) {
        await expect(roPage.getByText(romanian[english]!, { exact: true }).first(), english).toBeVisible({ timeout: 30_000 })
      }
      await expect(roPage.getByText('Publication date', { exact: true })).toHaveCount(0)
    } finally {
      await ro.close()
    }
  })

  test('an entry reached straight from another one, with the address bar or back, is shown whole: no field of the first is carried over (decap-cms issue 4147)', async () => {
    const service = readEntry(git('show', 'main:content/services/ui-ux-design.en.md')).data
    const post = readEntry(git('show', 'main:content/blog/calm-software.en.md')).data
    await open('/collections/services/entries/ui-ux-design')
    const title = page.getByLabel('Title', { exact: true }).first()
    await expect(title).toHaveValue(String(service.title), { timeout: 30_000 })
    // The address typed over: the post's editor, with the post's own title and its category field.
    await page.evaluate(() => {
      window.location.hash = '#/collections/posts/entries/calm-software'
    })
    await expect(title).toHaveValue(String(post.title), { timeout: 60_000 })
    await expect(page.getByText('Loading entry')).toHaveCount(0, { timeout: 60_000 })
    await expect(page.getByLabel('Category', { exact: true }).first()).toBeVisible()
    // Back: the service again, whole.
    await page.goBack()
    await expect(title).toHaveValue(String(service.title), { timeout: 60_000 })
    await expect(page.getByLabel('Shorter name for menus (optional)', { exact: true }).first()).toBeVisible()
  })
})

// The content manager as the site publishes it: no decap-server, no page of it opened.
test('serves the CMS with its own headers, not indexed @desktop', async ({ request }) => {
  const response = await request.get('/admin/')
  expect(response.status()).toBe(200)
  const csp = response.headers()['content-security-policy']!
  expect(csp).toContain("'unsafe-eval'")
  expect(csp).toContain("style-src 'self' 'unsafe-inline'")
  // The published content manager reaches nothing on the editor's machine (only `npm run edit` does).
  expect(csp).not.toMatch(/localhost|127\.0\.0\.1/)
  expect(YAML.parse(await (await request.get('/admin/config.yml')).text())).not.toHaveProperty('local_backend')
  expect(response.headers()['x-robots-tag']).toBe('noindex')
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />')
  // Every other page keeps the strict policy.
  const home = (await request.get('/')).headers()['content-security-policy']!
  expect(home).not.toContain("'unsafe-eval'")
  expect(home).toContain("style-src 'self';")
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin/')
})
