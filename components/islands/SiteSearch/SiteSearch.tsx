import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useHydrated } from '../useHydrated'
import form from '../forms/InlineForm.module.css'
import { fillText } from '../forms/fill'
import styles from './SiteSearch.module.css'

/** The search texts of site.yaml `search`. */
export interface SearchLabels {
  fieldLabel: string
  placeholder: string
  button: string
  searching: string
  results: string
  resultOne: string
  noResults: string
  unavailable: string
}

export interface SiteSearchProps {
  labels: SearchLabels
  /** Only pages of this section (the `section` filter the pages carry), e.g. Blog. */
  section?: string
  /** Read the first query from the address (`/search/?q=…`). */
  fromAddress?: boolean
  /** Focus the field when the box appears (the header's search panel). */
  focusOnOpen?: boolean
  /** How many results to show at most. */
  limit?: number
}

/** What the page shows of one result. */
interface Result {
  url: string
  title: string
  excerpt: string
}

/** The part of Pagefind's browser API this box uses. */
interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>
  debouncedSearch: (
    query: string,
    options: { filters?: Record<string, string> },
    ms: number,
  ) => Promise<{ results: Array<{ data: () => Promise<{ url: string; excerpt: string; meta: { title?: string } }> }> } | null>
}

type State = { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; query: string; total: number; results: Result[] } | { kind: 'unavailable' }

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

/** Pagefind's excerpt is escaped text with <mark> around the words found: rebuilt as elements, never as HTML. */
function Excerpt({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html')
  const parts: ReactNode[] = []
  doc.body.firstChild?.childNodes.forEach((node, index) => {
    if (node.nodeName === 'MARK') parts.push(<mark key={index}>{node.textContent}</mark>)
    else parts.push(node.textContent)
  })
  return <p className={styles.excerpt}>{parts}</p>
}

/**
 * A search box over the whole site (or one section of it), answered in the browser from the static
 * index Pagefind builds; no server is asked anything. Without JavaScript the form goes to /search/.
 */
export default function SiteSearch({ labels, section, fromAddress = false, focusOnOpen = false, limit = 8 }: SiteSearchProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const ready = useHydrated()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const latest = useRef(0)

  const search = async (query: string) => {
    const ticket = ++latest.current
    const words = query.trim()
    if (!words) return setState({ kind: 'idle' })
    setState({ kind: 'searching' })
    try {
      const pagefind = await loadPagefind()
      const found = await pagefind.debouncedSearch(words, section ? { filters: { section } } : {}, 150)
      // A newer search replaced this one (debounced ones answer null).
      if (found === null || ticket !== latest.current) return
      const results = await Promise.all(found.results.slice(0, limit).map((r) => r.data()))
      if (ticket !== latest.current) return
      setState({ kind: 'done', query: words, total: found.results.length, results: results.map((r) => ({ url: r.url, title: r.meta.title ?? r.url, excerpt: r.excerpt })) })
    } catch {
      if (ticket === latest.current) setState({ kind: 'unavailable' })
    }
  }

  useEffect(() => {
    if (focusOnOpen) input.current?.focus()
    if (fromAddress) {
      const query = new URL(window.location.href).searchParams.get('q') ?? ''
      if (input.current && query) {
        input.current.value = query
        void search(query)
      }
    }
    // Runs once, when the box appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void search(input.current?.value ?? '')
  }

  let status = ''
  if (state.kind === 'searching') status = labels.searching
  else if (state.kind === 'unavailable') status = labels.unavailable
  else if (state.kind === 'done') {
    // Every page found is counted; the first `limit` of them are listed, best first.
    const count = state.total
    status = count === 0 ? fillText(labels.noResults, { query: state.query }) : fillText(count === 1 ? labels.resultOne : labels.results, { count, query: state.query })
  }

  return (
    <div className={styles.search}>
      <form className={form.form} role="search" action="/search/" method="get" onSubmit={onSubmit}>
        <label htmlFor={`${id}q`} className={form.label}>
          {labels.fieldLabel}
        </label>
        <div className={form.row}>
          <input
            ref={input}
            id={`${id}q`}
            className={form.input}
            type="search"
            name="q"
            autoComplete="off"
            placeholder={labels.placeholder}
            aria-describedby={`${id}status`}
            onChange={(event) => (ready ? void search(event.currentTarget.value) : undefined)}
          />
          <button className={form.button} type="submit">
            {labels.button}
          </button>
        </div>
      </form>
      <p id={`${id}status`} className={styles.status} role="status">
        {status}
      </p>
      {state.kind === 'done' && state.results.length > 0 ? (
        <ol className={styles.results}>
          {state.results.map((r) => (
            <li key={r.url}>
              <a className={styles.resultLink} href={r.url}>
                {r.title}
              </a>
              <Excerpt html={r.excerpt} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
