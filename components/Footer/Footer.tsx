import type { Shell } from '../../lib/shell'
import { ConsentSettingsData, CookieSettingsButton } from '../Consent/CookieSettings'
import { LogoMark } from '../Logo/Logo'
import { SocialIcon } from '../SocialIcon/SocialIcon'
import styles from './Footer.module.css'
import { Link } from '../Link/Link'

export function Footer({ shell, year }: { shell: Shell; year: number }) {
  const { ui, address, certification } = shell
  return (
    <footer className={styles.footer}>
      <div className={styles.sitemap}>
        {shell.footerGroups.map((group, index) => (
          <nav key={group.heading} aria-labelledby={`footer-map-${index}`}>
            <h2 id={`footer-map-${index}`} className={styles.heading}>
              {group.heading}
            </h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.grid}>
        <div className={styles.brandCol}>
          <Link href="/" className={styles.brand} aria-label={ui.homeLinkLabel}>
            <LogoMark size={40} />
            <span aria-hidden="true">{shell.name}</span>
          </Link>
          <img
            className={styles.cert}
            src={certification.image}
            alt={certification.alt}
            width={certification.width}
            height={certification.height}
            loading="lazy"
            decoding="async"
          />
        </div>
        <div>
          <h2 className={styles.heading}>{ui.footerContactHeading}</h2>
          <address className={styles.address}>
            {address.street}
            <br />
            {address.postalCode} {address.city}, {address.country}
            <br />
            <a href={`mailto:${shell.email}`}>{shell.email}</a>
          </address>
        </div>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {ui.footerLegalHeading}
          </h2>
          <ul className={styles.links}>
            {shell.legalLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton label={shell.consent.texts.settings} />
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{ui.footerFollowHeading}</h2>
          <ul className={styles.social}>
            {shell.socials.map((s) => (
              <li key={s.name}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  <SocialIcon name={s.name} />
                  <span>{s.name}</span>
                  <span className="visually-hidden"> ({ui.opensInNewTab})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ConsentSettingsData settings={shell.consent} />
      <p className={styles.copyright}>
        © {year} {shell.name}. {ui.rightsReserved}
      </p>
    </footer>
  )
}
