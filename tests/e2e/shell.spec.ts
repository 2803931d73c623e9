import { axExpanded, expect, expectJustBelowHeader, pageReady, scrollTo, test } from './fixtures'

test.describe('header', () => {
  test('becomes solid after 80 px of scrolling and stays at the top, with no script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/privacy-policy/')
    const header = page.getByRole('banner')
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await background()).toBe('rgba(0, 0, 0, 0)')
    await scrollTo(page, 60)
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)')
    await scrollTo(page, 400)
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)')
    expect((await header.boundingBox())?.y).toBe(0)
    await scrollTo(page, 0)
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)')
    await context.close()
  })

  test('the off-canvas menu opens as a dialog, shows the menu and social links, and closes on Escape', async ({ page }) => {
    await page.goto('/terms-and-conditions/')
    await pageReady(page)
    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
    for (const label of ['HOME', 'OUR APPROACH', 'CASE STUDIES', 'CONTACT US']) {
      await expect(dialog.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const link = dialog.getByRole('link', { name: new RegExp(network) })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('the off-canvas sub-menus list every service and industry', async ({ page }) => {
    await page.goto('/cookie-policy/')
    await pageReady(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await dialog.getByText('SERVICES', { exact: true }).click()
    for (const name of ['Digital Transformation', 'Software Development', 'IT Consulting', 'UI/UX Design', 'AI/ML Development', 'RPA', 'Innovation Grants & Partnerships']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(dialog.getByRole('link', { name: 'RPA', exact: true })).toHaveAttribute('href', '/services/rpa/')
    await dialog.getByText('INDUSTRIES', { exact: true }).click()
    await expect(dialog.getByRole('link', { name: 'Energy, Oil & Gas' })).toHaveAttribute('href', '/industries/energy-oil-gas/')
    await expect(dialog.getByRole('link', { name: 'Start-ups' })).toHaveAttribute('href', '/industries/startup/')
  })

  test('a menu item closes the off-canvas menu and leads to its section, below the header', async ({ page }) => {
    await page.goto('/')
    await pageReady(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'OUR APPROACH' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(page).toHaveURL(/\/#how-we-do$/)
    const heading = page.getByRole('heading', { name: 'Our Approach', level: 2 })
    await expect(heading).toBeInViewport()
    await expectJustBelowHeader(page.locator('#how-we-do'))
  })

  test('the menu is operable with the keyboard alone', async ({ page }) => {
    await page.goto('/privacy-policy/')
    await pageReady(page)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    // The page behind the open dialog is inert: the keyboard never reaches it (past the dialog's
    // last link, the focus goes to the browser's own controls, then back into the dialog).
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press(i < 15 ? 'Tab' : 'Shift+Tab')
      const where = await dialog.evaluate((d) => (d.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page'))
      expect(where).not.toBe('page')
    }
    await page.keyboard.press('Escape')
    await expect(opener).toBeFocused()
  })
})

// The inline menu shows on wide screens only; phones use the off-canvas menu (tested above).
test.describe('desktop navigation @desktop', () => {
  test('shows the main menu with its links', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/#home')
    await expect(nav.getByRole('link', { name: 'OUR APPROACH' })).toHaveAttribute('href', '/#how-we-do')
    await expect(nav.getByRole('link', { name: 'CASE STUDIES' })).toHaveAttribute('href', '/#our-work')
    await expect(nav.getByRole('link', { name: 'CONTACT US' })).toHaveAttribute('href', '/contact/')
  })

  test('dropdowns open with a click or the keyboard and close on Escape', async ({ page }) => {
    await page.goto('/privacy-policy/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const services = nav.getByRole('button', { name: 'SERVICES' })
    const software = nav.getByRole('link', { name: 'Software Development' })
    const servicesButton = 'nav[aria-label="Main"] button[popovertarget]'
    expect(await axExpanded(page, servicesButton)).toBe(false)
    await services.click()
    await expect(software).toBeVisible()
    expect(await axExpanded(page, servicesButton)).toBe(true)
    await expect(software).toHaveAttribute('href', '/services/software-development/')
    // The list sits right under its button.
    const [button, list] = await Promise.all([services.boundingBox(), page.locator('ul[popover]:popover-open').boundingBox()])
    expect(Math.abs(list!.x - button!.x)).toBeLessThan(40)
    expect(list!.y).toBeGreaterThan(button!.y + button!.height - 1)
    expect(list!.y).toBeLessThan(button!.y + button!.height + 40)
    await page.keyboard.press('Escape')
    expect(await axExpanded(page, servicesButton)).toBe(false)
    await expect(services).toBeFocused()
    await page.mouse.move(0, 600)
    await expect(software).toBeHidden()

    const industries = nav.getByRole('button', { name: 'INDUSTRIES' })
    await industries.focus()
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link', { name: 'Energy, Oil & Gas' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Energy, Oil & Gas' })).toBeFocused()
    // Clicking elsewhere closes it.
    await page.mouse.click(600, 600)
    await expect(nav.getByRole('link', { name: 'Energy, Oil & Gas' })).toBeHidden()
  })

  test('pointing at a menu button shows its list', async ({ page }) => {
    await page.goto('/privacy-policy/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'INDUSTRIES' }).hover()
    await expect(nav.getByRole('link', { name: 'Energy, Oil & Gas' })).toBeVisible()
    await page.mouse.move(0, 600)
    await expect(nav.getByRole('link', { name: 'Energy, Oil & Gas' })).toBeHidden()
  })
})

test.describe('scroll to top', () => {
  test('appears after 500 px and brings the visitor back to the top, with no script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/privacy-policy/')
    const button = page.getByRole('link', { name: 'Back to top' })
    await expect(button).toBeHidden()
    await scrollTo(page, 450)
    await expect(button).toBeHidden()
    await scrollTo(page, 1500)
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toBeHidden()
    // The keyboard continues from the top of the page.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await context.close()
  })
})

test.describe('footer', () => {
  test('shows the copyright, legal links, social links, certification, address and e-mail', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const year = new Date().getFullYear()
    await expect(footer).toContainText(`© ${year} Northwind Software. All Rights Reserved.`)
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions/')
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy/')
    await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookie-policy/')
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${network}`) })
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('href', /^https:\/\//)
    }
    const badge = footer.getByRole('img', { name: /ISO\/IEC 27001/ })
    await badge.scrollIntoViewIfNeeded()
    await expect(badge).toBeVisible()
    await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await expect(footer).toContainText('Bucharest, Romania')
    await expect(footer.getByRole('link', { name: 'hello@northwind.example' })).toHaveAttribute('href', 'mailto:hello@northwind.example')
  })

  test('the legal links lead to the legal pages', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click()
    await expect(page).toHaveURL(/\/cookie-policy\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy')
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('turns smooth scrolling off', async ({ page }) => {
    await page.goto('/')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
  })
})

test('without reduced motion, anchors scroll smoothly', async ({ page }) => {
  await page.goto('/')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
})
