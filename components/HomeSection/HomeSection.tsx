import type { ReactNode } from 'react'
import { Section } from '../Section/Section'
import { SectionHeading } from '../SectionHeading/SectionHeading'
import styles from './HomeSection.module.css'
import { Link } from '../Link/Link'

/**
 * A section of a home variant: label, heading, intro, the content, and an optional link such as
 * All Projects. With `number` ("01") it becomes a numbered section, the number drawn large beside it.
 */
export function HomeSection({
  id,
  head,
  tone = 'plain',
  number,
  link,
  children,
}: {
  /** Also the anchor of the section; the heading gets `${id}-title`. */
  id: string
  head: { label?: string | undefined; heading: string; intro?: string | undefined }
  tone?: 'plain' | 'surface' | 'dark'
  number?: string
  link?: { label: string; href: string } | undefined
  children?: ReactNode
}) {
  const titleId = `${id}-title`
  return (
    <Section id={id} labelledBy={titleId} tone={tone} className={number ? styles.numbered : undefined}>
      <div className={styles.head}>
        {number ? (
          <p className={styles.number} aria-hidden="true">
            {number}
          </p>
        ) : null}
        <div className={styles.headText}>
          <SectionHeading id={titleId} {...(head.label ? { label: head.label } : {})} onDark={tone === 'dark'}>
            {number ? <span className="visually-hidden">{number}. </span> : null}
            {head.heading}
          </SectionHeading>
          {head.intro ? <p className={`${styles.intro} ${tone === 'dark' ? styles.introOnDark : ''}`}>{head.intro}</p> : null}
        </div>
        {link ? (
          <Link className={`${styles.link} ${tone === 'dark' ? styles.linkOnDark : ''}`} href={link.href}>
            {link.label} <span aria-hidden="true">→</span>
          </Link>
        ) : null}
      </div>
      {children}
    </Section>
  )
}
