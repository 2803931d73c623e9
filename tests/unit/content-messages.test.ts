import { describe, expect, it } from 'vitest'
import { ContentError, loadLocalizedContent } from '../../lib/content'
import { contentWith, problemsOf, readFixture } from './helpers'

const alpha = readFixture('services/alpha.en.md')
/** The fixture service in Romanian: its words translated, everything else as in English. */
const alphaRo = alpha
  .replace('title: Alpha Service', 'title: Serviciul Alpha\nspecializationTitle: Specializare\nskillTitle: Competențe\nservicesTitle: Servicii\nfaqTitle: Întrebări')
  .replace('summary: The alpha service.', 'summary: Serviciul alpha, pe înțelesul tuturor.')

/** The problems of the content in both languages, as the lines an editor reads. */
function problemsInBoth(changes: Record<string, string | null>): string[] {
  try {
    loadLocalizedContent({ root: contentWith(changes), includeDrafts: false })
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((p) => (p.field ? `${p.file} › ${p.field}: ${p.message}` : `${p.file}: ${p.message}`))
    throw error
  }
  throw new Error('expected the content to be rejected, but it loaded')
}

describe('messages that lead to the fix', () => {
  it('a picture written in the wrong letter case names the file that exists', () => {
    expect(problemsOf({ 'services/alpha.en.md': alpha.replace('src: /media/pic.png', 'src: /media/Pic.png') })).toEqual([
      'content/services/alpha.en.md › image.src: the image "/media/Pic.png" does not exist in content/media; did you mean "/media/pic.png"? (letter case matters in file names)',
    ])
  })

  it('a picture a letter away names the nearest file; a picture like no other just says it is missing', () => {
    const withBody = (src: string) => alpha.replace('Write to us at {email}.', `![A picture](${src})`)
    expect(problemsOf({ 'services/alpha.en.md': withBody('/media/pics.png') })).toEqual([
      'content/services/alpha.en.md › text: the picture "/media/pics.png" does not exist in content/media; did you mean "/media/pic.png"?',
    ])
    expect(problemsOf({ 'services/alpha.en.md': withBody('/media/team/someone-else.png') })).toEqual([
      'content/services/alpha.en.md › text: the picture "/media/team/someone-else.png" does not exist in content/media',
    ])
  })

  it('a picture missing from the English file is reported there once, not as a difference the translation should copy', () => {
    const wrong = alpha.replace('src: /media/pic.png', 'src: /media/Pic.png')
    expect(problemsInBoth({ 'services/alpha.en.md': wrong, 'services/alpha.ro.md': alphaRo })).toEqual([
      'content/services/alpha.en.md › image.src: the image "/media/Pic.png" does not exist in content/media; did you mean "/media/pic.png"? (letter case matters in file names)',
    ])
    // A real difference between two good files is still reported, on the translation.
    expect(problemsInBoth({ 'services/alpha.ro.md': alphaRo.replace('order: 2', 'order: 3') })).toEqual([
      'content/services/alpha.ro.md › order: is the same in every language: content/services/alpha.en.md has 2, this translation 3; change both together',
    ])
  })

  it('a field written twice names the field and both lines', () => {
    const twice = alpha.replace('order: 2', 'order: 2\nsummary: Again.')
    expect(problemsOf({ 'services/alpha.en.md': twice })).toEqual([
      'content/services/alpha.en.md: the YAML could not be read at line 6: the field "summary" is written twice at the same level, on line 5 and on this line: keep only one of them',
    ])
  })

  it('a Romanian file typed with cedillas throughout gets one line with the fix for the whole file, then the first few places', () => {
    const cedillas = alphaRo.replace('Serviciul alpha, pe înțelesul tuturor.', 'Aşa ştiţi şi voi, aţi văzut, şi aşa mai departe.')
    const problems = problemsInBoth({ 'services/alpha.ro.md': cedillas })
    expect(problems).toHaveLength(4)
    expect(problems[0]).toBe(
      'content/services/alpha.ro.md: 7 letters are ş or ţ (with a cedilla) where Romanian writes ș and ț (with a comma below): replace every ş with ș, Ş with Ș, ţ with ț and Ţ with Ț in this file (Find and Replace does each in one go); the first ones:',
    )
    expect(problems[1]).toMatch(/^content\/services\/alpha\.ro\.md › line \d+: "Aşa" is written with "ş"/)
  })
})

describe('lists in step across languages', () => {
  it('a team member added in English only is on the Romanian page in English, marked so, and in the translation status', async () => {
    const { untranslatedLanguage } = await import('../../lib/content/untranslated')
    const { translationStatus } = await import('../../lib/content/translationStatus')
    const team = readFixture('pages/team.en.yaml')
    const first = /members:\n(\s+- name: .*\n(?:\s{4,}.*\n)*)/.exec(team)![1]!
    const newcomer = first.replace(/name: .*/, 'name: Dana Nou').replace(/role: .*/, 'role: Test Engineer')
    const english = team.replace(first, `${first}${newcomer}`)
    // The Romanian file, as it was before the newcomer: every member but her, translated.
    const romanian = team.replace(/role: (.*)/g, 'role: Rol $1')
    const content = loadLocalizedContent({ root: contentWith({ 'pages/team.en.yaml': english, 'pages/team.ro.yaml': romanian }), includeDrafts: false })
    const members = content.ro.pages.team.members
    expect(members.map((m) => m.name)).toEqual(content.en.pages.team.members.map((m) => m.name))
    const dana = members.find((m) => m.name === 'Dana Nou')!
    expect(dana.role).toBe('Test Engineer')
    expect(untranslatedLanguage(dana)).toBe('en')
    expect(members.filter((m) => m !== dana).every((m) => m.role.startsWith('Rol ') && untranslatedLanguage(m) === undefined)).toBe(true)
    expect(translationStatus(content)[0]!.missingItems).toEqual(['content/pages/team.ro.yaml › members › Dana Nou'])
    expect(content.en.pages.team.members.every((m) => untranslatedLanguage(m) === undefined)).toBe(true)
  })

  /** A FAQ page of two groups, in English, or with the Romanian words (the same ids). */
  const faqPage = (romanian: boolean, groups: Array<[string, string, Array<[string, string]>]>) =>
    [
      `title: ${romanian ? 'Întrebări' : 'FAQ'}`,
      `description: ${romanian ? 'Întrebări frecvente.' : 'Common questions.'}`,
      'label: FAQ',
      `heading: ${romanian ? 'Întrebări frecvente' : 'Questions'}`,
      `intro: ${romanian ? 'Răspunsuri.' : 'Answers.'}`,
      'categories:',
      ...groups.flatMap(([id, title, items]) => [
        `  - id: ${id}`,
        `    title: ${title}`,
        '    items:',
        ...items.map(([itemId, question]) => `      - { id: ${itemId}, question: "${question}", answer: "${romanian ? 'Răspuns' : 'Answer'} ${itemId}." }`),
      ]),
      'contact:',
      `  heading: ${romanian ? 'Alte întrebări?' : 'More questions?'}`,
      `  text: ${romanian ? 'Scrieți-ne.' : 'Write to us.'}`,
      `  cta: { label: ${romanian ? 'Contact' : 'Contact us'}, href: /contact/ }`,
      '',
    ].join('\n')

  it('FAQ questions are matched by id, not by place: one added in English only is in its English place on the Romanian page, marked, and the rest keep their translations', async () => {
    const { untranslatedLanguage } = await import('../../lib/content/untranslated')
    const { translationStatus } = await import('../../lib/content/translationStatus')
    const english = faqPage(false, [
      [
        'progress',
        'Progress',
        [
          ['start', 'When can you start?'],
          ['length', 'How long?'],
        ],
      ],
      [
        'payment',
        'Payment',
        [
          ['late-fees', 'Do you charge late fees?'],
          ['when', 'When do we pay?'],
          ['currency', 'Which currency?'],
        ],
      ],
      ['support', 'Support', [['hours', 'When are you open?']]],
    ])
    // The Romanian file lacks the new first question of Payment, and the whole Support group.
    const romanian = faqPage(true, [
      [
        'progress',
        'Desfășurare',
        [
          ['start', 'Când puteți începe?'],
          ['length', 'Cât durează?'],
        ],
      ],
      [
        'payment',
        'Plată',
        [
          ['when', 'Când plătim?'],
          ['currency', 'În ce monedă?'],
        ],
      ],
    ])
    const content = loadLocalizedContent({ root: contentWith({ 'pages/faq.en.yaml': english, 'pages/faq.ro.yaml': romanian }), includeDrafts: false })
    const groups = content.ro.pages.faq.categories
    expect(groups.map((g) => [g.id, g.title, untranslatedLanguage(g) ?? 'ro'])).toEqual([
      ['progress', 'Desfășurare', 'ro'],
      ['payment', 'Plată', 'ro'],
      ['support', 'Support', 'en'],
    ])
    expect(groups[1]!.items.map((q) => [q.question, untranslatedLanguage(q) ?? 'ro'])).toEqual([
      ['Do you charge late fees?', 'en'],
      ['Când plătim?', 'ro'],
      ['În ce monedă?', 'ro'],
    ])
    expect(groups[2]!.items.map((q) => [q.question, untranslatedLanguage(q)])).toEqual([['When are you open?', 'en']])
    expect(translationStatus(content)[0]!.missingItems).toEqual([
      'content/pages/faq.ro.yaml › categories › payment › items › late-fees',
      'content/pages/faq.ro.yaml › categories › support',
    ])
    expect(content.en.pages.faq.categories.flatMap((g) => g.items).every((q) => untranslatedLanguage(q) === undefined)).toBe(true)
  })

  it("a service's question missing from its translation is shown in English on the Romanian page, marked", async () => {
    const { untranslatedLanguage } = await import('../../lib/content/untranslated')
    const faq = 'faq:\n  - { id: first, question: "First?", answer: "One." }\n  - { id: second, question: "Second?", answer: "Two." }\n'
    const english = alpha.replace(/^---\n/, `---\n${faq}`)
    const romanian = alphaRo.replace(/^---\n/, '---\nfaq:\n  - { id: second, question: "Al doilea?", answer: "Doi." }\n')
    const content = loadLocalizedContent({ root: contentWith({ 'services/alpha.en.md': english, 'services/alpha.ro.md': romanian }), includeDrafts: false })
    const service = content.ro.services.find((s) => s.id === 'alpha')!
    expect(service.data.faq.map((q) => [q.question, untranslatedLanguage(q) ?? 'ro'])).toEqual([
      ['First?', 'en'],
      ['Al doilea?', 'ro'],
    ])
  })

  it('two questions with the same id, or one without an id, are refused with the field named', () => {
    const withFaq = (faq: string) => ({ 'services/alpha.en.md': alpha.replace(/^---\n/, `---\nfaq:\n${faq}`) })
    expect(problemsOf(withFaq('  - { id: same, question: "First?", answer: "One." }\n  - { id: same, question: "Second?", answer: "Two." }\n'))).toEqual([
      'content/services/alpha.en.md › faq[1].id: "same" is also the id of the item [0] above: each item needs its own',
    ])
    expect(problemsOf(withFaq('  - { question: "First?", answer: "One." }\n'))).toEqual(['content/services/alpha.en.md › faq[0].id: required text is missing'])
  })

  it('a portfolio work added in English only is matched by its picture: on the Romanian pages in English, marked; a picture used twice is refused', async () => {
    const { untranslatedLanguage } = await import('../../lib/content/untranslated')
    const { portfolioView } = await import('../../lib/portfolio')
    const portfolio = readFixture('pages/portfolio.en.yaml')
    const romanian = `allLabel: Toate\n${portfolio.replace('summary: A brand.', 'summary: O marcă.').replace('summary: A film.', 'summary: Un film.')}`
    const newWork = '  - title: Gamma app\n    category: Ui/Ux\n    year: 2025\n    image: { src: /media/gamma.svg, alt: A phone }\n    summary: An app.\n'
    // The new work goes first in English; the Romanian file, as it was, has the other two.
    const english = portfolio.replace('items:\n', `items:\n${newWork}`)
    const root = contentWith({ 'pages/portfolio.en.yaml': english, 'pages/portfolio.ro.yaml': romanian, 'media/gamma.svg': readFixture('media/badge.svg') })
    const content = loadLocalizedContent({ root, includeDrafts: false })
    expect(content.ro.pages.portfolio.items.map((w) => [w.title, w.summary, untranslatedLanguage(w) ?? 'ro'])).toEqual([
      ['Gamma app', 'An app.', 'en'],
      ['Alpha identity', 'O marcă.', 'ro'],
      ['Beta film', 'Un film.', 'ro'],
    ])
    const cards = portfolioView(content.ro, 'grid').filter.items
    expect(cards.map((c) => [c.title, c.lang, c.langLabel])).toEqual([
      ['Gamma app', 'en', content.ro.site.ui.inEnglish],
      ['Alpha identity', undefined, undefined],
      ['Beta film', undefined, undefined],
    ])
    expect(problemsOf({ 'pages/portfolio.en.yaml': portfolio.replace('src: /media/badge.svg, alt: A badge', 'src: /media/pic.png, alt: A badge') })).toEqual([
      'content/pages/portfolio.en.yaml › items[1].image.src: "/media/pic.png" is also the picture of the item [0] above: each item needs its own',
    ])
  })

  it('an author added in English only can sign a Romanian post: the author box shows them in English', async () => {
    const { untranslatedLanguage } = await import('../../lib/content/untranslated')
    const blog = readFixture('pages/blog.en.yaml')
    const english = blog.replace('authors:\n', 'authors:\n  - name: Dan Nou\n    role: Editor\n    bio: Dan edits.\n')
    const content = loadLocalizedContent({
      root: contentWith({ 'pages/blog.en.yaml': english, 'pages/blog.ro.yaml': blog.replace('bio: Ana writes.', 'bio: Ana scrie.') }),
      includeDrafts: false,
    })
    expect(content.ro.pages.blog.authors.map((a) => [a.name, a.bio, untranslatedLanguage(a) ?? 'ro'])).toEqual([
      ['Dan Nou', 'Dan edits.', 'en'],
      ['Ana Pop', 'Ana scrie.', 'ro'],
    ])
  })

  it('a Romanian item whose key the English file does not have is refused, with the key it was probably meant to be', () => {
    const team = readFixture('pages/team.en.yaml')
    const first = /members:\n\s+- name: (.*)\n/.exec(team)![1]!
    const misspelt = `${first.slice(0, -1)}x`
    expect(problemsInBoth({ 'pages/team.ro.yaml': team.replace(`name: ${first}`, `name: ${misspelt}`) })).toEqual([
      `content/pages/team.ro.yaml › members › ${misspelt}: no item of the English file has the name "${misspelt}" (the items of this list are paired by name); did you mean "${first}"?`,
    ])
  })

  it("a matched item's picture that differs between the languages is refused, naming the item", () => {
    const team = readFixture('pages/team.en.yaml')
    const first = /members:\n\s+- name: (.*)\n/.exec(team)![1]!
    const src = /portrait: \{ src: ([^,]+),/.exec(team)![1]!
    const romanian = team.replace(`src: ${src},`, 'src: /media/pic.png,')
    expect(problemsInBoth({ 'pages/team.ro.yaml': romanian })).toEqual([
      `content/pages/team.ro.yaml › members › ${first} › portrait.src: is the same in every language: the English file has "${src}", this translation "/media/pic.png"; change both together`,
    ])
  })
})
