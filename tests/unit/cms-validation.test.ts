import { describe, expect, it } from 'vitest'
import { textProblems } from '../../admin/validation'
import { readMarkdown } from '../../lib/content/canonical'
import { problemsOf, readFixture } from './helpers'

const alpha = readFixture('services/alpha.en.md')

describe('the content manager refuses on save what the check refuses in a text', () => {
  it('with the words and the line number of the check', () => {
    const broken = alpha.replace('Write to us at {email}.', 'Write to us at {email}.\n\nSee [our page](javascript:alert(1)) and [the old site](http://example.org/).')
    const check = problemsOf({ 'services/alpha.en.md': broken }).map((line) => line.replace('content/services/alpha.en.md › ', ''))
    expect(check.length).toBe(2)
    expect(textProblems(readMarkdown(broken), broken)).toEqual(check)
  })

  it('a text the check accepts gives nothing, and a new file (no text of its own yet) is numbered as it will be written', () => {
    expect(textProblems(readMarkdown(alpha), alpha)).toEqual([])
    const fields = { title: 'New', body: 'Hello.\n\n<script>alert(1)</script>\n' }
    expect(textProblems(fields, undefined)).toEqual([expect.stringMatching(/^text, line 7: HTML is not allowed/)])
  })
})
