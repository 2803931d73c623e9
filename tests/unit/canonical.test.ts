import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { canonicalMarkdown, canonicalYaml, LINE_WIDTH, readMarkdown, writeMarkdown, writeYaml } from '../../lib/content/canonical'
import { fieldOrder, formatContent } from '../../scripts/format-content'

/** The lines two texts differ in: [removed, added]. */
function changedLines(before: string, after: string): [string[], string[]] {
  const a = before.split('\n')
  const b = after.split('\n')
  return [a.filter((line) => !b.includes(line)), b.filter((line) => !a.includes(line))]
}

// The fixture site's files, not the real content's: an editor's change to those must not fail this test.
const rpa = fs.readFileSync(path.resolve('tests/fixtures/site/content/services/rpa.en.md'), 'utf8')
const team = fs.readFileSync(path.resolve('tests/fixtures/site/content/pages/team.en.yaml'), 'utf8')

describe('the one form content files are written in', () => {
  it('every file of content/ read and written back unchanged is byte for byte what it was, and putting it in the form twice changes nothing more', () => {
    const files = formatContent(path.resolve('content'))
    expect(files.length).toBeGreaterThan(90)
    for (const { file, before, after } of files) {
      const back = file.endsWith('.md') ? writeMarkdown(readMarkdown(before), { source: before }) : writeYaml(parse(before), { source: before })
      expect(back, file).toBe(before)
      const order = fieldOrder(path.relative(path.resolve('content'), file))
      expect(file.endsWith('.md') ? canonicalMarkdown(after, order) : canonicalYaml(after, order), file).toBe(after)
      expect(file.endsWith('.md') ? readMarkdown(after) : parse(after), file).toEqual(file.endsWith('.md') ? readMarkdown(before) : parse(before))
    }
  })

  it('one changed field changes only its own lines, and keeps its folding style', () => {
    const data = readMarkdown(rpa)
    data.summary = `${String(data.summary)} One more sentence.`
    const after = writeMarkdown(data, { source: rpa })
    const [removed, added] = changedLines(rpa, after)
    expect(removed.every((line) => line.startsWith('  '))).toBe(true)
    expect(added.join(' ')).toContain('One more sentence.')
    expect(readMarkdown(after)).toEqual(data)
    // Only the summary's lines: the fields around it are untouched.
    const summaryLines = (text: string) => text.split('\n').slice(text.split('\n').indexOf('summary: >-'), text.split('\n').indexOf('text1: >-'))
    expect(after.replace(summaryLines(after).join('\n'), '')).toBe(rpa.replace(summaryLines(rpa).join('\n'), ''))
    expect(summaryLines(after).every((line) => line.length <= LINE_WIDTH)).toBe(true)
  })

  it('the text of a Markdown file changed alone leaves the front matter as it was', () => {
    const data = readMarkdown(rpa)
    data.body = `${String(data.body).trimEnd()}\n\nA new paragraph.\n`
    const after = writeMarkdown(data, { source: rpa })
    expect(changedLines(rpa, after)).toEqual([[], ['A new paragraph.']])
  })

  it('writes no empty field: null, empty texts and empty lists are left out', () => {
    const data = parse(team) as Record<string, unknown>
    const after = writeYaml({ ...data, draft: null, intro: '', extra: [] }, { source: team })
    expect(after).not.toMatch(/null|''|\[\]/)
    expect(after).not.toContain('intro:')
    expect(after).not.toContain('draft:')
  })

  it('a list item added in the middle adds its own lines; the items around it keep theirs', () => {
    const data = parse(team) as { members: unknown[] }
    data.members.splice(1, 0, { name: 'Dana Nou', role: 'Test Engineer', portrait: { src: '/media/art/team/dana-nou.svg', alt: 'Geometric portrait of Dana Nou' } })
    const after = writeYaml(data as Record<string, unknown>, { source: team })
    const [removed, added] = changedLines(team, after)
    expect(removed).toEqual([])
    expect(added.join('\n')).toContain('- name: Dana Nou')
    expect(added.length).toBeLessThanOrEqual(5)
  })

  it('a new file has its fields in the order given, short texts plain, long ones folded, several lines kept', () => {
    const long = 'word '.repeat(30).trim()
    const text = writeYaml({ summary: long, title: 'Title: with a colon', year: '2024', lines: 'one\ntwo', order: 3 }, { order: ['title', 'order', 'summary', 'lines'] })
    expect(text.split('\n').slice(0, 4)).toEqual(['title: "Title: with a colon"', 'order: 3', 'summary: >-', expect.stringMatching(/^ {2}word word/)])
    expect(text).toContain('lines: |-\n  one\n  two')
    expect(parse(text)).toEqual({ title: 'Title: with a colon', order: 3, summary: long, lines: 'one\ntwo', year: '2024' })
  })

  it('a hand-written file is put in the form with its values and comments kept, fields in the schema order', () => {
    const hand = '# A comment\ntitle: ".NET"\nsummary: A short summary.\nmenuTitle: RPA\n'
    const order = fieldOrder('services/rpa.en.md')!
    const formatted = canonicalYaml(hand, order)
    expect(formatted).toBe('# A comment\ntitle: .NET\nmenuTitle: RPA\nsummary: A short summary.\n')
    expect(canonicalYaml(formatted, order)).toBe(formatted)
    expect(canonicalMarkdown(`---\n${hand}---\n\nText.\n`, order)).toBe(`---\n${formatted}---\n\nText.\n`)
  })
})
