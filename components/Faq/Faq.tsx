import styles from './Faq.module.css'

/**
 * Questions as an accordion built on <details name>: the first is open, opening one closes the
 * others, all may be closed, and it works with the keyboard and without any script.
 */
export function Faq({ items, group }: { items: Array<{ question: string; answer: string }>; group: string }) {
  return (
    <div className={styles.faq}>
      {items.map((item, index) => (
        <details key={item.question} name={group} className={styles.item} open={index === 0}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
