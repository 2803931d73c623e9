/**
 * Starts a search box rendered by SiteSearch.tsx, without React: it searches as the visitor types
 * (and on Enter, instead of going to /search/), says how many pages were found, and lists the best
 * of them from the result template the server rendered.
 */
import { fillText } from '../../../lib/shared/format'
import type { SiteSearchProps } from './SiteSearch'

/** The part of Pagefind's browser API this box uses. */
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>
  debouncedSearch: (
    query: string,
    options: { filters?: Record<string, string> },
    ms: number,
  ) => Promise<{ results: Array<{ data: () => Promise<{ url: string; excerpt: string; meta: { title?: string } }> }> } | null>
}

let pagefindPromise: Promise<Pagefind> | null = null
/** The index Pagefind wrote at build time into /pagefind/; loaded once, on the first search. */
function loadPagefind(): Promise<Pagefind> {
  pagefindPromise ??= (async () => {
    const url = '/pagefind/pagefind.js'
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind
    await pagefind.options({ excerptLength: 24 })
    return pagefind
  })()
  // A failed load may succeed later (e.g. after the network comes back).
  pagefindPromise.catch(() => (pagefindPromise = null))
  return pagefindPromise
}

/** Pagefind's excerpt is escaped text with <mark> around the words found: rebuilt as nodes, never set as HTML. */
function excerptNodes(html: string): Node[] {
  const doc = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html')
  return [...(doc.body.firstChild?.childNodes ?? [])].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '')
    const mark = document.createElement('mark')
    mark.textContent = node.textContent
    return mark
  })
}

export function enhance(root: HTMLElement, { labels, section, fromAddress = false, focusOnOpen = false, limit = 8 }: SiteSearchProps): void {
  const form = root.querySelector('form')
  const input = root.querySelector<HTMLInputElement>('input[type="search"]')
  const status = root.querySelector<HTMLElement>('[data-search-status]')
  const list = root.querySelector<HTMLOListElement>('[data-search-results]')
  const template = root.querySelector<HTMLTemplateElement>('template[data-search-result]')
  if (!form || !input || !status || !list || !template) return
  let latest = 0

  const show = (text: string, results: Array<{ url: string; title: string; excerpt: string }> = []) => {
    status.textContent = text
    list.replaceChildren(
      ...results.map((result) => {
        const item = template.content.firstElementChild!.cloneNode(true) as HTMLElement
        const link = item.querySelector('a')!
        link.href = result.url
        link.textContent = result.title
        item.querySelector('p')!.replaceChildren(...excerptNodes(result.excerpt))
        return item
      }),
    )
    list.hidden = results.length === 0
  }

  const search = async (query: string) => {
    const ticket = ++latest
    const words = query.trim()
    if (!words) return show('')
    show(labels.searching)
    try {
      const pagefind = await loadPagefind()
      const found = await pagefind.debouncedSearch(words, section ? { filters: { section } } : {}, 150)
      // A newer search replaced this one (debounced ones answer null).
      if (found === null || ticket !== latest) return
      const results = await Promise.all(found.results.slice(0, limit).map((r) => r.data()))
      if (ticket !== latest) return
      // Every page found is counted; the first `limit` of them are listed, best first.
      const count = found.results.length
      const text = count === 0 ? fillText(labels.noResults, { query: words }) : fillText(count === 1 ? labels.resultOne : labels.results, { count, query: words })
      show(
        text,
        results.map((r) => ({ url: r.url, title: r.meta.title ?? r.url, excerpt: r.excerpt })),
      )
    } catch {
      if (ticket === latest) show(labels.unavailable)
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void search(input.value)
  })
  input.addEventListener('input', () => void search(input.value))
  if (focusOnOpen) input.focus()
  const query = fromAddress ? (new URL(window.location.href).searchParams.get('q') ?? '') : ''
  if (query) input.value = query
  // Words typed before the box started, or the query of the address.
  if (input.value) void search(input.value)
}
