/**
 * The content manager's search, as Decap hands it to every field's control (`query`): the save and
 * deletion checks read the entries the editor is not editing through it (admin/referrers.ts).
 */
import type { z } from 'zod'

/** A file as the content manager read it: its path in the repository and its fields. */
export interface Page {
  path: string
  data: unknown
  schema: z.ZodType
}

export interface QueryHit {
  slug: string
  path: string
  data: unknown
  i18n?: Record<string, { data?: unknown }>
}
export type Query = (namespace: string, collection: string, searchFields: string[], term: string, file?: string) => Promise<{ payload?: { hits?: QueryHit[] } }>
