import styles from './Paragraphs.module.css'

/** Paragraphs of running text from a content list (`paragraphs:`), muted; `large` for a section's opening text. */
export function Paragraphs({ items, large = false }: { items: readonly string[]; large?: boolean }) {
  return (
    <>
      {items.map((p) => (
        <p key={p} className={large ? `${styles.paragraph} ${styles.large}` : styles.paragraph}>
          {p}
        </p>
      ))}
    </>
  )
}
