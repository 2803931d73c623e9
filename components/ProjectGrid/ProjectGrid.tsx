import type { WorkCard } from '../../lib/homeVariants'
import { Picture } from '../Picture/Picture'
import styles from './ProjectGrid.module.css'
import { LanguageMark } from '../LanguageMark/LanguageMark'
import { LinkOrText } from '../Link/Link'

/** A grid of works: picture, categories, title (the link) and year. */
export function ProjectGrid({ works, columns = 3, tone = 'light' }: { works: WorkCard[]; columns?: 2 | 3; tone?: 'light' | 'dark' }) {
  return (
    <ul className={`${styles.grid} ${columns === 2 ? styles.two : styles.three} ${tone === 'dark' ? styles.dark : ''}`}>
      {works.map((work) => (
        <li key={work.title} className={styles.card}>
          <ProjectCard work={work} />
        </li>
      ))}
    </ul>
  )
}

/** One work, for the grid and for lists that filter works. */
export function ProjectCard({ work }: { work: WorkCard }) {
  return (
    <article className={styles.work}>
      <Picture image={work.image} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" className={styles.picture} />
      <div className={styles.body}>
        <p className={styles.kicker}>{work.kicker}</p>
        <h3 className={styles.title} lang={work.lang}>
          <LinkOrText href={work.href} className={styles.link}>
            {work.title}
          </LinkOrText>
        </h3>
        <p className={styles.year}>
          {work.year}
          {work.langLabel ? (
            <>
              {' '}
              <LanguageMark label={work.langLabel} />
            </>
          ) : null}
        </p>
      </div>
    </article>
  )
}
