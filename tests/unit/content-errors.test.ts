import { describe, expect, it } from 'vitest'
import { ContentError } from '../../lib/content'
import { load, problemsOf, readFixture, serviceWithBody } from './helpers'

const alpha = readFixture('services/alpha.en.md')
const site = readFixture('site.en.yaml')

describe('content mistakes are reported with file, field and what was expected', () => {
  it('a missing title', () => {
    expect(problemsOf({ 'services/alpha.en.md': alpha.replace('title: Alpha Service\n', '') })).toEqual(['content/services/alpha.en.md › title: required text is missing'])
  })

  it('a wrong type', () => {
    expect(problemsOf({ 'services/alpha.en.md': alpha.replace('order: 2', 'order: first') })).toEqual([
      'content/services/alpha.en.md › order: expected a number, but found the text "first"',
    ])
  })

  it('an empty text', () => {
    expect(problemsOf({ 'services/alpha.en.md': alpha.replace('summary: The alpha service.', 'summary: ""') })).toEqual([
      'content/services/alpha.en.md › summary: must not be empty',
    ])
  })

  it('an unknown enum value', () => {
    const post = readFixture('blog/first-post.en.md').replace('category: Product', 'category: Products')
    expect(problemsOf({ 'blog/first-post.en.md': post })).toEqual([
      expect.stringMatching(/^content\/blog\/first-post\.en\.md › category: expected one of "Product", "Inspirations", .*but found the text "Products"$/),
    ])
  })

  it('a misspelt field name', () => {
    expect(problemsOf({ 'services/alpha.en.md': alpha.replace('summary:', 'sumary:') })).toEqual([
      'content/services/alpha.en.md › summary: required text is missing',
      'content/services/alpha.en.md: unknown field "sumary": check the spelling, or remove it',
    ])
  })

  it('a nested field, with its position in a list', () => {
    const broken = site.replace('    url: https://www.instagram.com/northwind.software', '    url: not a link')
    expect(problemsOf({ 'site.en.yaml': broken })).toEqual([
      'content/site.en.yaml › socials[1].url: expected a full web address starting with https:// such as https://www.linkedin.com/company/your-company, but found the text "not a link"',
    ])
  })

  it('a referenced image that does not exist', () => {
    expect(problemsOf({ 'site.en.yaml': site.replace('/media/badge.svg', '/media/missing.svg') })).toEqual([
      'content/site.en.yaml › certification.image: the image "/media/missing.svg" does not exist in content/media',
    ])
  })

  it('a picture path that is not one, and names no file either', () => {
    expect(problemsOf({ 'site.en.yaml': site.replace('/media/badge.svg', ' /media/badge.txt ') })).toEqual([
      'content/site.en.yaml › certification.image: expected an image path such as /media/picture.svg (a file in content/media), but found the text "/media/badge.txt"',
      'content/site.en.yaml › certification.image: the image "/media/badge.txt" does not exist in content/media; did you mean "/media/badge.svg"?',
    ])
  })

  it('missing pictures among the other mistakes of a file, in the order of its fields', () => {
    const broken = site
      .replace('email: hello@northwind.example', 'email: hello at northwind')
      .replace('/media/badge.svg', '/media/missing.svg')
      .replace('name: Northwind', 'nmae: Northwind')
    expect(problemsOf({ 'site.en.yaml': broken })).toEqual([
      'content/site.en.yaml › name: required text is missing',
      'content/site.en.yaml › email: expected an e-mail address such as name@example.com, but found the text "hello at northwind"',
      'content/site.en.yaml › certification.image: the image "/media/missing.svg" does not exist in content/media',
      'content/site.en.yaml: unknown field "nmae": check the spelling, or remove it',
    ])
  })

  it('a missing picture in a list, before a mistake further down the same file', () => {
    const team = readFixture('pages/team.en.yaml').replace('/media/badge.svg', '/media/nobody.svg').replace('  text: We are hiring.\n', '')
    expect(problemsOf({ 'pages/team.en.yaml': team })).toEqual([
      'content/pages/team.en.yaml › members[0].portrait.src: the image "/media/nobody.svg" does not exist in content/media',
      'content/pages/team.en.yaml › openSlot.text: required text is missing',
    ])
  })

  it('a missing picture in a section of a home variant whose other section has a mistake', () => {
    const variant = readFixture('home-variants/home-agency.en.yaml').replace('/media/pic.png', '/media/gone.png').replace('    readMore: Learn more\n', '')
    expect(problemsOf({ 'home-variants/home-agency.en.yaml': variant })).toEqual([
      'content/home-variants/home-agency.en.yaml › sections[0].image.src: the image "/media/gone.png" does not exist in content/media',
      'content/home-variants/home-agency.en.yaml › sections[1].readMore: required text is missing',
    ])
  })

  it('a missing picture, and a mistake found when the whole home variant is checked (a section id used twice)', () => {
    const variant =
      readFixture('home-variants/home-agency.en.yaml').replace('id: agency-services', 'id: about') +
      '  - type: biography\n    heading: Bio\n    paragraphs: [Born.]\n    portrait: { src: /media/nobody.png, alt: A person }\n'
    expect(problemsOf({ 'home-variants/home-agency.en.yaml': variant })).toEqual([
      'content/home-variants/home-agency.en.yaml › sections[7].portrait.src: the image "/media/nobody.png" does not exist in content/media',
      'content/home-variants/home-agency.en.yaml › sections[1].id: "about" is already the id of sections[0]; give this section an id of its own',
    ])
  })

  it('an unknown reference to another entry', () => {
    const study = readFixture('case-studies/grid.en.md').replace('industry: energy', 'industry: mining')
    expect(problemsOf({ 'case-studies/grid.en.md': study })).toEqual(['content/case-studies/grid.en.md › industry: unknown industry "mining"; expected one of "energy"'])
  })

  it('broken YAML in front matter, with the line in the file', () => {
    const broken = alpha.replace('summary: The alpha service.', 'summary: The alpha: service.')
    expect(problemsOf({ 'services/alpha.en.md': broken })).toEqual([expect.stringMatching(/^content\/services\/alpha\.en\.md: the YAML could not be read at line 5: /)])
  })

  it('broken YAML in a data file', () => {
    expect(problemsOf({ 'pages/home.en.yaml': 'title: [unclosed\n' })).toEqual([expect.stringMatching(/^content\/pages\/home\.en\.yaml: the YAML could not be read at line \d+/)])
  })

  it('front matter that is never closed', () => {
    expect(problemsOf({ 'services/alpha.en.md': '---\ntitle: Alpha\norder: 2\n\nSome text.\n' })).toEqual([
      'content/services/alpha.en.md: the front matter is not closed: add a line with only --- after the last field',
    ])
  })

  it('a required data file that is missing', () => {
    expect(problemsOf({ 'pages/not-found.en.yaml': null })).toEqual(['content/pages/not-found.en.yaml: this file is missing'])
  })

  it('a file name that cannot be an address', () => {
    expect(problemsOf({ 'services/New Service.en.md': alpha })).toEqual([
      'content/services/New Service.en.md: the file name becomes the page address: use lowercase letters, digits and dashes only (e.g. my-new-page.en.md)',
    ])
  })

  it('every problem at once, across files', () => {
    const problems = problemsOf({
      'services/alpha.en.md': alpha.replace('title: Alpha Service\n', ''),
      'industries/energy.en.md': readFixture('industries/energy.en.md').replace('order: 1', 'order: one'),
      'site.en.yaml': site.replace('email: hello@northwind.example', 'email: hello at northwind'),
    })
    expect(problems).toEqual([
      'content/site.en.yaml › email: expected an e-mail address such as name@example.com, but found the text "hello at northwind"',
      'content/services/alpha.en.md › title: required text is missing',
      'content/industries/energy.en.md › order: expected a number, but found the text "one"',
    ])
  })

  it('says how many problems there are in the message the build prints', () => {
    try {
      load({ 'services/alpha.en.md': alpha.replace('order: 2', 'order: x').replace('title: Alpha Service\n', '') })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError)
      expect((error as Error).message).toContain('The content has 2 problems to fix before the site can be built:')
      expect((error as Error).message).toContain('✗ content/services/alpha.en.md › title: required text is missing')
    }
  })
})

describe('Markdown mistakes name the line', () => {
  it('raw HTML and script tags are refused', () => {
    const md = serviceWithBody('Hello.\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n')
    expect(problemsOf({ 'services/alpha.en.md': md.text })).toEqual([
      `content/services/alpha.en.md › text, line ${md.line(3)}: HTML is not allowed in Markdown (found "<script>alert(1)</script>"); write it with Markdown instead`,
      `content/services/alpha.en.md › text, line ${md.line(5)}: HTML is not allowed in Markdown (found "<img src=x onerror=\\"alert(1)\\">"); write it with Markdown instead`,
    ])
  })

  it('javascript: links are refused', () => {
    const md = serviceWithBody('[click](javascript:alert(1))\n')
    expect(problemsOf({ 'services/alpha.en.md': md.text })).toEqual([
      `content/services/alpha.en.md › text, line ${md.line(1)}: the address "javascript:alert(1)" is not allowed; use https://, a site path starting with /, #anchor, mailto: or tel:`,
    ])
  })

  it('an unknown placeholder', () => {
    const md = serviceWithBody('Write to {mail}.\n')
    expect(problemsOf({ 'services/alpha.en.md': md.text })[0]).toMatch(
      new RegExp(`^content/services/alpha\\.en\\.md › text, line ${md.line(1)}: unknown placeholder \\{mail\\}; the known ones are \\{companyName\\}, `),
    )
  })

  it('a placeholder named like a member every JavaScript object has is unknown, in the same words, and never filled', () => {
    const md = serviceWithBody('Write to {mail}, {constructor}, {toString} or {hasOwnProperty}.\n')
    const problems = problemsOf({ 'services/alpha.en.md': md.text })
    expect(problems[0]).toMatch(new RegExp(`^content/services/alpha\\.en\\.md › text, line ${md.line(1)}: unknown placeholder \\{mail\\}; the known ones are \\{companyName\\}, `))
    expect(problems).toEqual(['{mail}', '{constructor}', '{toString}', '{hasOwnProperty}'].map((name) => problems[0]!.replace('{mail}', name)))
  })

  it('a broken reference link', () => {
    const md = serviceWithBody('See [our work][work] or write to us.\n')
    expect(problemsOf({ 'services/alpha.en.md': md.text })).toEqual([
      `content/services/alpha.en.md › text, line ${md.line(1)}: the link "[our work][work]" points to a reference that is not defined; write [text](address) instead`,
    ])
  })

  it('a level-1 heading in the text', () => {
    const md = serviceWithBody('# Big title\n\nText.\n')
    expect(problemsOf({ 'services/alpha.en.md': md.text })).toEqual([
      `content/services/alpha.en.md › text, line ${md.line(1)}: a level-1 heading (#) in the text: the page title comes from the front matter, so start sections with ##`,
    ])
  })

  it('a heading that skips a level, the first one included', () => {
    const md = serviceWithBody('### Too deep to start\n\nText.\n\n## Approach\n\n#### Skips ###\n\n### Fine\n\n#### Fine too\n\n## Back up is fine\n')
    expect(problemsOf({ 'services/alpha.en.md': md.text })).toEqual([
      `content/services/alpha.en.md › text, line ${md.line(1)}: the text's first heading is ###: start with ## (the page title is the level above it)`,
      `content/services/alpha.en.md › text, line ${md.line(7)}: a #### heading right after a ## one skips a level: write ###`,
    ])
  })

  it('a heading or a link without words', () => {
    const md = serviceWithBody('## Approach\n\n##\n\nSee [](/contact/) or [ ](https://example.com/); [![the team](/media/badge.svg)](/contact/) has words.\n')
    expect(problemsOf({ 'services/alpha.en.md': md.text })).toEqual([
      `content/services/alpha.en.md › text, line ${md.line(3)}: a heading without words: write them after the ##, or remove the line`,
      `content/services/alpha.en.md › text, line ${md.line(5)}: a link without words: a screen reader would read out only its address; write [what it leads to](/contact/)`,
      `content/services/alpha.en.md › text, line ${md.line(5)}: a link without words: a screen reader would read out only its address; write [what it leads to](https://example.com/)`,
    ])
  })
})
