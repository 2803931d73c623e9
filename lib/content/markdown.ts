import type { Root as HastRoot } from 'hast'
import { toString } from 'hast-util-to-string'
import type { Root as MdastRoot, Nodes as MdastNodes } from 'mdast'
import { toString as wordsOf } from 'mdast-util-to-string'
import rehypeExternalLinks from 'rehype-external-links'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import rehypeSlug from 'rehype-slug'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { isMarkdownAddress } from './urls'

/** A Markdown mistake, with the line in the file where it is. */
export interface MarkdownProblem {
  line: number
  message: string
}

export interface MarkdownOptions {
  /**
   * Values for `{name}` placeholders, e.g. `{email}` → the e-mail from site.yaml. Left out when
   * site.yaml itself is broken: placeholders are then not checked, to avoid a cascade of problems.
   */
  tokens?: Record<string, string>
  /** Lines before the body in the file (the front matter), so problems name the real line. */
  lineOffset?: number
  /** Screen-reader text appended to links that open in a new tab. */
  newTabLabel?: string
}

export interface Heading {
  id: string
  text: string
}

export interface MarkdownResult {
  /** Sanitized HTML tree, plain data: rendered to React by the Markdown component. */
  tree: HastRoot
  /** The `##` sections, for a table of contents. */
  headings: Heading[]
  problems: MarkdownProblem[]
}

/**
 * What the sanitizer lets through, behind the check of remarkContentRules: GitHub's rules, with links
 * only to https:, mailto: and tel: (and paths, which have no scheme), and pictures only from https:.
 */
const SANITIZE_SCHEMA = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['https', 'mailto', 'tel'], src: ['https'] },
}
const TOKEN = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g
const DANGLING_REFERENCE = /\[[^\]\n]+\]\[[^\]\n]*\]/

/**
 * Checks what an editor may write and fills in `{placeholders}`. Raw HTML is refused rather than
 * silently dropped, so that an editor learns why their markup did not appear.
 */
function remarkContentRules(options: { tokens: Record<string, string> | undefined; report: (node: MdastNodes, message: string) => void }) {
  const { tokens, report } = options
  const fill = (value: string, node: MdastNodes): string =>
    value.replace(TOKEN, (whole, name: string) => {
      if (!tokens) return whole
      // Own names only: `{constructor}` is unknown, not a member every object inherits.
      if (Object.hasOwn(tokens, name)) return tokens[name]!
      report(
        node,
        `unknown placeholder ${whole}; the known ones are ${
          Object.keys(tokens)
            .map((t) => `{${t}}`)
            .join(', ') || 'none'
        }`,
      )
      return whole
    })

  return (tree: MdastRoot) => {
    // The page's title is its level-1 heading, so the text's headings start at ## and go one level
    // deeper at a time: people who browse a page by its headings would otherwise miss a level.
    let previousDepth = 1
    visit(tree, (node) => {
      switch (node.type) {
        case 'html':
          report(node, `HTML is not allowed in Markdown (found ${JSON.stringify(node.value.trim().slice(0, 40))}); write it with Markdown instead`)
          break
        case 'text':
          if (DANGLING_REFERENCE.test(node.value)) {
            report(node, `the link ${JSON.stringify(node.value.match(DANGLING_REFERENCE)![0])} points to a reference that is not defined; write [text](address) instead`)
          }
          node.value = fill(node.value, node)
          break
        case 'inlineCode':
          node.value = fill(node.value, node)
          break
        case 'heading':
          if (node.depth === 1) report(node, 'a level-1 heading (#) in the text: the page title comes from the front matter, so start sections with ##')
          else if (node.depth > previousDepth + 1) {
            const written = '#'.repeat(node.depth)
            const expected = '#'.repeat(previousDepth + 1)
            report(
              node,
              previousDepth === 1
                ? `the text's first heading is ${written}: start with ## (the page title is the level above it)`
                : `a ${written} heading right after a ${'#'.repeat(previousDepth)} one skips a level: write ${expected}`,
            )
          }
          previousDepth = node.depth
          if (!wordsOf(node).trim()) report(node, `a heading without words: write them after the ${'#'.repeat(node.depth)}, or remove the line`)
          break
        case 'link':
        case 'image':
        case 'definition': {
          let url = fill(node.url, node)
          // A bare www.example.com in the text becomes a link; GFM gives it http://, the site https://.
          if (isBareWwwLink(node)) url = `https://${url.slice('http://'.length)}`
          // tel:{phone} is filled in with the number as people read it; a phone link has no spaces.
          if (url.startsWith('tel:')) url = url.replace(/ /g, '')
          // A placeholder left as written is unknown (reported above) or site.yaml is broken (reported
          // there): the address is checked once it is filled in, not before.
          if (/\{[a-zA-Z][a-zA-Z0-9]*\}/.test(url)) {
            node.url = url
            break
          }
          if (node.type === 'link' && !wordsOf(node).trim()) report(node, `a link without words: a screen reader would read out only its address; write [what it leads to](${url})`)
          if (url.trim() === '') report(node, 'a link or picture without an address: write [text](https://…) or [text](/page/)')
          else if (url.startsWith('//')) {
            report(node, `the address ${JSON.stringify(url.slice(0, 60))} is not allowed: a page of this site starts with a single /, and another website's address with https://`)
          } else if (!isMarkdownAddress(url)) {
            report(node, `the address ${JSON.stringify(url.slice(0, 60))} is not allowed; use https://, a site path starting with /, #anchor, mailto: or tel:`)
          } else if (node.type === 'image') {
            // A picture of the text is one of the site's own: responsive variants are made of it,
            // and the Content-Security-Policy loads pictures from the site only.
            if (!url.startsWith('/media/'))
              report(node, `a picture in the text comes from content/media: put the file there and write ![what it shows](/media/…) (found ${JSON.stringify(url.slice(0, 60))})`)
            else if (!node.alt?.trim()) report(node, `a picture needs words that describe it, for people who cannot see it: write ![what it shows](${url})`)
          }
          node.url = url
          break
        }
      }
    })
  }
}

/** A link GFM made of a bare `www.…` in the text: its address is `http://` and the words themselves. */
function isBareWwwLink(node: MdastNodes): boolean {
  if (node.type !== 'link' || node.children.length !== 1) return false
  const child = node.children[0]!
  return (
    child.type === 'text' &&
    child.value.startsWith('www.') &&
    node.url === `http://${child.value}` &&
    // Written as [www.x.org](http://www.x.org), the http:// is the editor's, and is reported.
    node.position?.start.offset === child.position?.start.offset &&
    node.position?.end.offset === child.position?.end.offset
  )
}

/** Markdown → sanitized HTML tree: unified → remark-parse → remark-rehype → rehype-sanitize. */
export function markdownToTree(markdown: string, options: MarkdownOptions = {}): MarkdownResult {
  const problems: MarkdownProblem[] = []
  const offset = options.lineOffset ?? 0
  const report = (node: MdastNodes, message: string) => {
    problems.push({ line: (node.position?.start.line ?? 1) + offset, message })
  }

  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkContentRules, { tokens: options.tokens, report })
    .use(remarkRehype)
    .use(rehypeSanitize, SANITIZE_SCHEMA)
    // After sanitizing: the sanitizer would otherwise prefix the ids it keeps.
    .use(rehypeSlug)
    .use(rehypeExternalLinks, {
      target: '_blank',
      rel: ['noopener', 'noreferrer'],
      ...(options.newTabLabel ? { content: { type: 'text', value: ` (${options.newTabLabel})` }, contentProperties: { className: ['visually-hidden'] } } : {}),
    })

  const tree = processor.runSync(processor.parse(markdown)) as HastRoot
  const headings: Heading[] = []
  visit(tree, 'element', (node) => {
    if (node.tagName === 'h2' && typeof node.properties.id === 'string') headings.push({ id: node.properties.id, text: toString(node) })
  })
  problems.sort((a, b) => a.line - b.line)
  return { tree, headings, problems }
}
