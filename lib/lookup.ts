const byLowerId = new WeakMap<ReadonlyArray<{ id: string }>, Map<string, unknown>>()

/** The entries by lower-case id, built once per list: a site of thousands of posts looks each one up. */
function lowerIdIndex<T extends { id: string }>(entries: T[]): Map<string, T> {
  let index = byLowerId.get(entries) as Map<string, T> | undefined
  if (!index) {
    index = new Map()
    // The first of two ids that differ only in case wins, as a search through the list would.
    for (const e of entries) if (!index.has(e.id.toLowerCase())) index.set(e.id.toLowerCase(), e)
    byLowerId.set(entries, index)
  }
  return index
}

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
  return lowerIdIndex(entries).get(wanted)
}
