import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { closest, findReferences, reference } from '../../lib/content/references'
import { explainYamlError } from '../../lib/content/yamlErrors'
import { load, problemsOf, readFixture } from './helpers'

const minimal = readFixture('home-variants/home-minimal.en.yaml')
const dark = readFixture('home-variants/home-dark.en.yaml')
const firstPost = readFixture('blog/first-post.en.md')
const secondPost = readFixture('blog/second-post.en.md')

describe('every name that points at other content is looked up when content loads', () => {
  it('a misspelt work title on a home variant, with the title it was probably meant to be', () => {
    expect(problemsOf({ 'home-variants/home-minimal.en.yaml': minimal.replace('work: Alpha identity', 'work: Alpha identiy') })).toEqual([
      'content/home-variants/home-minimal.en.yaml › sections[0].items[0].work: unknown work "Alpha identiy"; did you mean "Alpha identity"? expected one of "Alpha identity", "Beta film" (the titles of the works in content/pages/portfolio.en.yaml)',
    ])
  })

  it('a work title that is nothing like any work gets no guess', () => {
    expect(problemsOf({ 'home-variants/home-minimal.en.yaml': minimal.replace('work: Alpha identity', 'work: No Such Work') })).toEqual([
      'content/home-variants/home-minimal.en.yaml › sections[0].items[0].work: unknown work "No Such Work"; expected one of "Alpha identity", "Beta film" (the titles of the works in content/pages/portfolio.en.yaml)',
    ])
  })

  it('a misspelt testimonial name on the dark home variant', () => {
    expect(problemsOf({ 'home-variants/home-dark.en.yaml': dark.replace('name: Ion Pop', 'name: Ion Popp') })).toEqual([
      'content/home-variants/home-dark.en.yaml › sections[3].name: unknown name "Ion Popp"; did you mean "Ion Pop"? expected one of "Ion Pop" (the testimonials in content/pages/about-us.en.yaml)',
    ])
  })

  it('a published post may not point at a draft, which the build leaves out', () => {
    const changes = {
      'blog/first-post.en.md': firstPost.replace('views: 10\n', 'views: 10\nrelated: [second-post]\n'),
      'blog/second-post.en.md': secondPost.replace(/^---\n/, '---\ndraft: true\n'),
    }
    expect(problemsOf(changes)).toEqual([
      'content/blog/first-post.en.md › related[0]: blog post "second-post" is a draft (draft: true), so it is not published: publish it, or name another blog post',
    ])
    // The dev server shows drafts, so there the reference is fine.
    expect(load(changes, true).posts.map((p) => p.id)).toContain('second-post')
  })

  it('a reference to a file that has a mistake of its own reports only that mistake', () => {
    const problems = problemsOf({
      'blog/first-post.en.md': firstPost.replace('views: 10\n', 'views: 10\nrelated: [second-post]\n'),
      'blog/second-post.en.md': secondPost.replace(/^title: .*\n/m, ''),
    })
    expect(problems).toEqual(['content/blog/second-post.en.md › title: required text is missing'])
  })

  it('finds marked fields through lists, optional fields, defaults and records', () => {
    const schema = z.object({
      a: z.array(z.object({ w: reference(z.string(), 'work') })).optional(),
      b: reference(z.string(), 'post').default('x'),
      c: z.record(z.string(), reference(z.string(), 'author')),
      d: z.string(),
    })
    const value = schema.parse({ a: [{ w: 'one' }, { w: 'two' }], c: { k: 'Ana' }, d: 'not a reference' })
    expect(findReferences(schema, value)).toEqual([
      { field: 'a[0].w', value: 'one', kind: 'work' },
      { field: 'a[1].w', value: 'two', kind: 'work' },
      { field: 'b', value: 'x', kind: 'post' },
      { field: 'c.k', value: 'Ana', kind: 'author' },
    ])
  })

  it('guesses only names that are close', () => {
    expect(closest('energetica-erpp', ['energetica-erp', 'heroes-project'])).toBe('energetica-erp')
    expect(closest('Gabriela Stoika', ['Gabriela Stoica', 'Sorin Pavel'])).toBe('Gabriela Stoica')
    expect(closest('mining', ['energy', 'healthcare'])).toBeUndefined()
  })
})

describe("the YAML parser's errors come with the fix an editor can make", () => {
  /** What an editor reads for one broken YAML text. */
  function explain(source: string): string {
    const problems = problemsOf({ 'pages/not-found.en.yaml': source })
    expect(problems).toHaveLength(1)
    return problems[0]!
  }
  const notFound = readFixture('pages/not-found.en.yaml')
  const firstLine = notFound.split('\n')[0]!
  const [key, value] = [firstLine.slice(0, firstLine.indexOf(':')), firstLine.slice(firstLine.indexOf(':') + 2)]

  it('an unquoted ": " inside a text', () => {
    const broken = notFound.replace(firstLine, `${key}: Oh no: ${value}`)
    expect(explain(broken)).toBe(
      `content/pages/not-found.en.yaml: the YAML could not be read at line 1: the text contains a colon followed by a space (": "), which YAML reads as a new field: put the whole text in double quotes, like this: ${key}: "Oh no: ${value}"`,
    )
  })

  it('in front matter, with the line of the file', () => {
    const alpha = readFixture('services/alpha.en.md')
    const problems = problemsOf({ 'services/alpha.en.md': alpha.replace('summary: The alpha service.', 'summary: The alpha: service.') })
    expect(problems).toEqual([
      expect.stringMatching(/^content\/services\/alpha\.en\.md: the YAML could not be read at line 5: .*double quotes, like this: summary: "The alpha: service\."$/),
    ])
  })

  it('a tab used to indent', () => {
    expect(explain(`${notFound}extra:\n\t- a\n`)).toMatch(/at line \d+: this line is indented with a tab: YAML needs spaces/)
  })

  it('an unclosed quote, at the line where it opens', () => {
    const lines = notFound.split('\n')
    lines[0] = `${key}: "${value}`
    expect(explain(lines.join('\n'))).toMatch(/at line 1: a text opened with " is never closed: add the closing " at the end of the text$/)
  })

  it('an unclosed list and an unclosed group', () => {
    expect(explain(`${key}: [a, b\nother: x\n`)).toMatch(/at line 1: a list opened with \[ is not closed: add \] at the end of the list$/)
    expect(explain(`${key}: { a: b\nother: x\n`)).toMatch(/at line 1: a group opened with \{ is not closed: add \} at its end$/)
  })

  it('a field written twice', () => {
    expect(explain(`${firstLine}\n${notFound}`)).toMatch(
      new RegExp(`at line 2: the field "${key}" is written twice at the same level, on line 1 and on this line: keep only one of them$`),
    )
  })

  it('a text that starts with a character YAML reserves', () => {
    expect(
      explainYamlError(
        { code: 'BAD_SCALAR_START', message: 'Plain value cannot start with reserved character @ at line 1, column 8:', linePos: [{ line: 1, col: 8 }] },
        'title: @home\n',
      ),
    ).toEqual({
      line: 1,
      message: 'a text cannot start with @: put the whole text in double quotes, like this: title: "@home"',
    })
    expect(explain(notFound.replace(firstLine, `${key}: *bold* ${value}`))).toMatch(/at line 1: a text cannot start with \*: put the whole text in double quotes/)
  })

  it('text after a closing quote', () => {
    expect(explain(notFound.replace(firstLine, `${key}: "Oh" no`))).toMatch(/at line 1: the text goes on after its closing quote: put the whole text in double quotes/)
  })
})
