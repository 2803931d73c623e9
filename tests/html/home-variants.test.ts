import { describe, expect, test } from 'vitest'
import { builtPage, isBuilt, textOf } from './support/builtPage'
import { builtText } from './support/queries'

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

/** The texts of the tabs of the tablist that filters the projects. */
function filterTabs(address: string) {
  const page = builtPage(address)
  const [tablist, ...others] = page.named('[role="tablist"]', 'Filter the projects by category')
  expect(tablist, address).toBeDefined()
  expect(others, address).toEqual([])
  return { page, tabs: page.all('[role="tab"]', tablist) }
}

describe('home variants', () => {
  test('each has its title, description and one h1, and no placeholder text', () => {
    for (const [address, title, h1] of heads) {
      const page = builtPage(address)
      expect(page.title, address).toBe(`Northwind Software | ${title}`)
      expect(page.meta('description'), address).toMatch(/.{40,}/)
      expect(page.h1, address).toEqual([h1])
      expect(builtText(address), address).not.toMatch(/lorem ipsum/i)
    }
  })

  test('/home-default/: four services to /service-details, case studies, the six approach steps, partners, awards, blog', () => {
    const page = builtPage('/home-default/')
    const services = page.region('Our Services')
    expect(page.texts('h3', services)).toEqual(['Brand Consultant', 'UI/UX Solution', 'Packaging', 'Motion Video & TVC'])
    for (const link of page.all('a[href]', services)) expect(link.attribs.href).toBe('/service-details')

    const cases = page.region('Case Studies')
    expect(page.named('a', 'All Projects', cases).map((a) => a.attribs.href)).toEqual(['/works-grid/'])
    expect(page.all('[role="group"]', cases)).toHaveLength(5)
    expect(page.named('a', 'Energetica ERP', cases).map((a) => a.attribs.href)).toEqual(['/case-studies/energetica-erp/'])

    // The same steps as the landing page: one source, home.yaml.
    expect(page.texts('h3', page.region('Our Approach'))).toEqual([
      'Discovering Your Vision',
      'Crafting the Blueprint',
      'Code Incubation',
      'Quality Validation',
      'Go-Live with Confidence',
      'Always By Your Side',
    ])
    expect(page.all('img', page.region('Brands that trust us'))).toHaveLength(12)
    expect(textOf(page.region('Awards'))).toContain('2021')
    expect(page.all('h3', page.region('Latest from the blog'))).toHaveLength(3)
  })

  test('/home-studio/: eight services, six latest works, awards, articles and Describe your project', () => {
    const page = builtPage('/home-studio/')
    expect(page.texts('h3', page.region('Everything a brand needs to be seen'))).toEqual([
      'Branding Design',
      'Advertising',
      'Package Design',
      'Animation',
      'UI/UX Interaction',
      'Mobile Design',
      'Photography',
      'Illustration',
    ])
    const work = page.region('Latest Work')
    expect(page.all('li', work)).toHaveLength(6)
    expect(page.named('a', 'All Projects', work).map((a) => a.attribs.href)).toEqual(['/works-grid/'])
    page.region('Awards')
    const articles = page.region('The World of the product')
    expect(page.named('a', 'All Articles', articles).map((a) => a.attribs.href)).toEqual(['/blog-grid/'])
    const cta = page.named('a', 'Describe your project', page.region('Tell us what you want to make'))
    expect(cta.map((a) => a.attribs.href)).toEqual(['/contact/'])
  })

  test('/home-minimal/: tabs with the counts of their projects, all shown at first', () => {
    const { page, tabs } = filterTabs('/home-minimal/')
    const expected = [/^All Projects\s*11$/, /^Branding\s*4$/, /^UI\/UX Interaction\s*4$/, /^Motion Video\s*3$/, /^Illustration\s*4$/]
    expect(tabs).toHaveLength(expected.length)
    tabs.forEach((tab, i) => expect(textOf(tab)).toMatch(expected[i]!))
    expect(tabs[3]!.attribs.disabled).toBeUndefined()
    expect(page.all('h3', page.one('[role="tabpanel"]'))).toHaveLength(11)
  })

  test('/home-freelancer/: biography, skills with percentages, timeline, testimonials and a social feed', () => {
    const page = builtPage('/home-freelancer/')
    expect(textOf(page.region('Biography'))).toContain('Since 2016 I have led design')
    const skills = page.texts('li', page.region('What I do best'))
    expect(skills).toHaveLength(6)
    expect(skills[0]).toMatch(/Interface design\s*95%/)
    expect(page.texts('h3', page.region('Education & experience'))).toEqual(['Education', 'Experience'])
    expect(page.all('[role="group"]', page.region('Client testimonials'))).toHaveLength(4)
    const linkedIn = page.named('a', 'More on LinkedIn (opens in a new tab)', page.region('Recently on my feeds'))
    expect(linkedIn).toHaveLength(1)
    expect(linkedIn[0]!.attribs.href).toBe('https://www.linkedin.com/company/northwind-software')
    expect(linkedIn[0]!.attribs.target).toBe('_blank')
    expect(page.all('iframe')).toHaveLength(0)
  })

  test('/home-dark/: numbered sections for services, projects, partners and a client quote', () => {
    const page = builtPage('/home-dark/')
    expect(page.texts('h2', page.one('main'))).toEqual([
      '01. What we build',
      '02. Latest projects',
      '03. Trusted partners',
      '04. In their words',
      'Start in the dark, ship in the light',
    ])
    expect(page.all('li', page.region('02. Latest projects'))).toHaveLength(3)
    const figures = page.all('figure', page.region('04. In their words'))
    expect(figures).toHaveLength(1)
    expect(textOf(figures[0]!)).toContain('Sorin Pavel')
  })

  test("/home-modern/: services with counts, filter tabs, clients, team, three posts and Let's Talk", () => {
    const { page, tabs } = filterTabs('/home-modern/')
    const services = page.texts('li', page.region('What we are good at'))
    expect(services).toHaveLength(4)
    expect(services[0]).toContain('64 projects')
    const expected = [/^All/, /^Branding/, /^Web Design/, /^Illustration/, /^Motion/]
    expect(tabs).toHaveLength(expected.length)
    tabs.forEach((tab, i) => expect(textOf(tab)).toMatch(expected[i]!))
    expect(tabs[2]!.attribs.disabled).toBeUndefined()
    expect(page.all('img', page.region('Companies we work with'))).toHaveLength(12)
    expect(page.texts('h3', page.region('The people you will work with'))).toEqual(['Andrei Munteanu', 'Ioana Dumitrescu', 'Mihai Stanciu', 'Elena Radu'])
    expect(page.all('h3', page.region('Fresh from the journal'))).toHaveLength(3)
    const talk = page.named('a', "Let's Talk", page.region('Got a project in mind?'))
    expect(talk.map((a) => a.attribs.href)).toEqual(['/contact/'])
  })

  test('/home-trending/ and /home-agency/: complete pages with their own sections', () => {
    const trending = builtPage('/home-trending/')
    expect(trending.all('h3', trending.region('What clients ask us for now'))).toHaveLength(3)
    expect(trending.all('[role="group"]', trending.region('Case studies and recent projects'))).toHaveLength(5)
    expect(trending.all('[role="group"]', trending.region('Latest blog posts'))).toHaveLength(3)
    const agency = builtPage('/home-agency/')
    const services = agency.all('a[href]', agency.region('How we can help'))
    expect(services).toHaveLength(7)
    for (const a of services) expect(isBuilt(a.attribs.href!), a.attribs.href).toBe(true)
    expect(agency.all('h3', agency.region('Our Approach'))).toHaveLength(6)
    expect(agency.all('[role="group"]', agency.region('Client testimonials'))).toHaveLength(4)
  })
})
