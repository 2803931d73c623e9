import { formatCount } from '../../../lib/shared/format'
import { useLocale } from '../../locale'
import styles from './Counters.module.css'

export interface CounterItem {
  value: number
  suffix: string
  label: string
}

/**
 * Figures that count up from 0 the first time they come into view, once (`enhance.ts`, no React).
 * The HTML carries the final figures, for people without script and for search engines; under
 * reduced motion they stay as they are. Where script runs, the stylesheet keeps them out of sight
 * until the script has set them to 0, so the final figures never flash before the count.
 */
export default function Counters({ items, variant = 'light' }: { items: CounterItem[]; variant?: 'light' | 'dark' }) {
  const locale = useLocale()
  return (
    <ul className={`${styles.counters} ${variant === 'dark' ? styles.dark : ''}`}>
      {items.map((item) => (
        <li key={item.label} className={styles.item}>
          <span className={styles.value} aria-hidden="true" data-counter-value={item.value}>
            {formatCount(item.value, locale)}
            {item.suffix}
          </span>
          <span className="visually-hidden">
            {formatCount(item.value, locale)}
            {item.suffix}
          </span>
          <span className={styles.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  )
}
