import { formatCount } from '../../lib/shared/format'
import { useLocale } from '../locale'
import styles from './ServiceBoxes.module.css'
import { Link } from '../Link/Link'

/** Line drawings for the boxes, on a 24 × 24 grid; decoration only. */
const ICONS: Record<string, string> = {
  brand: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z',
  interface: 'M3 5h18v14H3zM3 9h18M7 13h5M7 16h8',
  package: 'M12 3l8 4v10l-8 4-8-4V7zM4 7l8 4 8-4M12 11v10',
  motion: 'M4 5h16v14H4zM10 9v6l5-3z',
  megaphone: 'M4 10v4h3l7 4V6l-7 4zM17 9a4 4 0 0 1 0 6M7 14l1 5h2l-1-5',
  animation: 'M5 17a3 3 0 1 0 0-.1M12 12a3 3 0 1 0 0-.1M19 7a3 3 0 1 0 0-.1M7 15l3-2M14 10l3-2',
  mobile: 'M7 2h10v20H7zM11 18h2',
  camera: 'M3 7h4l2-3h6l2 3h4v13H3zM12 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7',
  pen: 'M4 20l4-1L19 8l-3-3L5 16zM14 7l3 3M4 20h16',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6M20 16V6',
  spark: 'M12 3v5M12 16v5M3 12h5M16 12h5M6 6l3 3M15 15l3 3M18 6l-3 3M9 15l-3 3',
}

export interface ServiceBoxData {
  title: string
  text: string
  icon: string
  href?: string | undefined
  count?: number | undefined
}

/**
 * Service boxes: an icon, a title (the link, when the box has one), a line of text and an optional
 * count such as "64 projects". The whole box is the link's target area.
 */
export function ServiceBoxes({
  items,
  countLabel,
  columns = 4,
  tone = 'light',
}: {
  items: ServiceBoxData[]
  countLabel?: string | undefined
  columns?: 3 | 4
  tone?: 'light' | 'dark'
}) {
  const locale = useLocale()
  return (
    <ul className={`${styles.boxes} ${columns === 3 ? styles.three : styles.four} ${tone === 'dark' ? styles.dark : ''}`}>
      {items.map((item) => (
        <li key={item.title} className={styles.box}>
          <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d={ICONS[item.icon] ?? ICONS.spark} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <h3 className={styles.title}>
            {item.href ? (
              <Link href={item.href} className={styles.link}>
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </h3>
          <p className={styles.text}>{item.text}</p>
          {item.count !== undefined ? (
            <p className={styles.count}>
              <strong>{formatCount(item.count, locale)}</strong> {countLabel}
            </p>
          ) : null}
          {item.href ? (
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
