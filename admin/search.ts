/**
 * The content manager's search, as Decap hands it to every field's control (`query`): the save and
 * deletion checks read the entries the editor is not editing through it (admin/referrers.ts).
 */
export interface QueryHit {
  slug: string
  path: string
  data: unknown
  i18n?: Record<string, { data?: unknown }>
}
export type Query = (namespace: string, collection: string, searchFields: string[], term: string, file?: string) => Promise<{ payload?: { hits?: QueryHit[] } }>
