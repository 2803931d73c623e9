import { ButtonLink } from '../../components/ButtonLink/ButtonLink'
import ContactForm from '../../components/islands/ContactForm/ContactForm'
import { fill } from '../../components/islands/forms/fill'
import { Island } from '../../components/islands/Island'
import { PageHero } from '../../components/PageHero/PageHero'
import { telHref } from '../../lib/shared/format'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './ContactPage.module.css'

export default function Page() {
  const d = useData<Data>()
  const { page, forms } = d
  return (
    <>
      <PageHero label={page.label} title={page.heading}>
        <p>{page.intro}</p>
      </PageHero>
      <div className={styles.layout}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.heading}>
            {page.formHeading}
          </h2>
          <p className={styles.lead}>{page.formIntro}</p>
          <noscript>
            <p className={styles.noScript}>{fill(page.noScript, { email: <a href={`mailto:${d.email}`}>{d.email}</a>, phone: <a href={telHref(d.phone)}>{d.phone}</a> })}</p>
          </noscript>
          <Island
            name="ContactForm"
            component={ContactForm}
            when="interaction"
            props={{ text: forms.contact, messages: forms.messages, requiredMark: forms.requiredMark, email: d.email, language: d.language, termsHref: d.termsHref }}
          />
        </section>
        <aside className={styles.aside}>
          <section className={`${styles.card} ${styles.booking}`} aria-labelledby="booking-title">
            <h2 id="booking-title" className={styles.cardHeading}>
              {page.booking.heading}
            </h2>
            <p>{page.booking.text}</p>
            <ButtonLink href={d.bookingUrl} newTab={d.opensInNewTab}>
              {page.booking.label}
            </ButtonLink>
          </section>
          <section className={styles.card} aria-labelledby="details-title">
            <h2 id="details-title" className={styles.cardHeading}>
              {page.details.heading}
            </h2>
            <dl className={styles.details}>
              <div>
                <dt>{page.details.addressLabel}</dt>
                <dd>
                  <address>
                    {d.address.street}
                    <br />
                    {d.address.postalCode} {d.address.city}, {d.address.country}
                  </address>
                </dd>
              </div>
              <div>
                <dt>{page.details.emailLabel}</dt>
                <dd>
                  <a href={`mailto:${d.email}`}>{d.email}</a>
                </dd>
              </div>
              <div>
                <dt>{page.details.phoneLabel}</dt>
                <dd>
                  <a href={telHref(d.phone)}>{d.phone}</a>
                </dd>
              </div>
            </dl>
            <p className={styles.hours}>{page.details.hours}</p>
          </section>
        </aside>
      </div>
    </>
  )
}
