import type { ConsentTexts } from '../../lib/shared/consent'
import { CONSENT_BANNER_ID, CONSENT_CHOICE_ATTRIBUTE } from './consent'
import styles from './ConsentBanner.module.css'

/**
 * The cookie banner, in the page's own HTML and language, hidden until the entry script
 * (consent.ts) finds no saved choice: it appears with the page, costs no script to draw, and
 * never shows where nothing could answer it (no JavaScript). Early in the page, so the keyboard
 * and screen readers meet it before the content it sits over.
 */
export function ConsentBanner({ texts }: { texts: ConsentTexts }) {
  const choice = (value: 'all' | 'necessary' | 'choose') => ({ [CONSENT_CHOICE_ATTRIBUTE]: value })
  return (
    <div
      id={CONSENT_BANNER_ID}
      className={styles.banner}
      role="dialog"
      aria-labelledby={`${CONSENT_BANNER_ID}-title`}
      aria-describedby={`${CONSENT_BANNER_ID}-text`}
      hidden
      data-pagefind-ignore=""
    >
      <h2 id={`${CONSENT_BANNER_ID}-title`} className={styles.title}>
        {texts.title}
      </h2>
      <p id={`${CONSENT_BANNER_ID}-text`} className={styles.text}>
        {texts.description}
      </p>
      <div className={styles.choices}>
        {/* Accepting and refusing weigh the same: one look, side by side. */}
        <button type="button" className={styles.answer} {...choice('all')}>
          {texts.acceptAll}
        </button>
        <button type="button" className={styles.answer} {...choice('necessary')}>
          {texts.rejectAll}
        </button>
        <button type="button" className={styles.choose} {...choice('choose')}>
          {texts.manage}
        </button>
      </div>
    </div>
  )
}
