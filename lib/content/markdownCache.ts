/**
 * A content-hash cache of rendered Markdown: the sanitized HTML tree, the `##` headings and the
 * problems of one Markdown text with its options, kept under node_modules/.cache/. The tree is kept,
 * not HTML, so pages render it with their own components (components/Markdown). A build parses
 * each text once (the content check writes the cache, the prerender reads it) and a rebuild after
 * no change, or a one-post edit, parses nothing else.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Root as HastRoot } from 'hast'
import { visit } from 'unist-util-visit'
import { buildCacheDir, codeKey, keepCached, readCached } from '../cacheKey'
import { markdownToTree, type Heading, type MarkdownOptions, type MarkdownProblem } from './markdown'

export interface RenderedMarkdown {
  /** The sanitized HTML tree (hast), plain data. */
  tree: HastRoot
  headings: Heading[]
  /** The address of every link in the text, for the content link check. */
  links: string[]
  /** The address of every picture in the text, checked against content/media when content loads. */
  images: string[]
  problems: MarkdownProblem[]
}

/**
 * The code whose output the cache holds: the pipeline, the address rules it applies and this file.
 * A change to any of them (or to a locked package version) is a new cache key. A test checks that
 * every module the pipeline imports from this project is listed.
 */
export const PIPELINE_SOURCES = ['lib/content/markdown.ts', 'lib/content/urls.ts', 'lib/content/markdownCache.ts', 'lib/cacheKey.ts'] as const

function cacheFile(markdown: string, options: MarkdownOptions): string {
  const key = createHash('sha1').update(codeKey(PIPELINE_SOURCES)).update('\0').update(JSON.stringify(options)).update('\0').update(markdown).digest('hex')
  return path.join(buildCacheDir('markdown'), key.slice(0, 2), `${key}.json`)
}

/** Whether this text with these options has been rendered into the cache already. */
export function isCached(markdown: string, options: MarkdownOptions = {}): boolean {
  return fs.existsSync(cacheFile(markdown, options))
}

export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): RenderedMarkdown {
  const file = cacheFile(markdown, options)
  const kept = readCached<RenderedMarkdown>(file)
  if (kept) return kept
  const { tree, headings, problems } = markdownToTree(markdown, options)
  const links: string[] = []
  const images: string[] = []
  visit(tree, 'element', (node) => {
    if (node.tagName === 'a' && typeof node.properties.href === 'string') links.push(node.properties.href)
    if (node.tagName === 'img' && typeof node.properties.src === 'string') images.push(node.properties.src)
  })
  const rendered: RenderedMarkdown = { tree: withoutPositions(tree), headings, links, images, problems }
  keepCached(file, rendered)
  return rendered
}

/** The tree without the source positions of its nodes: they are not rendered, and they triple its size. */
function withoutPositions(tree: HastRoot): HastRoot {
  visit(tree, (node) => {
    delete (node as { position?: unknown }).position
  })
  return tree
}
