/**
 * Decap keeps the signed-in editor, with their GitHub token, under one key of `localStorage`
 * (decap-cms-core's LocalStorageAuthStore). `localStorage` is shared by every page of the origin,
 * the site's pages and its published media included, and outlives the tab: a page of the origin
 * that ever ran a foreign script could read the token and use it with the editor's rights. Kept in
 * `sessionStorage` instead, it belongs to the content manager's own tab (a page opened from it with
 * `noopener`, as its links are, starts empty) and goes when the tab is closed; an editor signs in
 * once per tab.
 */
export const SIGNED_IN_KEY = 'decap-cms-user'

export function keepSignInToThisTab(win: Window = window): void {
  const { localStorage: local, sessionStorage: session } = win
  const storage = Object.getPrototypeOf(local) as Storage
  const { getItem, setItem, removeItem } = storage
  const owner = (store: Storage, key: string) => (store === local && key === SIGNED_IN_KEY ? session : store)
  storage.getItem = function (this: Storage, key: string) {
    return getItem.call(owner(this, key), key)
  }
  storage.setItem = function (this: Storage, key: string, value: string) {
    setItem.call(owner(this, key), key, value)
  }
  storage.removeItem = function (this: Storage, key: string) {
    removeItem.call(owner(this, key), key)
  }
  // A sign-in an earlier version of this page kept where every page could read it is not kept.
  removeItem.call(local, SIGNED_IN_KEY)
}
