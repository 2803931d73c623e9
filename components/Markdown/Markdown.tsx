import type { Root } from 'hast'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import rehypeReact from 'rehype-react'
import { unified } from 'unified'
import styles from './Markdown.module.css'

const toReact = unified().use(rehypeReact, { Fragment, jsx, jsxs })

/** Renders a sanitized Markdown tree (from lib/content) as React elements, at build time. */
export function Markdown({ tree, className }: { tree: Root; className?: string }) {
  return <div className={[styles.prose, className].filter(Boolean).join(' ')}>{toReact.stringify(tree)}</div>
}
