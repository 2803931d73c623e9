import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { headOf } from './support/html'

/** The carousel named `name`, once swiper has started in it. */
async function carousel(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name, exact: true })
  await region.scrollIntoViewIfNeeded()
  await expect(region).toHaveAttribute('data-ready', 'true')
  return region
}
const activeLabel = (region: Locator) => region.locator('.swiper-slide-active').getAttribute('aria-label')

/** Waits until the slides have stopped moving (a looping swiper ignores moves while it slides). */
async function settled(region: Locator) {
  await region.locator('.swiper-wrapper').evaluate(
    (wrapper) =>
      new Promise<void>((resolve) => {
        let last = ''
        let still = 0
        const check = () => {
          const now = getComputedStyle(wrapper).transform
          still = now === last ? still + 1 : 0
          last = now
          if (still >= 10) resolve()
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      }),
  )
}

const heads = [
  ['/home-default/', 'Home Default', 'We build brands and products people remember'],
  ['/home-studio/', 'Home Studio', 'Creative studio for brands that move'],
  ['/home-minimal/', 'Home Minimal', 'Less noise, more work'],
  ['/home-freelancer/', 'Home Freelancer', "Hi, I'm Elena. I design products people enjoy using."],
  ['/home-dark/', 'Home Dark', 'Software for the hours that matter'],
  ['/home-modern/', 'Home Modern', 'Modern brands, built to perform'],
  ['/home-trending/', 'Home Trending', 'Ideas that shape what we build next'],
  ['/home-agency/', 'Home Agency', 'Your digital partner from strategy to support'],
] as const

test.describe('home variants', () => {
  test('each has its title, description and one h1, and no placeholder text @desktop', async ({ request }) => {
    for (const [path, title, h1] of heads) {
      const html = await (await request.get(path)).text()
      const head = headOf(html)
      expect(head.title, path).toBe(`Northwind Software | ${title}`)
      expect(head.description, path).toMatch(/.{40,}/)
      expect(head.h1, path).toEqual([h1])
      expect(html, path).not.toMatch(/lorem ipsum/i)
    }
  })

  test('/home-default/: four services to /service-details, case studies, the six approach steps, partners, awards, blog', async ({ page }) => {
    await page.goto('/home-default/')
    const services = page.getByRole('region', { name: 'Our Services' })
    const boxes = services.getByRole('heading', { level: 3 })
    await expect(boxes).toHaveText(['Brand Consultant', 'UI/UX Solution', 'Packaging', 'Motion Video & TVC'])
    for (const link of await services.getByRole('link').all()) await expect(link).toHaveAttribute('href', '/service-details')

    const cases = page.getByRole('region', { name: 'Case Studies' })
    await expect(cases.getByRole('link', { name: 'All Projects' })).toHaveAttribute('href', '/works-grid/')
    await expect(cases.getByRole('group')).toHaveCount(5)
    await expect(cases.getByRole('link', { name: 'Energetica ERP' })).toHaveAttribute('href', '/case-studies/energetica-erp/')

    // The same steps as the landing page: one source, home.yaml.
    await expect(page.getByRole('region', { name: 'Our Approach' }).getByRole('heading', { level: 3 })).toHaveText([
      'Discovering Your Vision',
      'Crafting the Blueprint',
      'Code Incubation',
      'Quality Validation',
      'Go-Live with Confidence',
      'Always By Your Side',
    ])
    await expect(page.getByRole('region', { name: 'Brands that trust us' }).getByRole('img')).toHaveCount(12)
    await expect(page.getByRole('region', { name: 'Awards' })).toContainText('2021')
    const posts = page.getByRole('region', { name: 'Latest from the blog' }).getByRole('heading', { level: 3 })
    await expect(posts).toHaveCount(3)
  })

  test('/home-default/: the case-study carousel moves with its buttons and the keyboard @desktop', async ({ page }) => {
    await page.goto('/home-default/')
    const region = await carousel(page, 'Case studies and recent projects')
    await expect(region.getByRole('group')).toHaveCount(5)
    const first = await activeLabel(region)
    expect(first).toMatch(/^\d of 5$/)
    // The arrow keys move it while it is on screen.
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => activeLabel(region)).not.toBe(first)
    const second = await activeLabel(region)
    await settled(region)
    await region.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(() => activeLabel(region)).not.toBe(second)
    await settled(region)
    await region.getByRole('button', { name: 'Previous slide' }).click()
    await expect.poll(() => activeLabel(region)).toBe(second)
  })

  test('/home-default/: the testimonial slider plays by itself and its pause button stops it @desktop', async ({ page }) => {
    // The page's clock runs as usual, and runFor() moves it on at once instead of the test waiting.
    await page.clock.install()
    await page.goto('/home-default/')
    const region = await carousel(page, 'Client testimonials')
    await expect(region.getByRole('group')).toHaveCount(4)
    await expect(region.getByRole('group').first()).toContainText('Gabriela Stoica')
    const first = await activeLabel(region)
    await page.mouse.move(0, 0)
    await page.clock.runFor(6_500)
    await expect.poll(() => activeLabel(region)).not.toBe(first)
    await region.getByRole('button', { name: 'Pause the slides' }).click()
    await expect(region.getByRole('button', { name: 'Play the slides' })).toBeVisible()
    await page.mouse.move(0, 0)
    const paused = await activeLabel(region)
    await page.clock.runFor(13_000)
    expect(await activeLabel(region)).toBe(paused)
  })

  test('/home-default/: under reduced motion the testimonials do not play by themselves @desktop', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.clock.install()
    await page.goto('/home-default/')
    const region = await carousel(page, 'Client testimonials')
    await expect(region.getByRole('button', { name: 'Play the slides' })).toBeVisible()
    const first = await activeLabel(region)
    await page.clock.runFor(13_000)
    expect(await activeLabel(region)).toBe(first)
    await context.close()
  })

  test('/home-studio/: eight services, six latest works, awards, articles and Describe your project', async ({ page }) => {
    await page.goto('/home-studio/')
    await expect(page.getByRole('region', { name: 'Everything a brand needs to be seen' }).getByRole('heading', { level: 3 })).toHaveText([
      'Branding Design',
      'Advertising',
      'Package Design',
      'Animation',
      'UI/UX Interaction',
      'Mobile Design',
      'Photography',
      'Illustration',
    ])
    const work = page.getByRole('region', { name: 'Latest Work' })
    await expect(work.getByRole('listitem')).toHaveCount(6)
    await expect(work.getByRole('link', { name: 'All Projects' })).toHaveAttribute('href', '/works-grid/')
    await expect(page.getByRole('region', { name: 'Awards' })).toBeVisible()
    const articles = page.getByRole('region', { name: 'The World of the product' })
    await expect(articles.getByRole('link', { name: 'All Articles' })).toHaveAttribute('href', '/blog-grid/')
    const cta = page.getByRole('region', { name: 'Tell us what you want to make' }).getByRole('link', { name: 'Describe your project' })
    await expect(cta).toHaveAttribute('href', '/contact/')
  })

  test('/home-minimal/: tabs with the counts of their projects, and they filter', async ({ page }) => {
    await page.goto('/home-minimal/')
    const tabs = page.getByRole('tablist', { name: 'Filter the projects by category' }).getByRole('tab')
    await expect(tabs).toHaveText([/^All Projects\s*11$/, /^Branding\s*4$/, /^UI\/UX Interaction\s*4$/, /^Motion Video\s*3$/, /^Illustration\s*4$/])
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(11)
    await expect(tabs.nth(3)).toBeEnabled()
    await tabs.nth(3).click()
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
    await expect(panel.getByRole('heading', { level: 3 })).toHaveCount(3)
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['Pulse Energy launch film', 'Medisync motion language', 'Lumen Learning explainer'])
  })

  test('/home-freelancer/: biography, skills with percentages, timeline, testimonials and a social feed', async ({ page }) => {
    await page.goto('/home-freelancer/')
    await expect(page.getByRole('region', { name: 'Biography' })).toContainText('Since 2016 I have led design')
    const skills = page.getByRole('region', { name: 'What I do best' }).getByRole('listitem')
    await expect(skills).toHaveCount(6)
    await expect(skills.first()).toHaveText(/Interface design\s*95%/)
    const timeline = page.getByRole('region', { name: 'Education & experience' })
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(['Education', 'Experience'])
    await expect(page.getByRole('region', { name: 'Client testimonials' }).getByRole('group')).toHaveCount(4)
    const feed = page.getByRole('region', { name: 'Recently on my feeds' })
    const linkedIn = feed.getByRole('link', { name: 'More on LinkedIn (opens in a new tab)' })
    await expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/company/northwind-software')
    await expect(linkedIn).toHaveAttribute('target', '_blank')
    await expect(page.locator('iframe')).toHaveCount(0)
  })

  test('/home-dark/: numbered sections for services, projects, partners and a client quote', async ({ page }) => {
    await page.goto('/home-dark/')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      '01. What we build',
      '02. Latest projects',
      '03. Trusted partners',
      '04. In their words',
      'Start in the dark, ship in the light',
    ])
    await expect(page.getByRole('region', { name: '02. Latest projects' }).getByRole('listitem')).toHaveCount(3)
    await expect(page.getByRole('region', { name: '04. In their words' }).getByRole('figure')).toContainText('Sorin Pavel')
    const bg = await page.getByRole('region', { name: '01. What we build' }).evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(bg).toBe('rgb(11, 18, 36)')
  })

  test("/home-modern/: services with counts, filter tabs, clients, team, three posts and Let's Talk", async ({ page }) => {
    await page.goto('/home-modern/')
    const services = page.getByRole('region', { name: 'What we are good at' }).getByRole('listitem')
    await expect(services).toHaveCount(4)
    await expect(services.first()).toContainText('64 projects')
    const tabs = page.getByRole('tablist', { name: 'Filter the projects by category' }).getByRole('tab')
    await tabs.first().scrollIntoViewIfNeeded()
    await expect(tabs).toHaveText([/^All/, /^Branding/, /^Web Design/, /^Illustration/, /^Motion/])
    await expect(tabs.nth(2)).toBeEnabled()
    await tabs.nth(2).click()
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveCount(4)
    await expect(page.getByRole('region', { name: 'Companies we work with' }).getByRole('img')).toHaveCount(12)
    const team = page.getByRole('region', { name: 'The people you will work with' })
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(['Andrei Munteanu', 'Ioana Dumitrescu', 'Mihai Stanciu', 'Elena Radu'])
    await expect(page.getByRole('region', { name: 'Fresh from the journal' }).getByRole('heading', { level: 3 })).toHaveCount(3)
    const talk = page.getByRole('region', { name: 'Got a project in mind?' }).getByRole('link', { name: "Let's Talk" })
    await expect(talk).toHaveAttribute('href', '/contact/')
  })

  test('/home-trending/ and /home-agency/: complete pages with their own sections', async ({ page, request }) => {
    await page.goto('/home-trending/')
    await expect(page.getByRole('region', { name: 'What clients ask us for now' }).getByRole('heading', { level: 3 })).toHaveCount(3)
    await expect(page.getByRole('region', { name: 'Case studies and recent projects' }).getByRole('group')).toHaveCount(5)
    await expect(page.getByRole('region', { name: 'Latest blog posts' }).getByRole('group')).toHaveCount(3)
    await page.goto('/home-agency/')
    const services = page.getByRole('region', { name: 'How we can help' }).getByRole('link')
    await expect(services).toHaveCount(7)
    for (const href of await services.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      expect((await request.get(href)).status(), href).toBe(200)
    }
    await expect(page.getByRole('region', { name: 'Our Approach' }).getByRole('heading', { level: 3 })).toHaveCount(6)
    await expect(page.getByRole('region', { name: 'Client testimonials' }).getByRole('group')).toHaveCount(4)
  })
})
