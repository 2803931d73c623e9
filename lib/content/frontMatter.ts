/**
 * The one way a Markdown file of content/ is split into its front matter and its text. Front matter
 * is YAML between two lines of only `---`, and nothing else: no `---js`, `---javascript`,
 * `---coffee`, `---toml` or `---yaml` opening, no `+++` TOML. gray-matter and its relatives pick an
 * engine from the word after the opening `---`, and their JavaScript engines `eval` the front
 * matter, so a content pull request could run code on every reviewer's machine and in CI. Here the
 * YAML is handed to the `yaml` package by whoever reads it; this module only finds where it is.
 */

/** A Markdown file's parts, or why it has none that can be read. */
export type FrontMatterSplit =
  /** YAML between `---` lines; `bodyLine` is the number of lines before the text (for line numbers in messages). */
  | { kind: 'yaml'; yaml: string; body: string; bodyLine: number }
  /** No front matter: the whole file is text. */
  | { kind: 'none'; body: string }
  /** Something the site does not read as front matter; `message` says what to write instead. */
  | { kind: 'refused'; message: string }

const OPENING = /^---[ \t]*\r?\n/
/** The closing line, straight after the opening one (no fields) or after the last field. */
const EMPTY_CLOSING = /^---[ \t]*(?:\r?\n|$)/
const CLOSING = /\r?\n---[ \t]*(?:\r?\n|$)/
/** An opening line that other tools read as front matter in another language, or as code. */
const OTHER_OPENING = /^(?:---|\+\+\+)/

/** Splits a Markdown file (without its byte-order mark) into YAML front matter and text. */
export function splitFrontMatter(source: string): FrontMatterSplit {
  const opening = OPENING.exec(source)
  if (opening) {
    const rest = source.slice(opening[0].length)
    const empty = EMPTY_CLOSING.exec(rest)
    const closing = empty ?? CLOSING.exec(rest)
    if (!closing) return { kind: 'refused', message: 'the front matter is not closed: add a line with only --- after the last field' }
    const head = opening[0].length + closing.index + closing[0].length
    return { kind: 'yaml', yaml: rest.slice(0, closing.index), body: source.slice(head), bodyLine: source.slice(0, head).split('\n').length - 1 }
  }
  if (OTHER_OPENING.test(source)) {
    const line = source.split(/\r?\n/, 1)[0]!.trim()
    const shown = line.length > 40 ? `${line.slice(0, 40)}…` : line
    return {
      kind: 'refused',
      message: `the first line is "${shown}": the fields at the top of a file are YAML only, so the file must start with a line of only --- (nothing after it), then the fields, then another line of only ---`,
    }
  }
  return { kind: 'none', body: source }
}
