import { expect, pageReady, test } from './fixtures'

/** The animations of a page that run on their own clock (not the scroll-driven ones), as the browser reports them. */
function runningAnimations() {
  return document
    .getAnimations()
    .filter((animation) => animation.timeline instanceof DocumentTimeline)
    .map((animation) => {
      const timing = animation.effect!.getComputedTiming()
      const target = (animation.effect as KeyframeEffect).target
      return {
        on: target ? `${target.tagName.toLowerCase()}.${target.getAttribute('class') ?? ''}` : '?',
        delay: Number(timing.delay ?? 0),
        moving: Number(timing.activeDuration),
      }
    })
}

// Moving content that starts by itself must stop within 5 s (WCAG 2.2.2), and nothing should be
// drawn over and over while a first visit loads: an endless nudge of the scroll-down arrow kept a
// phone drawing 60 frames a second from the first paint on.
test.describe('motion that starts by itself', () => {
  for (const path of ['/', '/ro/', '/services/rpa/', '/industries/healthcare/', '/contact/']) {
    test(`on ${path}, every animation stops within 5 s, none forever`, async ({ page }) => {
      await page.goto(path)
      await pageReady(page)
      const animations = await page.evaluate(runningAnimations)
      for (const animation of animations) expect(animation.moving, `${animation.on} moves for ${animation.moving} ms`).toBeLessThanOrEqual(5000)
    })
  }

  test('the scroll-down arrow nudges only when the visitor has not scrolled for a few seconds, then stops', async ({ page }) => {
    await page.goto('/services/rpa/')
    await pageReady(page)
    const arrow = (await page.evaluate(runningAnimations)).filter((animation) => animation.on.startsWith('svg'))
    expect(arrow).toHaveLength(1)
    expect(arrow[0]!.delay).toBeGreaterThanOrEqual(3000)
    expect(arrow[0]!.moving).toBeLessThanOrEqual(5000)
  })
})

test.describe('motion that starts by itself, with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the scroll-down arrow does not move at all', async ({ page }) => {
    await page.goto('/services/rpa/')
    await pageReady(page)
    expect((await page.evaluate(runningAnimations)).filter((animation) => animation.on.startsWith('svg'))).toEqual([])
  })
})
