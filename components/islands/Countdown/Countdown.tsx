import { useEffect, useState } from 'react'
import styles from './Countdown.module.css'

export interface CountdownProps {
  /** The moment the countdown reaches zero, as an ISO date-time with its offset. */
  target: string
  /** When the page was built (ms since 1970): the HTML shows the time left at that moment. */
  renderedAt: number
  /** Accessible name of the timer. */
  label: string
  units: { days: string; hours: string; minutes: string; seconds: string }
  /** What screen readers hear; {days}, {hours}, {minutes} and {seconds} are filled in. */
  summary: string
}

function parts(msLeft: number) {
  const total = Math.max(0, Math.ceil(msLeft / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Days, hours, minutes and seconds left until `target`, ticking every second and stopping at 00
 * once the target has passed. The HTML carries the figures of the build; the browser recomputes
 * them from its own clock.
 */
export default function Countdown({ target, renderedAt, label, units, summary }: CountdownProps) {
  const targetMs = Date.parse(target)
  const [now, setNow] = useState(renderedAt)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const current = Date.now()
      setNow(current)
      const left = targetMs - current
      // Wake up when the figure next changes (the seconds are rounded up, so 00 shows exactly at
      // the target); stop once the time has run out.
      if (left > 0) timer = setTimeout(tick, left - (Math.ceil(left / 1000) - 1) * 1000)
    }
    tick()
    return () => clearTimeout(timer)
  }, [targetMs])

  const left = parts(targetMs - now)
  const said = summary
    .replace('{days}', String(left.days))
    .replace('{hours}', String(left.hours))
    .replace('{minutes}', String(left.minutes))
    .replace('{seconds}', String(left.seconds))
  const items = [
    { key: 'days', value: left.days, label: units.days },
    { key: 'hours', value: left.hours, label: units.hours },
    { key: 'minutes', value: left.minutes, label: units.minutes },
    { key: 'seconds', value: left.seconds, label: units.seconds },
  ]
  return (
    <div role="timer" aria-live="off" aria-atomic="true" aria-label={label} className={styles.countdown} data-ended={targetMs - now <= 0 ? 'true' : 'false'}>
      <p className="visually-hidden">{said}</p>
      <ul className={styles.units} aria-hidden="true">
        {items.map((item) => (
          <li key={item.key} className={styles.unit}>
            {/* Keyed by value, so a new figure replays the small tick animation. */}
            <span key={item.value} className={styles.value}>
              {pad(item.value)}
            </span>
            <span className={styles.label}>{item.label}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
