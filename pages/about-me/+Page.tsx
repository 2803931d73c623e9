import { PageHero } from '../../components/PageHero/PageHero'
import { Picture } from '../../components/Picture/Picture'
import { Points } from '../../components/Points/Points'
import { Section } from '../../components/Section/Section'
import { SectionHeading } from '../../components/SectionHeading/SectionHeading'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './AboutMePage.module.css'
import { SocialLinks } from '../../components/SocialLinks/SocialLinks'
import { telHref } from '../../lib/format'

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
            {page.bio.paragraphs.map((p) => (
              <p key={p} className={styles.paragraph}>
                {p}
              </p>
            ))}
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
        <div className={styles.timelines}>
          {page.timeline.groups.map((group) => (
            <div key={group.title}>
              <h3 className={styles.groupTitle}>{group.title}</h3>
              <ol className={styles.timeline}>
                {group.entries.map((entry) => (
                  <li key={`${entry.year} ${entry.text}`} className={styles.entry}>
                    <span className={styles.year}>{entry.year}</span>
                    <span className={styles.entryText}>{entry.text}</span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </Section>

      <Section labelledBy="skills-title">
        <SectionHeading id="skills-title">{page.skills.heading}</SectionHeading>
        <p className={styles.lead}>{page.skills.intro}</p>
        <ul className={styles.skills}>
          {page.skills.items.map((skill) => (
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
