/**
 * The YAML parser's errors, in the words of the fix an editor can make. The parser (`yaml`) names
 * what it met ("Nested mappings are not allowed in compact mappings"); an editor needs to read
 * "put the text in double quotes". Errors without a translation keep the parser's words.
 */

interface YamlError {
  code?: string
  message: string
  linePos?: Array<{ line: number; col: number }>
}

/**
 * The line (1-based, in `source`) and the message for one error of the YAML parser. `firstLine` is
 * the line of the file `source` starts on (2 for front matter), for other lines a message names.
 */
export function explainYamlError(error: YamlError, source: string, firstLine = 1): { line: number | undefined; message: string } {
  const lines = source.split(/\r?\n/)
  const line = error.linePos?.[0]?.line
  const reason = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
  const text = (n: number | undefined) => (n ? (lines[n - 1] ?? '') : '')
  /** `key: value` of a line, for an example of the fix written with the editor's own words. */
  const quotedExample = (n: number | undefined) => {
    const match = /^(\s*(?:- )?[\w-]+):\s+(.+?)\s*$/.exec(text(n))
    return match ? `, like this: ${match[1]!.trim()}: "${match[2]!.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : ''
  }

  switch (error.code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return { line, message: `the text contains a colon followed by a space (": "), which YAML reads as a new field: put the whole text in double quotes${quotedExample(line)}` }
    case 'TAB_AS_INDENT':
      return { line, message: 'this line is indented with a tab: YAML needs spaces; replace the tab with spaces (two per level)' }
    case 'DUPLICATE_KEY': {
      const twice = firstOccurrence(lines, line)
      if (!twice) return { line, message: 'this field is written twice at the same level: keep only one of them' }
      if (Number.isNaN(twice.line)) return { line, message: `the field "${twice.key}" is written twice at the same level: keep only one of them` }
      return { line, message: `the field "${twice.key}" is written twice at the same level, on line ${twice.line + firstLine - 1} and on this line: keep only one of them` }
    }
    case 'BAD_SCALAR_START':
      return { line, message: `a text cannot start with ${/character (\S)/.exec(reason)?.[1] ?? 'this character'}: put the whole text in double quotes${quotedExample(line)}` }
    case 'UNEXPECTED_TOKEN': {
      // `title: *bold* words`: a text starting with *, & or ! is read as YAML's own notation.
      const start = /^\s*(?:- )?[\w-]+:\s+([*&!])/.exec(text(line))?.[1]
      if (start) return { line, message: `a text cannot start with ${start}: put the whole text in double quotes${quotedExample(line)}` }
      if (/after|node end/.test(reason) && /["']/.test(text(line))) {
        return { line, message: 'the text goes on after its closing quote: put the whole text in double quotes, and write a quote inside it as \\"' }
      }
      break
    }
    case 'MISSING_CHAR': {
      const quote = /closing (["'])/.exec(reason)?.[1]
      // The parser notices at the end of the text; the editor needs the line where it opens.
      if (quote) return { line: openingLine(lines, line, quote), message: `a text opened with ${quote} is never closed: add the closing ${quote} at the end of the text` }
      break
    }
    case 'BAD_INDENT':
      if (/Flow sequence/.test(reason)) return { line: openingLine(lines, line, '['), message: 'a list opened with [ is not closed: add ] at the end of the list' }
      if (/Flow map/.test(reason)) return { line: openingLine(lines, line, '{'), message: 'a group opened with { is not closed: add } at its end' }
      if (/same column/.test(reason)) return { line, message: 'this line is not indented like the fields beside it: the fields of one level start in the same column' }
      break
  }
  if (/Unresolved alias/.test(reason)) {
    // `title: *bold*`: a text starting with * is read as a reference to another part of the file.
    const n = lines.findIndex((l) => /:\s+\*/.test(l) || /^\s*-\s+\*/.test(l))
    if (n >= 0) return { line: n + 1, message: `a text cannot start with *: put the whole text in double quotes${quotedExample(n + 1)}` }
  }
  return { line, message: reason }
}

/** The nearest line at or above `from` where `open` starts a text, a list or a group. */
function openingLine(lines: string[], from: number | undefined, open: string): number | undefined {
  for (let n = Math.min(from ?? lines.length, lines.length); n >= 1; n--) if (lines[n - 1]!.includes(open)) return n
  return from
}

/**
 * The key of a line that repeats a key, and the line where that key was first written at the same
 * level (searching up, within the same block: a line indented less ends the search).
 */
function firstOccurrence(lines: string[], line: number | undefined): { key: string; line: number } | undefined {
  const keyOf = (text: string) => /^(\s*)(?:- )?([^\s:#][^:#]*?)\s*:(?:\s|$)/.exec(text)
  const repeated = line ? keyOf(lines[line - 1] ?? '') : null
  if (!line || !repeated) return undefined
  const indent = repeated[1]!.length
  for (let n = line - 1; n >= 1; n--) {
    const text = lines[n - 1] ?? ''
    if (!text.trim() || text.trim().startsWith('#')) continue
    const own = /^\s*/.exec(text)![0].length
    if (own < indent) break
    const match = keyOf(text)
    if (own === indent && match && match[2] === repeated[2]) return { key: repeated[2]!, line: n }
  }
  return { key: repeated[2]!, line: Number.NaN }
}
