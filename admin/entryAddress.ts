/**
 * Decap keeps the editor of one entry when the address changes straight to another entry (typed
 * into the address bar, or with back and forward): the form of the second entry then holds the
 * first one's fields, and saving writes them over the second file (decap-cms issue 4147). Moving
 * through the CMS's own links passes through a list, which this leaves alone; a move from one
 * entry's editor straight to another's loads the admin afresh on the new address.
 */

/** The entry an address of the admin edits (`services/rpa`, `posts/new`), if it is an editor's address. */
export function entryOf(hash: string): string | undefined {
  const match = /^#\/collections\/([^/]+)\/(?:entries\/(.+?)|(new))\/?(?:\?.*)?$/.exec(hash)
  if (!match) return undefined
  return `${match[1]}/${match[2] ?? match[3]}`
}

export function reloadOnEntrySwitch(win: Window = window): void {
  let last = win.location.hash
  win.addEventListener('hashchange', () => {
    const from = entryOf(last)
    const to = entryOf(win.location.hash)
    last = win.location.hash
    // Saving a new entry moves its editor to the entry's own address: that is the same entry.
    const saved = from?.endsWith('/new') && to?.startsWith(from.slice(0, -'new'.length))
    if (from && to && from !== to && !saved) win.location.reload()
  })
}
