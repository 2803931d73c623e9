const indexes = new WeakMap<(entry: never) => string, WeakMap<object, Map<string, unknown>>>()

/**
 * The entries of a list by a key, built once per list and key function (a site of thousands of
 * posts looks each one up). The first of two entries with the same key wins, as a search through
 * the list would. `key` must be one function for every call, e.g. a module constant.
 */
export function indexOnce<T>(entries: readonly T[], key: (entry: T) => string): Map<string, T> {
  let byList = indexes.get(key as (entry: never) => string)
  if (!byList) indexes.set(key as (entry: never) => string, (byList = new WeakMap()))
  let index = byList.get(entries) as Map<string, T> | undefined
  if (!index) {
    index = new Map()
    for (const entry of entries) if (!index.has(key(entry))) index.set(key(entry), entry)
    byList.set(entries, index)
  }
  return index
}

const lowerId = (entry: { id: string }) => entry.id.toLowerCase()

/** Finds an entry by the id in a URL, loosely: case, surrounding slashes and encoding do not matter. */
export function findById<T extends { id: string }>(entries: T[], rawId: string | undefined): T | undefined {
  if (!rawId) return undefined
  let wanted: string
  try {
    wanted = decodeURIComponent(rawId)
  } catch {
    return undefined
  }
  wanted = wanted
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase()
  return indexOnce(entries, lowerId).get(wanted)
}
