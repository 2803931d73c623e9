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
  return entries.find((e) => e.id.toLowerCase() === wanted)
}
