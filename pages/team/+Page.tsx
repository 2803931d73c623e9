import { PageHero } from '../../components/PageHero/PageHero'
import { Picture } from '../../components/Picture/Picture'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './TeamPage.module.css'
import { LanguageMark } from '../../components/LanguageMark/LanguageMark'
import { Link } from '../../components/Link/Link'

export default function Page() {
  const { page, members } = useData<Data>()
  return (
    <>
      <PageHero label={page.label} title={page.heading}>
        <p>{page.intro}</p>
      </PageHero>
      <div className={styles.body}>
        <ul className={styles.grid}>
          {members.map((m) => (
            <li key={m.name} className={styles.member}>
              <Picture image={m.portrait} sizes="(min-width: 1024px) 280px, (min-width: 600px) 45vw, 90vw" className={styles.portrait} />
              <h2 className={styles.name}>{m.name}</h2>
              <p className={styles.role} lang={m.lang}>
                {m.role}
              </p>
              {m.langLabel ? <LanguageMark label={m.langLabel} /> : null}
            </li>
          ))}
          <li className={styles.member}>
            <div className={styles.openSlot} aria-hidden="true">
              <div className={styles.plus} />
            </div>
            <h2 className={styles.name}>{page.openSlot.heading}</h2>
            <p className={styles.slotText}>{page.openSlot.text}</p>
            <Link className={styles.slotLink} href={page.openSlot.cta.href}>
              {page.openSlot.cta.label}
            </Link>
          </li>
        </ul>
      </div>
    </>
  )
}
