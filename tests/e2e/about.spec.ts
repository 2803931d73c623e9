import { expect, test } from './fixtures'

test.describe('About Us page', () => {
  test('hero, story with pictures and services from the service pages', async ({ page, request }) => {
    await page.goto('/about-us/')
    await expect(page).toHaveTitle('Northwind Software | About Us')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A software studio built on long partnerships')
    const story = page.getByRole('region', { name: 'Senior engineers, small teams, software that lasts' })
    const pictures = story.getByRole('img')
    await expect(pictures).toHaveCount(3)
    for (const img of await pictures.all()) {
      await expect(img).toHaveAttribute('alt', /.{10,}/)
      await expect(img).toHaveAttribute('width', /^\d+$/)
      await expect(img).toHaveAttribute('height', /^\d+$/)
    }
    const services = page.getByRole('region', { name: 'Our services' }).getByRole('link')
    await expect(services).toHaveCount(7)
    await expect(services.filter({ hasText: 'Robotic Process Automation' })).toHaveAttribute('href', '/services/rpa/')
    for (const href of await services.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      expect(href).toMatch(/^\/services\/[\w-]+\/$/)
      expect((await request.get(href)).status(), href).toBe(200)
    }
  })

  test('testimonials are quotes with who said them', async ({ page }) => {
    await page.goto('/about-us/')
    const section = page.getByRole('region', { name: 'What our clients say' })
    const figures = section.getByRole('figure')
    await expect(figures).toHaveCount(4)
    for (const figure of await figures.all()) {
      await expect(figure.locator('blockquote')).toHaveCount(1)
      await expect(figure.locator('figcaption')).toHaveCount(1)
    }
    await expect(figures.first()).toContainText('Gabriela Stoica')
    await expect(figures.first()).toContainText('Chief Financial Officer, Voltara')
  })

  test('awards and partners are the same as on the landing page', async ({ page }) => {
    const read = async (path: string) => {
      await page.goto(path)
      const awards = page.getByRole('region', { name: 'Awards' })
      const partners = page.getByRole('region', { name: 'Trusted by' })
      return {
        // Their text, also while the band is below the fold and not drawn yet (no innerText then).
        awards: (await awards.getByRole('listitem').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim()),
        awardLinks: await awards.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
        partners: await partners.getByRole('img').evaluateAll((imgs) => imgs.map((i) => `${i.getAttribute('alt')} ${i.getAttribute('src')}`)),
      }
    }
    const about = await read('/about-us/')
    const home = await read('/')
    expect(about).toEqual(home)
    expect(about.partners).toHaveLength(12)
    expect(about.awards.join(' ')).toContain('2021')
    expect(about.awardLinks).toHaveLength(3)
  })
})

test.describe('About Me page', () => {
  test('biography, contact from site.yaml, services and advantages', async ({ page }) => {
    await page.goto('/about-me/')
    await expect(page).toHaveTitle('Northwind Software | About Me')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Andrei Munteanu')
    const main = page.getByRole('main')
    await expect(main.getByRole('img', { name: 'Geometric portrait of Andrei Munteanu' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Biography' })).toContainText('In 2016 I founded Northwind Software')
    const contact = page.getByRole('region', { name: 'Get in touch' })
    await expect(contact.getByRole('link', { name: 'hello@northwind.example' })).toHaveAttribute('href', 'mailto:hello@northwind.example')
    await expect(contact.getByRole('link', { name: '+40 21 555 0142' })).toHaveAttribute('href', 'tel:+40215550142')
    await expect(page.getByRole('region', { name: 'How I can help' }).getByRole('heading', { level: 3 })).toHaveText([
      'Architecture reviews',
      'Product discovery',
      'Technical due diligence',
      'Fractional CTO',
    ])
    await expect(page.getByRole('region', { name: 'Why work with me' }).getByRole('heading', { level: 3 })).toHaveCount(3)
  })

  test('education and experience timeline, and skills with their percentages', async ({ page }) => {
    await page.goto('/about-me/')
    const timeline = page.getByRole('region', { name: 'Education & experience' })
    await expect(timeline.getByRole('heading', { name: 'Education', exact: true })).toBeVisible()
    await expect(timeline.getByRole('heading', { name: 'Experience', exact: true })).toBeVisible()
    await expect(timeline.getByRole('listitem').filter({ hasText: '2016 – today' })).toContainText('Founder & CEO of Northwind Software')
    const skills = page.getByRole('region', { name: 'Skills' }).getByRole('listitem')
    await expect(skills).toHaveCount(5)
    await expect(skills.first()).toHaveText(/Software architecture\s*95%/)
  })

  test('social links open in a new tab and say so', async ({ page }) => {
    await page.goto('/about-me/')
    const contact = page.getByRole('region', { name: 'Get in touch' })
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const link = contact.getByRole('link', { name: `${network} (opens in a new tab)` })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
  })
})
