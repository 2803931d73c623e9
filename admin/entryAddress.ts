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
  let reloading = false
  // Registered before the CMS starts, and in the capture phase: when the admin is to be loaded
  // afresh, the CMS's own router never sees the move (it would draw the new entry's editor with
  // the old entry's fields for a moment, and fail on them).
  const onMove = (event: Event) => {
    if (reloading) return event.stopImmediatePropagation()
    const from = entryOf(last)
    const to = entryOf(win.location.hash)
    last = win.location.hash
    // Saving a new entry moves its editor to the entry's own address: that is the same entry. And
    // an entry's Duplicate opens a new entry holding its fields on purpose.
    const saved = from?.endsWith('/new') && to?.startsWith(from.slice(0, -'new'.length))
    if (!from || !to || from === to || saved || to.endsWith('/new')) return
    reloading = true
    event.stopImmediatePropagation()
    win.location.reload()
  }
  win.addEventListener('popstate', onMove, { capture: true })
  win.addEventListener('hashchange', onMove, { capture: true })
}
