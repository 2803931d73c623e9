import type { ReactNode } from 'react'
import styles from './DetailLayout.module.css'

/** Content with a sidebar beside it on wide screens and after it on phones. */
export function DetailLayout({ children, sidebar }: { children: ReactNode; sidebar: ReactNode }) {
  return (
    <div id="content" className={styles.layout}>
      <div className={styles.main}>{children}</div>
      {sidebar}
    </div>
  )
}
