/**
 * The one form content files are written in, by the content manager (admin/formats.ts) and by
 * `npm run format` alike, so that a change to one field changes that field's lines and nothing else:
 *
 * - a file is its previous text with the new values put in place: comments, key order, quoting and
 *   the way each text is folded stay as they were; a file whose fields did not change is written
 *   back byte for byte;
 * - a field that is new goes where the schema declares it (`order`), written plainly on one line when
 *   it is short, folded (`>-`) at LINE_WIDTH columns when it is long, kept line by line (`|-`) when it
 *   has line breaks;
 * - nothing empty is written: no `null`, no `''`, no empty group (a field left out is the same to
 *   the site, and to the schemas, which refuse an empty text);
 * - a list item that did not change keeps its lines even when items are added or moved around it.
 *
 * Runs in the browser (the content manager) and in Node (the format script): it reads no files.
 */
import { Document, isCollection, isMap, isPair, isScalar, isSeq, parseDocument, Scalar, visit, type Node, type YAMLMap, type YAMLSeq } from 'yaml'
import { splitFrontMatter } from './frontMatter'

/** The names the content manager knows these writers by (admin/formats.ts, a collection's `format`). */
export const CMS_FORMATS = { markdown: 'site-markdown', yaml: 'site-yaml' } as const

/** Where long texts are folded. */
export const LINE_WIDTH = 100

const TO_STRING = { lineWidth: LINE_WIDTH, minContentWidth: 0, flowCollectionPadding: true } as const

type Value = unknown

/** Whether a value is written at all: nothing empty is. */
export function isWritten(value: Value): boolean {
  if (value === null || value === undefined || value === '') return false
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object') return Object.values(value as Record<string, Value>).some(isWritten)
  return true
}

/** The value as it will be written: empty fields and items left out. */
export function written(value: Value): Value {
  if (Array.isArray(value)) return value.filter(isWritten).map(written)
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, Value>)
        .filter(([, v]) => isWritten(v))
        .map(([k, v]) => [k, written(v)]),
    )
  }
  return value
}

const same = (a: Value, b: Value) => JSON.stringify(a) === JSON.stringify(b)

/** A new node for a value, in the site's form. */
function create(doc: Document, value: Value, touched: Set<unknown>): Node {
  const node = doc.createNode(value) as Node
  visit(node, { Scalar: (_, scalar) => void touched.add(scalar) })
  return node
}

/**
 * The site's form for the texts in `touched` (every text when it is undefined): a text that fits on
 * its field's line is written plainly (quoted only when it must be), a longer one is folded (`>-`)
 * onto lines of its own, one with line breaks kept line by line (`|-`). Other values are written
 * as YAML writes them.
 */
function styleTexts(doc: Document, touched?: Set<unknown>): void {
  visit(doc, {
    Scalar(key, node, path) {
      if (key === 'key' || (touched && !touched.has(node))) return
      if (typeof node.value !== 'string') {
        node.type = undefined
        return
      }
      const parent = path[path.length - 1]
      const prefix = isPair(parent) ? `${isScalar(parent.key) ? String(parent.key.value) : String(parent.key)}: ` : '- '
      const depth = path.filter((step) => isCollection(step)).length - 1
      if (node.value.includes('\n')) node.type = Scalar.BLOCK_LITERAL
      else if (2 * depth + prefix.length + node.value.length > LINE_WIDTH) node.type = Scalar.BLOCK_FOLDED
      else node.type = undefined
    },
  })
}

/**
 * A group or list written between braces on one line (`portrait: { src: …, alt: … }`) stays so when
 * the line fits in LINE_WIDTH; a longer one is written a field per line, rather than broken inside
 * its braces.
 */
function fitFlowCollections(doc: Document): void {
  visit(doc, {
    Collection(_, node, path) {
      if (!node.flow) return undefined
      const alone = new Document()
      alone.contents = node
      const oneLine = alone.toString({ lineWidth: 0, flowCollectionPadding: true }).trimEnd()
      const parent = path[path.length - 1]
      const key = isPair(parent) ? `${isScalar(parent.key) ? String(parent.key.value) : String(parent.key)}: ` : '- '
      const depth = path.filter((step) => isCollection(step)).length - 1
      if (oneLine.includes('\n') || 2 * depth + key.length + oneLine.length > LINE_WIDTH) node.flow = false
      return undefined
    },
  })
}

/** The document's text in the site's form; only the values in `touched` are restyled, when it is given. */
function text(doc: Document, touched?: Set<unknown>): string {
  styleTexts(doc, touched)
  fitFlowCollections(doc)
  return doc.toString(TO_STRING)
}

/** `node` changed as little as possible so that it holds `value`. */
function patch(doc: Document, node: Node | null, value: Value, touched: Set<unknown>): Node {
  if (Array.isArray(value)) return isSeq(node) ? patchList(doc, node, value, touched) : create(doc, value, touched)
  if (value && typeof value === 'object' && !(value instanceof Date))
    return isMap(node) ? patchGroup(doc, node, value as Record<string, Value>, touched) : create(doc, value, touched)
  if (isScalar(node)) {
    if (node.value === value) return node
    // A changed value keeps its comments, and takes the site's form.
    node.value = value
    touched.add(node)
    return node
  }
  return create(doc, value, touched)
}

function patchGroup(doc: Document, node: YAMLMap, value: Record<string, Value>, touched: Set<unknown>, order?: readonly string[]): YAMLMap {
  const keyOf = (pair: { key: unknown }) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key))
  // Fields gone (or emptied) are removed.
  node.items = node.items.filter((pair) => keyOf(pair) in value)
  for (const [key, v] of Object.entries(value)) {
    const pair = node.items.find((p) => keyOf(p) === key)
    if (pair) {
      pair.value = patch(doc, pair.value as Node | null, v, touched)
      continue
    }
    // A new field goes after the last field the order puts before it; with no order, at the end.
    const added = doc.createPair(key, null)
    added.value = create(doc, v, touched)
    const rank = order?.indexOf(key) ?? -1
    let at = node.items.length
    if (rank >= 0) {
      const after = node.items.findIndex((p) => {
        const r = order!.indexOf(keyOf(p))
        return r > rank
      })
      if (after >= 0) at = after
    }
    node.items.splice(at, 0, added)
  }
  return node
}

function patchList(doc: Document, node: YAMLSeq, value: Value[], touched: Set<unknown>): YAMLSeq {
  const old = node.items.map((item) => ({
    item: item as Node | null,
    json: JSON.stringify((item as Node | null)?.toJSON?.() ?? (isScalar(item) ? item.value : item)),
    used: false,
  }))
  node.items = value.map((v, index) => {
    // An item that did not change keeps its node, wherever it moved to.
    const json = JSON.stringify(v)
    const unchanged = old.find((o) => !o.used && o.json === json)
    if (unchanged) {
      unchanged.used = true
      return unchanged.item
    }
    // Otherwise the item in its place is changed, when it is still free.
    const inPlace = old[index]
    if (inPlace && !inPlace.used && !value.some((w, j) => j !== index && JSON.stringify(w) === inPlace.json)) {
      inPlace.used = true
      return patch(doc, inPlace.item, v, touched)
    }
    return create(doc, v, touched)
  })
  return node
}

/**
 * A YAML file's text holding `data`: `source` (its text until now, if it has one) with the changed
 * values put in place; `order` is the order of its fields, for fields it did not have.
 */
export function writeYaml(data: Record<string, Value>, options: { source?: string; order?: readonly string[] } = {}): string {
  const value = written(data) as Record<string, Value>
  const { source, order } = options
  if (source !== undefined) {
    const doc: Document = parseDocument(source)
    if (doc.errors.length === 0 && isMap(doc.contents)) {
      // Nothing changed: the file is written back as it was.
      if (same(written(doc.toJS()), value)) return source
      const touched = new Set<unknown>()
      doc.contents = patchGroup(doc, doc.contents, value, touched, order)
      return text(doc, touched)
    }
  }
  const doc = new Document({})
  doc.contents = patchGroup(doc, doc.contents as YAMLMap, sorted(value, order), new Set(), order)
  return Object.keys(value).length === 0 ? '' : text(doc)
}

/**
 * A hand-written YAML text in the site's form (`npm run format`): its fields in `order`, texts
 * plain, folded or kept as lines by their length, groups between braces only when they fit on one
 * line; comments and values as they were.
 */
export function canonicalYaml(source: string, order?: readonly string[]): string {
  const doc = parseDocument(source)
  if (doc.errors.length > 0 || !isMap(doc.contents)) return source
  const map = doc.contents
  if (order) {
    const rank = (pair: (typeof map.items)[number]) => {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key)
      return order.includes(key) ? order.indexOf(key) : order.length
    }
    map.items = [...map.items].sort((a, b) => rank(a) - rank(b))
  }
  return text(doc)
}

/** A hand-written Markdown file in the site's form: its front matter by `canonicalYaml`, its text as it was. */
export function canonicalMarkdown(source: string, order?: readonly string[]): string {
  const split = splitFrontMatter(source)
  if (split.kind !== 'yaml') return source
  return `---\n${canonicalYaml(`${split.yaml}\n`, order)}---\n${split.body}`
}

/** A group's fields in the declared order; fields it does not name keep theirs, after them. */
function sorted(value: Record<string, Value>, order?: readonly string[]): Record<string, Value> {
  if (!order) return value
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length)
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => rank(a) - rank(b)))
}

/** The field that holds a Markdown file's text in the content manager. */
export const BODY = 'body'

/**
 * A Markdown file's text holding `data` (its text in `body`): the front matter written by
 * `writeYaml`, then the text, separated by an empty line as the site's files are.
 */
export function writeMarkdown(data: Record<string, Value>, options: { source?: string; order?: readonly string[] } = {}): string {
  const { [BODY]: body = '', ...fields } = data
  const split = options.source === undefined ? undefined : splitFrontMatter(options.source)
  const previous = split?.kind === 'yaml' ? split : undefined
  const yaml = writeYaml(fields, {
    ...(previous ? { source: previous.yaml.endsWith('\n') ? previous.yaml : `${previous.yaml}\n` } : {}),
    ...(options.order ? { order: options.order } : {}),
  })
  const text = typeof body === 'string' ? body : ''
  // The text as it was (with its own first empty line) when it did not change.
  if (previous && previous.body.replace(/^\r?\n/, '') === text.replace(/^\r?\n/, '')) {
    const result = `---\n${yaml}---\n${previous.body}`
    return result === options.source ? options.source : result
  }
  const trimmed = text.replace(/^\s*\n/, '').replace(/\s*$/, '')
  return `---\n${yaml}---\n${trimmed ? `\n${trimmed}\n` : ''}`
}

/** A Markdown file's fields and text, as the content manager holds them (`body` for the text). */
export function readMarkdown(source: string): Record<string, Value> {
  const split = splitFrontMatter(source)
  if (split.kind === 'refused') throw new Error(split.message)
  const fields = split.kind === 'yaml' ? (parseDocument(split.yaml).toJS() as Record<string, Value> | null) : {}
  return { ...(fields ?? {}), [BODY]: split.body.replace(/^\r?\n/, '') }
}
