import type { TestimonialData } from '../../lib/content'
import styles from './Testimonials.module.css'

/** Client quotes as a list of cards: each a figure with the quote and who said it. */
export function Testimonials({ items }: { items: TestimonialData[] }) {
  return (
    <ul className={styles.list}>
      {items.map((t) => (
        <li key={t.name}>
          <figure className={styles.card}>
            <blockquote className={styles.quote}>
              <p>{t.quote}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.name}>{t.name}</span>
              <span className={styles.role}>
                {t.designation}, {t.company}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
