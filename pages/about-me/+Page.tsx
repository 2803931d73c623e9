import { PageHero } from '../../components/PageHero/PageHero'
import { Picture } from '../../components/Picture/Picture'
import { Points } from '../../components/Points/Points'
import { Section } from '../../components/Section/Section'
import { SectionHeading } from '../../components/SectionHeading/SectionHeading'
import { SkillBars } from '../../components/SkillBars/SkillBars'
import { Timeline } from '../../components/Timeline/Timeline'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './AboutMePage.module.css'
import { SocialLinks } from '../../components/SocialLinks/SocialLinks'
import { telHref } from '../../lib/shared/format'
import { Paragraphs } from '../../components/Paragraphs/Paragraphs'

export default function Page() {
  const d = useData<Data>()
  const { page } = d
  return (
    <>
      <PageHero label={page.label} title={page.name}>
        <p className={styles.role}>{page.role}</p>
        <p>{page.intro}</p>
      </PageHero>

      <Section labelledBy="bio-title">
        <div className={styles.bio}>
          <Picture image={d.portrait} sizes="(min-width: 900px) 360px, 80vw" className={styles.portrait} />
          <div>
            <SectionHeading id="bio-title">{page.bio.heading}</SectionHeading>
            <Paragraphs items={page.bio.paragraphs} />
          </div>
        </div>
      </Section>

      <Section labelledBy="services-title" tone="surface">
        <SectionHeading id="services-title">{page.services.heading}</SectionHeading>
        <Points items={page.services.items} />
      </Section>

      <Section labelledBy="advantages-title">
        <SectionHeading id="advantages-title">{page.advantages.heading}</SectionHeading>
        <ul className={styles.advantages}>
          {page.advantages.items.map((item) => (
            <li key={item.title} className={styles.advantage}>
              <h3 className={styles.advantageTitle}>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="timeline-title" tone="surface">
        <SectionHeading id="timeline-title">{page.timeline.heading}</SectionHeading>
        <Timeline groups={page.timeline.groups} />
      </Section>

      <Section labelledBy="skills-title">
        <SectionHeading id="skills-title">{page.skills.heading}</SectionHeading>
        <p className={styles.lead}>{page.skills.intro}</p>
        <SkillBars items={page.skills.items} />
      </Section>

      <Section labelledBy="contact-title" tone="dark">
        <div className={styles.contact}>
          <div>
            <SectionHeading id="contact-title" onDark>
              {page.contact.heading}
            </SectionHeading>
            <p className={styles.contactText}>{page.contact.text}</p>
            <dl className={styles.details}>
              <div>
                <dt>{page.contact.emailLabel}</dt>
                <dd>
                  <a href={`mailto:${d.email}`}>{d.email}</a>
                </dd>
              </div>
              <div>
                <dt>{page.contact.phoneLabel}</dt>
                <dd>
                  <a href={telHref(d.phone)}>{d.phone}</a>
                </dd>
              </div>
            </dl>
          </div>
          <div>
            <h3 className={styles.socialTitle}>{page.social.heading}</h3>
            <p className={styles.contactText}>{page.social.text}</p>
            <SocialLinks socials={d.socials} newTabLabel={d.opensInNewTab} className={styles.social} />
          </div>
        </div>
      </Section>
    </>
  )
}
