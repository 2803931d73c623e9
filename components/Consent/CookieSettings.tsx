import type { ConsentSettings } from '../../lib/shared/consent'
import { CONSENT_SETTINGS_ID, COOKIE_SETTINGS_ATTRIBUTE } from './consent'
import styles from './CookieSettings.module.css'
import { jsonInScript } from '../../lib/shared/escape'

/** "Cookie settings": opens the consent settings again (the page's entry script runs it). Drawn working; without script it is not offered. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.settings} {...{ [COOKIE_SETTINGS_ATTRIBUTE]: '' }}>
      {label}
    </button>
  )
}

/** The banner's words and the analytics ids, as inert JSON for the entry script; written once per page. */
export function ConsentSettingsData({ settings }: { settings: ConsentSettings }) {
  return <script type="application/json" id={CONSENT_SETTINGS_ID} dangerouslySetInnerHTML={{ __html: jsonInScript(settings) }} />
}
