import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkGlossaries, formatGlossaryWarning, glossaryWarnings, loadGlossary, type GlossaryTerm } from '../../lib/content/glossary'
import { ContentError } from '../../lib/content'
import { runContentCheck } from './helpers'

const terms: GlossaryTerm[] = [
  { term: 'workshop', preferred: 'atelier', avoid: ['workshop', 'workshopuri'], matchCase: false },
  { term: 'project scope', preferred: 'perimetrul proiectului', avoid: ['scopul proiectului', 'scop fix'], matchCase: false },
  { term: 'the client MediSync', preferred: 'MediSync', avoid: ['Medisync'], matchCase: true },
]

/** A content folder with the given files (paths relative to it). */
function folder(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-'))
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), text)
  }
  return root
}

describe('the glossary', () => {
  it('names the file, the line, the word found and the preferred term', () => {
    const text = 'title: Ateliere\nintro: >-\n  De la primul Workshop până la lansare,\n  cu un scop   fix și workshopuri lunare.\n'
    expect(glossaryWarnings(terms, text, 'content/pages/home.ro.yaml')).toEqual([
      { file: 'content/pages/home.ro.yaml', line: 3, found: 'Workshop', preferred: 'atelier', term: 'workshop' },
      { file: 'content/pages/home.ro.yaml', line: 4, found: 'workshopuri', preferred: 'atelier', term: 'workshop' },
      { file: 'content/pages/home.ro.yaml', line: 4, found: 'scop   fix', preferred: 'perimetrul proiectului', term: 'project scope' },
    ])
    expect(formatGlossaryWarning(glossaryWarnings(terms, 'Un workshop.', 'content/x.ro.md')[0]!)).toBe(
      'content/x.ro.md:1: "workshop" — write "atelier" (workshop, in the glossary)',
    )
  })

  it('matches whole words only, never inside another word, an address or a file name, and keeps the case of a brand', () => {
    const text = [
      'scopului pentru care au fost colectate', // "scop" of a legal text is another word
      'src: /media/logos/medisync.svg',
      'link: /blog/workshop-notes/',
      'photo: workshop.png',
      'client: MediSync',
      'client: medisync', // case matters for a brand: only the listed spelling is flagged
    ].join('\n')
    expect(glossaryWarnings(terms, text, 'content/a.ro.yaml')).toEqual([])
    expect(glossaryWarnings(terms, 'client: Medisync', 'content/a.ro.yaml').map((w) => w.found)).toEqual(['Medisync'])
  })

  it("reads each language's glossary for that language's files only", () => {
    const root = folder({
      'glossary.ro.yaml': 'terms:\n  - term: workshop\n    preferred: atelier\n    avoid: [workshop]\n',
      'pages/home.ro.yaml': 'intro: Primul workshop.\n',
      'pages/home.en.yaml': 'intro: Our first workshop.\n',
      'blog/post.ro.md': '---\ntitle: X\n---\n\nText.\n\nUn workshop bun.\n',
      'media/workshop.ro.md': 'workshop', // pictures' folder: not content text
    })
    expect(checkGlossaries(root).map(formatGlossaryWarning)).toEqual([
      'content/blog/post.ro.md:7: "workshop" — write "atelier" (workshop, in the glossary)',
      'content/pages/home.ro.yaml:1: "workshop" — write "atelier" (workshop, in the glossary)',
    ])
    expect(loadGlossary(root, 'en')).toEqual([])
  })

  it('refuses a malformed glossary, naming the file and the field', () => {
    const root = folder({ 'glossary.ro.yaml': 'terms:\n  - term: workshop\n    preferred: atelier\n    avoid: workshop\n' })
    expect(() => loadGlossary(root, 'ro')).toThrow(ContentError)
    try {
      loadGlossary(root, 'ro')
    } catch (error) {
      expect((error as ContentError).problems).toEqual([{ file: 'content/glossary.ro.yaml', field: 'terms[0].avoid', message: expect.stringMatching(/expected array/) as string }])
    }
    const broken = folder({ 'glossary.ro.yaml': 'terms: [\n' })
    expect(() => loadGlossary(broken, 'ro')).toThrow(/content\/glossary\.ro\.yaml: is not valid YAML/)
  })

  it('npm run check:content prints the warnings and still passes', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-check-'))
    fs.cpSync('tests/fixtures/site/content', root, { recursive: true })
    fs.writeFileSync(path.join(root, 'glossary.ro.yaml'), 'terms:\n  - term: project scope\n    preferred: perimetrul proiectului\n    avoid: [scopul proiectului]\n')
    const home = path.join(root, 'pages/home.ro.yaml')
    fs.writeFileSync(home, `${fs.readFileSync(home, 'utf8')}# Despre scopul proiectului\n`)
    const lines = fs.readFileSync(home, 'utf8').split('\n').length - 1
    const run = runContentCheck(root)
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain(`content/pages/home.ro.yaml:${lines}: "scopul proiectului" — write "perimetrul proiectului" (project scope, in the glossary)`)
    expect(run.stdout).toContain('Content is valid')
  }, 150_000)
})
