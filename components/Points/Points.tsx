import styles from './Points.module.css'

/** Numbered cards: approach steps, challenges, solution items. */
export function Points({
  items,
  columns = 2,
  tone = 'light',
}: {
  items: Array<{ title: string; text: string }>
  columns?: 2 | 3
  /** `dark` for a section with the ink background. */
  tone?: 'light' | 'dark'
}) {
  return (
    <ol className={`${styles.points} ${columns === 3 ? styles.three : ''} ${tone === 'dark' ? styles.dark : ''}`}>
      {items.map((item) => (
        <li key={item.title} className={styles.point}>
          <h3 className={styles.title}>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ol>
  )
}
