import styles from './Markdown.module.css'

/**
 * A Markdown body from lib/content: HTML made at build time from the editor's Markdown by
 * unified and rehype-sanitize (raw HTML in Markdown is refused), so it is written into the page
 * as it is, without a second pass through React.
 */
export function Markdown({ html, className }: { html: string; className?: string }) {
  return <div className={[styles.prose, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
}
