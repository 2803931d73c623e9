import type { Element, Root } from 'hast'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import rehypeReact from 'rehype-react'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { markdownToTree } from '../../lib/content/markdown'
import markdownStyles from '../../components/Markdown/Markdown.module.css'
import styles from './Preview.module.css'

const toReact = unified().use(rehypeReact, { Fragment, jsx, jsxs })

/**
 * A Markdown body as the site renders it: the site's own pipeline (lib/content/markdown.ts, the one
 * the build runs, sanitizer and rules included) and its text styles. The mistakes the content check
 * would report are listed above the text, with their line.
 */
export function Body({ markdown, asset }: { markdown: string; asset: (path: string) => string }) {
  const { tree, problems } = markdownToTree(markdown)
  // Pictures of the text: the file the editor just uploaded is not on the site yet.
  visit(tree as Root, 'element', (node: Element) => {
    if (node.tagName === 'img' && typeof node.properties.src === 'string') node.properties.src = asset(node.properties.src)
  })
  return (
    <>
      {problems.length > 0 ? (
        <ul className={styles.problems} role="alert">
          {problems.map((p) => (
            <li key={`${p.line}:${p.message}`}>
              Text, line {p.line}: {p.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={markdownStyles.prose}>{toReact.stringify(tree as Root)}</div>
    </>
  )
}
