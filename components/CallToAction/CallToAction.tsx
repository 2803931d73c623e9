import { ButtonLink } from '../ButtonLink/ButtonLink'
import styles from './CallToAction.module.css'

/** A closing band that asks people to get in touch: label, heading, a sentence and one button. */
export function CallToAction({ id, cta }: { id: string; cta: { label?: string | undefined; heading: string; text: string; cta: { label: string; href: string } } }) {
  const titleId = `${id}-title`
  return (
    <section id={id} className={styles.band} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div>
          {cta.label ? <p className={styles.label}>{cta.label}</p> : null}
          <h2 id={titleId} className={styles.title}>
            {cta.heading}
          </h2>
          <p className={styles.text}>{cta.text}</p>
        </div>
        <ButtonLink href={cta.cta.href}>{cta.cta.label}</ButtonLink>
      </div>
    </section>
  )
}
