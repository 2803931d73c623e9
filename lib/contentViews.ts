/**
 * Views of the content that note what is read through them, and derivations: the part of
 * lib/pageReads.ts that has no need of Node, since the code it serves (lib/blog.ts) also runs in
 * the content manager's previews.
 */
import type { Content, LocalizedContent } from './content'
import type { Locale } from './shared/locales'

/**
 * One read, as a string: its kind and where it is, separated by SEP.
 * - `v` a value (a text, a number, or a whole object deeper than DEPTH);
 * - `t` that something is an object or a list (its parts are read one by one);
 * - `k` the names of an object's fields (a spread, `in`, Object.keys);
 * - `m` which entries a list has, in which order (any use of the list);
 * - `d` the result of a derivation over the content (derive());
 * - and lib/pageReads.ts's own: `route` the route table's line of a page, `modified` a file's last change, `moment` the build's clock.
 */
export type Read = string

export const SEP = '\u0001'
/** Below this many steps from the content's top (`posts › @id › data › title` is four), a value is read whole. */
const DEPTH = 5

// Derivations: functions over a whole collection (the posts in reading order, an index of them)
// that many pages call. A page records the derivation's result, not the hundreds of values it
// looked at, and the result is worked out once per content, not once per page.
const derivations = new Map<string, (content: Content) => unknown>()
const derivedOnce = new WeakMap<object, Map<string, unknown>>()

/**
 * A function of the content, worked out once per content and recorded as one read. `fn` must read
 * nothing but `content` (no clock, no files, no settings); `name` is its name in the records.
 */
export function derive<T>(name: string, fn: (content: Content) => T): (content: Content) => T {
  // Set again, not refused, when the dev server loads the module that declares it once more.
  derivations.set(name, fn as (content: Content) => unknown)
  return (content) => {
    const state = viewState.get(content)
    const raw = state ? state.raw : content
    let results = derivedOnce.get(raw)
    if (!results) derivedOnce.set(raw, (results = new Map()))
    if (!results.has(name)) results.set(name, fn(raw))
    const result = results.get(name) as T
    if (!state) return result
    state.note(['d', state.locale, name].join(SEP))
    if (!state.derived.has(name)) state.derived.set(name, state.rewrap(result))
    return state.derived.get(name) as T
  }
}

interface ViewState {
  raw: Content
  locale: Locale
  note: (read: Read) => void
  /** A derivation's result with every piece of the content in it replaced by its view. */
  rewrap: (value: unknown) => unknown
  /** The derivations' results this view has handed out. */
  derived: Map<string, unknown>
}
const viewState = new WeakMap<object, ViewState>()

const isPlain = (value: unknown): value is object => {
  if (value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return true
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}
const hasId = (value: unknown): value is { id: string } => isPlain(value) && typeof (value as { id?: unknown }).id === 'string'
/** An item of a list by its id when it has one (its place may change), else by its place. */
const itemStep = (item: unknown, index: number) => (hasId(item) ? `@${item.id}` : `#${index}`)

const placesOnce = new WeakMap<Content, Map<object, string[]>>()

/**
 * Where each entry of a collection is (`posts`, `@calm-software`), once per content: a derivation's
 * result is shown through the page's views and recorded by these places.
 */
function entryPlaces(raw: Content): Map<object, string[]> {
  let places = placesOnce.get(raw)
  if (!places) {
    places = new Map()
    for (const [key, list] of Object.entries(raw)) if (Array.isArray(list)) list.forEach((item, i) => isPlain(item) && places!.set(item, [key, itemStep(item, i)]))
    placesOnce.set(raw, places)
  }
  return places
}

/** A view of one language's content whose reads are noted with `note`. */
export function contentView(raw: Content, locale: Locale, note: (read: Read) => void): Content {
  const views = new WeakMap<object, object>()
  const read = (kind: string, steps: readonly string[]) => note([kind, locale, ...steps].join(SEP))

  const child = (value: unknown, steps: string[]): unknown => {
    if (isPlain(value) && steps.length < DEPTH) {
      read('t', steps)
      return viewOf(value, steps)
    }
    read('v', steps)
    return value
  }
  function viewOf(target: object, steps: string[]): object {
    const known = views.get(target)
    if (known) return known
    const whole = () => read(Array.isArray(target) ? 'm' : 'k', steps)
    const handler: ProxyHandler<object> = Array.isArray(target)
      ? {
          get(list, key, receiver) {
            read('m', steps)
            if (typeof key === 'string' && /^\d+$/.test(key)) {
              const item = (list as unknown[])[Number(key)]
              // An item with an id is an object in the list's order (noted just now): its fields are its reads.
              if (hasId(item) && steps.length + 1 < DEPTH) return viewOf(item, [...steps, itemStep(item, Number(key))])
              return item === undefined ? undefined : child(item, [...steps, itemStep(item, Number(key))])
            }
            return Reflect.get(list, key, receiver) as unknown
          },
          has: (list, key) => (whole(), Reflect.has(list, key)),
          ownKeys: (list) => (whole(), Reflect.ownKeys(list)),
        }
      : {
          get(object, key, receiver) {
            if (typeof key === 'symbol') {
              const name = Symbol.keyFor(key)
              // A mark of the content's own (Symbol.for), not a language's machinery (Symbol.iterator).
              if (name === undefined) return Reflect.get(object, key, receiver) as unknown
              return child((object as Record<symbol, unknown>)[key], [...steps, `$${name}`])
            }
            // An item's id is part of its list's order, noted with the list.
            if (key === 'id' && steps.at(-1)?.startsWith('@')) return (object as { id: string }).id
            return child((object as Record<string, unknown>)[key], [...steps, key])
          },
          has: (object, key) => (whole(), Reflect.has(object, key)),
          ownKeys: (object) => (whole(), Reflect.ownKeys(object)),
          getOwnPropertyDescriptor: (object, key) => (whole(), Reflect.getOwnPropertyDescriptor(object, key)),
        }
    const view = new Proxy(target, handler)
    views.set(target, view)
    return view
  }
  const top = viewOf(raw, []) as Content
  // A derivation's entries come back as the page's views of them; anything else it gives is a copy,
  // whose values its one read (placed()) already holds.
  const rewrap = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value
    const steps = entryPlaces(raw).get(value)
    if (steps) return viewOf(value, steps)
    if (Array.isArray(value)) return value.map(rewrap)
    if (value instanceof Map) return new Map([...value].map(([k, v]) => [k, rewrap(v)]))
    if (isPlain(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrap(v)]))
    return value
  }
  viewState.set(top, { raw, locale, note, rewrap, derived: new Map() })
  return top
}

/** JSON with the content's marks (Symbol.for fields) and one order for Map and Set. */
export function stable(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (typeof value === 'function') return `function ${value.name}`
  if (typeof value === 'symbol' || typeof value === 'bigint') return String(value)
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (value instanceof Date) return `Date(${value.toISOString()})`
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  if (value instanceof Map) return `Map[${[...value].map(([k, v]) => `${stable(k)}:${stable(v)}`).join(',')}]`
  if (value instanceof Set) return `Set[${[...value].map(stable).join(',')}]`
  const fields = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`)
  for (const symbol of Object.getOwnPropertySymbols(value)) {
    const name = Symbol.keyFor(symbol)
    if (name !== undefined) fields.push(`$${JSON.stringify(name)}:${stable((value as Record<symbol, unknown>)[symbol])}`)
  }
  return `{${fields.join(',')}}`
}

/** A derivation's result with each piece of the content written as where it is, not what it holds (its holdings are reads of their own). */
function placed(value: unknown, raw: Content): string {
  const places = entryPlaces(raw)
  const walk = (v: unknown): string => {
    if (v !== null && typeof v === 'object') {
      const at = places.get(v)
      if (at) return `<${at.join(SEP)}>`
      if (Array.isArray(v)) return `[${v.map(walk).join(',')}]`
      if (v instanceof Map) return `Map[${[...v].map(([k, x]) => `${stable(k)}:${walk(x)}`).join(',')}]`
      if (isPlain(v))
        return `{${Object.entries(v)
          .map(([k, x]) => `${JSON.stringify(k)}:${walk(x)}`)
          .join(',')}}`
    }
    return stable(v)
  }
  return walk(value)
}

/** What a read of the content (any kind but lib/pageReads.ts's own) gives with this content. */
export function resolveContentRead(read: Read, localized: LocalizedContent): string {
  const [kind, ...rest] = read.split(SEP)
  switch (kind) {
    case 'd': {
      const fn = derivations.get(rest[1]!)
      // A derivation this copy of the code does not know: the page is rendered again.
      if (!fn) return `unknown derivation ${Math.random()}`
      const raw = localized[rest[0] as Locale]
      return placed(fn(raw), raw)
    }
  }
  const [locale, ...steps] = rest
  let value: unknown = localized[locale as Locale]
  for (const step of steps) {
    if (value === null || typeof value !== 'object') {
      value = undefined
      break
    }
    if (Array.isArray(value) && step.startsWith('@')) value = (value as unknown[]).find((item) => hasId(item) && `@${item.id}` === step)
    else if (Array.isArray(value) && step.startsWith('#')) value = (value as unknown[])[Number(step.slice(1))]
    else if (step.startsWith('$')) value = (value as Record<symbol, unknown>)[Symbol.for(step.slice(1))]
    else value = (value as Record<string, unknown>)[step]
  }
  const shape = value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value
  switch (kind) {
    case 't':
      return shape
    case 'k':
      return isPlain(value) ? stable(Reflect.ownKeys(value).map((k) => (typeof k === 'symbol' ? `$${Symbol.keyFor(k) ?? ''}` : k))) : shape
    case 'm':
      return Array.isArray(value) ? stable(value.map(itemStep)) : shape
    default:
      return stable(value)
  }
}
