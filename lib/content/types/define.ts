/**
 * The two shapes of a content type's module (lib/content/types/): a collection, a folder of files
 * with one page each, or a single file (content/site.yaml, a file of content/pages). The registry
 * (lib/content/registry.ts) lists the modules; everything else reads the registry.
 */
import type { z } from 'zod'

interface Sortable {
  data: { order?: number; title: string; date?: string }
}

/** A collection's entry in the registry: where its files are and what the tools call it. */
export interface CollectionType<K extends string = string, S extends string = string, F extends 'markdown' | 'yaml' = 'markdown' | 'yaml'> {
  /** The key of the collection in the loaded content (`content.services` …). */
  key: K
  /** Folder in content/. */
  folder: string
  /** Markdown files (`.md`: front matter and a body) or YAML files (`.yaml`: fields only). */
  format: F
  /** Key of its schema in `schemas` (lib/content/schemas.ts). */
  schema: S
  /** The page address of the file `<id>.md`. */
  address: (id: string) => string
  /** The order of its pages in lists and menus. */
  order: (a: Sortable, b: Sortable) => number
  /** The name typed after `npm run new --`, and others accepted for it (such as the folder name). */
  name: string
  aliases: readonly string[]
  /** How the guide names one file of it. */
  label: string
  /** Fields `npm run new` fills with a guess rather than placeholder text, for its next-steps message. */
  guessed: string
}

/** A collection's module: the schema of one of its files and its entry in the registry. */
export interface CollectionModule<K extends string, S extends string, F extends 'markdown' | 'yaml', Z extends z.ZodType> {
  schema: Z
  collection: CollectionType<K, S, F>
}

export function defineCollection<const K extends string, const S extends string, const F extends 'markdown' | 'yaml', Z extends z.ZodType>(
  schema: Z,
  collection: CollectionType<K, S, F>,
): CollectionModule<K, S, F, Z> {
  return { schema, collection }
}

/** A single file's module: site.yaml, or a file of content/pages. */
export interface SingleFileModule<K extends string, Z extends z.ZodType> {
  /** The key of its content once loaded (`content.pages.home`). */
  key: K
  /** Where it lives in content/, e.g. `pages/home.yaml`. */
  file: string
  schema: Z
  /** What the file holds, in one sentence: the guide shows it above the file's table. */
  intro: string
  /**
   * The addresses of the pages made from it, when they are not the file's own name (`/faq/` for
   * faq.yaml): their "Edit this page" link and last-modified date come from this file.
   */
  addresses?: readonly string[]
}

export function defineSingleFile<const K extends string, Z extends z.ZodType>(module: SingleFileModule<K, Z>): SingleFileModule<K, Z> {
  return module
}

/** By `order`, then by title. */
export const byOrder = (a: Sortable, b: Sortable) => (a.data.order ?? 0) - (b.data.order ?? 0) || a.data.title.localeCompare(b.data.title)
/** Newest first. */
export const byDate = (a: Sortable, b: Sortable) => (b.data.date ?? '').localeCompare(a.data.date ?? '')
