import type { PictureData } from '../../lib/images'
import styles from './PartnerLogos.module.css'

/**
 * The partner logos of pages/home.yaml as a grid: 2 per row on phones, 3 on tablets, 6 on large
 * screens (SPEC §9). The logos are drawn for light backgrounds, so on a dark page each sits on a
 * light tile of its own.
 */
export function PartnerLogos({ logos, tone = 'light' }: { logos: Array<{ title: string; logo: PictureData }>; tone?: 'light' | 'plain' | 'dark' }) {
  return (
    <ul className={tone === 'light' ? styles.logos : `${styles.logos} ${styles[tone]}`}>
      {logos.map((p) => (
        <li key={p.title}>
          <img src={p.logo.src} alt={p.title} width={p.logo.width} height={p.logo.height} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  )
}
