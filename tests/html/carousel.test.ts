import { describe, expect, test } from 'vitest'
import { builtPage } from './support/builtPage'

describe('portfolio carousel', () => {
  test('Latest Portfolio with its All Projects link, every slide in the page', () => {
    const page = builtPage('/works-carousel/')
    expect(page.title).toBe('Northwind Software | Portfolio Carousel')
    expect(page.h1).toEqual(['Latest Portfolio'])
    expect(page.named('a', 'All Projects').map((a) => a.attribs.href)).toEqual(['/works-grid/'])
    const region = page.region('Our newest works')
    expect(region.attribs['aria-roledescription']).toBe('carousel')
    const slides = page.all('[aria-roledescription="slide"]', region)
    expect(slides.map((slide) => slide.attribs['aria-label']).sort()).toEqual(['1 of 8', '2 of 8', '3 of 8', '4 of 8', '5 of 8', '6 of 8', '7 of 8', '8 of 8'])
    for (const slide of slides) expect(page.all('h2', slide), slide.attribs['aria-label']).toHaveLength(1)
  })
})
