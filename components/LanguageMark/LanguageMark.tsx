import styles from './LanguageMark.module.css'

/** The mark on the card of a post or project shown in English for want of a translation ("În engleză"). */
export function LanguageMark({ label }: { label: string }) {
  return <span className={styles.mark}>{label}</span>
}
