import type { PictureData } from '../../lib/images'
import { LanguageMark } from '../LanguageMark/LanguageMark'
import { Picture } from '../Picture/Picture'
import styles from './TeamStrip.module.css'

/** A row of people from team.yaml: portrait, name and role. */
export function TeamStrip({ members }: { members: Array<{ name: string; role: string; portrait: PictureData; lang?: string; langLabel?: string }> }) {
  return (
    <ul className={styles.team}>
      {members.map((m) => (
        <li key={m.name} className={styles.member}>
          <Picture image={m.portrait} sizes="(min-width: 1024px) 280px, 45vw" className={styles.portrait} />
          <h3 className={styles.name}>{m.name}</h3>
          <p className={styles.role} lang={m.lang}>
            {m.role}
          </p>
          {m.langLabel ? <LanguageMark label={m.langLabel} /> : null}
        </li>
      ))}
    </ul>
  )
}
