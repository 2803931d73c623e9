import styles from './Timeline.module.css'

/** Groups of dated lines, e.g. Education and Experience, side by side on large screens. */
export function Timeline({ groups }: { groups: Array<{ title: string; entries: Array<{ year: string; text: string }> }> }) {
  return (
    <div className={styles.timelines}>
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <ol className={styles.timeline}>
            {group.entries.map((entry) => (
              <li key={`${entry.year} ${entry.text}`} className={styles.entry}>
                <span className={styles.year}>{entry.year}</span>
                <span className={styles.entryText}>{entry.text}</span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  )
}
