import { useEffect, useRef, useState } from 'react'
import styles from './Counters.module.css'

export interface CounterItem {
  value: number
  suffix: string
  label: string
}

/** Counting takes this long (SPEC §9). */
const DURATION_MS = 1000

const format = (n: number) => n.toLocaleString('en-US')

/**
 * Figures that count up from 0 the first time they come into view, once. The HTML carries the
 * final figures, for people without script and for search engines; under reduced motion they
 * stay as they are.
 */
export default function Counters({ items, variant = 'light' }: { items: CounterItem[]; variant?: 'light' | 'dark' }) {
  const ref = useRef<HTMLUListElement>(null)
  const [progress, setProgress] = useState(1)

  useEffect(() => {
    const list = ref.current
    if (!list || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    setProgress(0)
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        const start = performance.now()
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / DURATION_MS)
          setProgress(t)
          if (t < 1) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      { threshold: 0.4 },
    )
    observer.observe(list)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [])

  return (
    <ul ref={ref} className={`${styles.counters} ${variant === 'dark' ? styles.dark : ''}`} data-counting={progress < 1 ? 'true' : 'false'}>
      {items.map((item) => (
        <li key={item.label} className={styles.item}>
          <span className={styles.value} aria-hidden="true">
            {format(Math.round(item.value * progress))}
            {item.suffix}
          </span>
          <span className="visually-hidden">
            {format(item.value)}
            {item.suffix}
          </span>
          <span className={styles.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  )
}
