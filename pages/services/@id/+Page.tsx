import { DetailLayout } from '../../../components/DetailLayout/DetailLayout'
import { Island } from '../../../components/islands/Island'
import Counters from '../../../components/islands/Counters/Counters'
import Lightbox from '../../../components/islands/Lightbox/Lightbox'
import { Markdown } from '../../../components/Markdown/Markdown'
import { PageHero } from '../../../components/PageHero/PageHero'
import { Points } from '../../../components/Points/Points'
import { SectionHeading } from '../../../components/SectionHeading/SectionHeading'
import { Sidebar } from '../../../components/Sidebar/Sidebar'
import { useData } from '../../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './ServicePage.module.css'

export default function Page() {
  const { service, href, image, skills, body, faq, services, ui } = useData<Data>()
  return (
    <>
      <PageHero label={ui.label} title={service.title} scrollHint={{ target: '#content', label: ui.scrollDown, hideAfter: 100 }}>
        <p>{service.text1}</p>
      </PageHero>
      <DetailLayout sidebar={<Sidebar servicesTitle={service.servicesTitle} services={services} currentHref={href} faqTitle={service.faqTitle} faq={faq} />}>
        <section className={styles.intro}>
          {service.text2 ? <p>{service.text2}</p> : null}
          {service.text3 ? <p>{service.text3}</p> : null}
          <Island
            name="Lightbox"
            component={Lightbox}
            props={{ images: [image], sizes: '(min-width: 1024px) 760px, 100vw', openLabel: ui.enlargeImage, errorText: ui.imageLoadError }}
            when="visible"
          />
          <p>{service.text4}</p>
          {body.children.length > 0 ? <Markdown tree={body} /> : null}
        </section>

        {service.counters.length > 0 ? (
          <section aria-labelledby="specialization">
            <SectionHeading id="specialization">{service.specializationTitle}</SectionHeading>
            <Island name="Counters" component={Counters} props={{ items: service.counters }} when="visible" />
          </section>
        ) : null}

        {skills.length > 0 ? (
          <section aria-labelledby="skills">
            <SectionHeading id="skills">{service.skillTitle}</SectionHeading>
            <ul className={styles.skills}>
              {skills.map((skill) => (
                <li key={skill.title} className={skill.logo || skill.icon ? undefined : styles.nameOnly}>
                  {skill.logo ? (
                    <img src={skill.logo.src} alt="" width={skill.logo.width} height={skill.logo.height} loading="lazy" decoding="async" />
                  ) : skill.icon ? (
                    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
                      <path d={skill.icon.path} fill={skill.icon.color} />
                    </svg>
                  ) : null}
                  <span>{skill.title}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="approach">
          <SectionHeading id="approach">{service.approachTitle}</SectionHeading>
          <p className={styles.lead}>{service.approachDescription}</p>
          <Points items={service.approach} />
        </section>
      </DetailLayout>
    </>
  )
}
