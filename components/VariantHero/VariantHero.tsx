import type { PictureData } from '../../lib/images'
import { ButtonLink } from '../ButtonLink/ButtonLink'
import { Picture } from '../Picture/Picture'
import styles from './VariantHero.module.css'

/**
 * The opening band of a home variant, under the header: a label, the page's one h1, a paragraph,
 * up to two buttons and an optional picture. `look` changes the composition, not the content.
 */
export function VariantHero({
  hero,
  image,
  look = 'split',
}: {
  hero: { label: string; heading: string; intro: string; ctas: Array<{ label: string; href: string }> }
  image?: PictureData | undefined
  /** split: picture beside the text; centered: text in the middle; editorial: very large type; portrait: a round picture. */
  look?: 'split' | 'centered' | 'editorial' | 'portrait'
}) {
  return (
    <section className={`${styles.hero} ${styles[look]}`} aria-labelledby="page-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.label}>{hero.label}</p>
          <h1 id="page-title" className={styles.title}>
            {hero.heading}
          </h1>
          <p className={styles.intro}>{hero.intro}</p>
          {hero.ctas.length > 0 ? (
            <div className={styles.buttons}>
              {hero.ctas.map((cta, index) => (
                <ButtonLink key={cta.href + cta.label} href={cta.href} variant={index === 0 ? 'primary' : 'outline'}>
                  {cta.label}
                </ButtonLink>
              ))}
            </div>
          ) : null}
        </div>
        {image && look !== 'centered' && look !== 'editorial' ? <Picture image={image} eager sizes="(min-width: 900px) 560px, 100vw" className={styles.picture} /> : null}
      </div>
    </section>
  )
}
