import styles from './SkillBars.module.css'

/** Skills with their percentage, as text and as a bar that only draws the figure. */
export function SkillBars({ items }: { items: Array<{ title: string; percentage: number }> }) {
  return (
    <ul className={styles.skills}>
      {items.map((skill) => (
        <li key={skill.title} className={styles.skill}>
          <span className={styles.skillName}>{skill.title}</span>
          <span className={styles.skillValue}>{skill.percentage}%</span>
          {/* The figure is in the text beside it; the bar only draws it. */}
          <svg className={styles.bar} viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect className={styles.track} width="100" height="8" />
            <rect className={styles.fill} width={skill.percentage} height="8" />
          </svg>
        </li>
      ))}
    </ul>
  )
}
