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
