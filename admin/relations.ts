/**
 * A field naming another entry (a related post, a case study's industry) offers only the entries
 * the site publishes, and a name the check refuses is refused on save in the check's words: a
 * draft, or a post dated after today, is left out of the production build, so a page naming it
 * would fail `npm run check` (lib/content/references.ts). Decap's relation widget offers every
 * entry of the collection; this wraps it, leaving its search, its list and its limits as they are.
 */
import type { CMS } from 'decap-cms-core'
import { Component, createElement, type ComponentType } from 'react'
import { resolveReferences, type ReferenceTarget } from '../lib/content/references'
import { COLLECTIONS, type ReferenceKind } from '../lib/content/registry'
import { scheduledDate, studioDate } from '../lib/content/schedule'
import { DEFAULT_LOCALE } from '../lib/shared/locales'

/** One entry as Decap's search returns it. */
export interface Hit {
  slug: string
  data: Record<string, unknown>
}

/**
 * What a page naming `hit`, an entry of the collection `collection` (its key in the registry), is
 * checked against, as the check builds it (lib/content/stages/resolve.ts); undefined when the entry
 * is published, or cannot be named. `today`: YYYY-MM-DD.
 */
export function refusalOf(collection: string, hit: Hit, today: string): { kind: ReferenceKind; target: ReferenceTarget } | undefined {
  const referable = COLLECTIONS.find((c) => c.key === collection)?.referable
  if (!referable) return undefined
  const date = scheduledDate(hit.data, today)
  if (hit.data.draft !== true && date === undefined) return undefined
  return {
    kind: referable.kind as ReferenceKind,
    target: {
      published: new Set<string>(),
      drafts: new Set(hit.data.draft === true ? [hit.slug] : []),
      scheduled: new Map(date === undefined ? [] : [[hit.slug, date]]),
      noun: referable.noun,
    },
  }
}

/** Why the check refuses a page that names `hit` (see `refusalOf`), in the check's words; undefined when the entry is published. */
export function whyRefused(collection: string, hit: Hit, today: string): string | undefined {
  const refusal = refusalOf(collection, hit, today)
  if (!refusal) return undefined
  const targets = { [refusal.kind]: refusal.target } as Record<ReferenceKind, ReferenceTarget>
  return resolveReferences('', [{ field: '', value: hit.slug, kind: refusal.kind }], targets)[0]?.message
}

/** What the check would say of each entry found so far that a page may not name, by `collection/slug`. */
const refused = new Map<string, string>()

interface SearchResult {
  payload: { hits?: Hit[] }
}
interface ImmutableField {
  get(key: string): unknown
}
interface RelationProps {
  field: ImmutableField
  value: unknown
  onChange: (value: unknown, metadata?: unknown) => void
  query: (forID: string, collection: string, searchFields: string[], term: string, file?: string, limit?: number) => Promise<SearchResult>
  queryHits?: Hit[]
  /** The language of the pane the field is in (the entry's own, or a translation's). */
  locale?: string
}
type Validity = { error: false | { type: string; message: string } } | boolean

/** The names a relation field holds: one, or a list (Immutable, with toJS, as Decap keeps it). */
function namesIn(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value]
  const list = (value as { toJS?: () => unknown } | null)?.toJS?.() ?? value
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []
}

function offeredOnly(collection: string, hits: Hit[], today: string): Hit[] {
  return hits.filter((hit) => {
    const why = whyRefused(collection, hit, today)
    if (why !== undefined) refused.set(`${collection}/${hit.slug}`, why)
    else refused.delete(`${collection}/${hit.slug}`)
    return why === undefined
  })
}

function wrap(Relation: ComponentType<RelationProps & { ref?: unknown }>): ComponentType<RelationProps> {
  return class PublishedOnly extends Component<RelationProps> {
    private inner: { isValid?: () => Validity; forceUpdate?: () => void } | null = null
    private seen: Hit[] | undefined
    private offered: Hit[] | undefined

    private get collection(): string {
      return String(this.props.field.get('collection') ?? '')
    }

    private query: RelationProps['query'] = async (...args) => {
      const result = await this.props.query(...args)
      return { ...result, payload: { ...result.payload, hits: offeredOnly(this.collection, result.payload.hits ?? [], studioDate(new Date())) } }
    }

    /** The hits Decap keeps in its store for this field, without the entries a page may not name (the same list while the store's is). */
    private queryHits(): Hit[] | undefined {
      const hits = this.props.queryHits
      if (hits !== this.seen) [this.seen, this.offered] = [hits, hits && offeredOnly(this.collection, hits, studioDate(new Date()))]
      return this.offered
    }

    // Decap asks the control before saving; an error here stops the save and is shown under the field.
    isValid = (): Validity => {
      const own = this.inner?.isValid?.()
      if (own !== undefined && own !== true && (own === false || own.error !== false)) return own
      const problems = namesIn(this.props.value).flatMap((name) => refused.get(`${this.collection}/${name}`) ?? [])
      if (problems.length === 0) return { error: false }
      return { error: { type: 'CUSTOM', message: problems.join('; ') } }
    }

    // Decap's field asks its control whether to draw again (only when its value or its search hits
    // change, as the relation itself decides); the relation draws its loaded options on that cue.
    override shouldComponentUpdate(next: RelationProps & { hasActiveStyle?: boolean }): boolean {
      const props = this.props as RelationProps & { hasActiveStyle?: boolean }
      return props.value !== next.value || props.hasActiveStyle !== next.hasActiveStyle || props.queryHits !== next.queryHits
    }

    // Decap's relation reports the value it was given once its options load, to note their titles.
    // From the translation's pane (and only there) that alone marks the entry as changed ("UNSAVED CHANGES" on opening
    // a post): decap-cms-core compares that pane's data with the whole i18n map of the entry it read
    // (`e.get(...dataPath)` in reducers/entryDraft.js, where getIn was meant). A report of the value
    // the field already holds changes nothing, so it is not passed on; the previews do not read
    // the titles it carries. The relation draws the options it loaded only when it is drawn again
    // (its shouldComponentUpdate reads its props alone, and that report was its cue): it is asked to.
    private onChange: RelationProps['onChange'] = (value, metadata) => {
      const translation = this.props.locale !== undefined && this.props.locale !== DEFAULT_LOCALE
      if (value !== this.props.value || !translation) return this.props.onChange(value, metadata)
      this.inner?.forceUpdate?.()
    }

    override render() {
      return createElement(Relation, {
        ...this.props,
        onChange: this.onChange,
        query: this.query,
        queryHits: this.queryHits(),
        ref: (instance: PublishedOnly['inner']) => {
          this.inner = instance
        },
      })
    }
  }
}

export function registerRelations(cms: CMS): void {
  const relation = cms.getWidget('relation') as unknown as { control: ComponentType<RelationProps>; preview: unknown; schema?: unknown }
  // Registered under its own name, so every relation field of the configuration gets it.
  ;(cms.registerWidget as (name: string, control: unknown, preview: unknown, schema: unknown) => void)('relation', wrap(relation.control), relation.preview, relation.schema)
}
