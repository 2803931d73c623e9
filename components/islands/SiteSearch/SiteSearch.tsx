import { useId } from 'react'
import type { SearchLabels } from '../../../lib/shared/islands'
import { useHref } from '../../Link/Link'
import form from '../forms/InlineForm.module.css'
import styles from './SiteSearch.module.css'

/** The search texts of site.yaml `search`. */

export interface SiteSearchProps {
  labels: SearchLabels
  /** Only pages of this section (the `section` filter the pages carry), e.g. Blog. */
  section?: string
  /** Read the first query from the address (`/search/?q=…`). */
  fromAddress?: boolean
  /** Focus the field when the box starts (the header's search panel). */
  focusOnOpen?: boolean
  /** How many results to show at most. */
  limit?: number
}

/**
 * A search box over the whole site (or one section of it), answered in the browser from the static
 * index Pagefind builds; no server is asked anything. Without JavaScript the form goes to /search/.
 * The server renders the box, an empty status line and a template of one result; `enhance.ts`
 * (no React) searches as the visitor types and fills in the results.
 */
export default function SiteSearch({ labels }: SiteSearchProps) {
  const id = useId()
  const searchPage = useHref('/search/')
  return (
    <div className={styles.search}>
      <form className={form.form} role="search" action={searchPage} method="get">
        <label htmlFor={`${id}q`} className={form.label}>
          {labels.fieldLabel}
        </label>
        <div className={form.row}>
          <input id={`${id}q`} className={form.input} type="search" name="q" autoComplete="off" placeholder={labels.placeholder} aria-describedby={`${id}status`} />
          <button className={form.button} type="submit">
            {labels.button}
          </button>
        </div>
      </form>
      <p id={`${id}status`} className={styles.status} role="status" data-search-status="" />
      <ol className={styles.results} hidden data-search-results="" />
      <template data-search-result="">
        <li>
          {/* An inert template: enhance.ts gives each copy the result's title and address. */}
          {/* eslint-disable-next-line jsx-a11y/anchor-has-content */}
          <a className={styles.resultLink} href={searchPage} />
          <p className={styles.excerpt} />
        </li>
      </template>
    </div>
  )
}
