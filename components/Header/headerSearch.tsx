import { createRoot } from 'react-dom/client'
import SiteSearch, { type SearchLabels } from '../islands/SiteSearch/SiteSearch'

/** Shows the search box in the header's panel and takes the focus; returns the function that removes it. */
export function mountSearch(panel: HTMLElement, labels: SearchLabels): () => void {
  const host = document.createElement('div')
  panel.append(host)
  const root = createRoot(host, { identifierPrefix: 'header-search-' })
  root.render(<SiteSearch labels={labels} focusOnOpen limit={6} />)
  return () => {
    root.unmount()
    host.remove()
  }
}
