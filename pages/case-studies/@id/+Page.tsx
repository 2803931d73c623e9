import { Island } from '../../../components/islands/Island'
import Lightbox from '../../../components/islands/Lightbox/Lightbox'
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink'
import { Markdown } from '../../../components/Markdown/Markdown'
import { PageHero } from '../../../components/PageHero/PageHero'
import { Points } from '../../../components/Points/Points'
import { SectionHeading } from '../../../components/SectionHeading/SectionHeading'
import { useData } from '../../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './CaseStudyPage.module.css'
import { Link } from '../../../components/Link/Link'

export default function Page() {
  const { study, industry, mainImage, gallery, brands, about, next, ui } = useData<Data>()
  const lightboxLabels = { openLabel: ui.enlargeImage, errorText: ui.imageLoadError }
  return (
    <>
      <PageHero label={study.category} title={study.title}>
        <p>{study.summary}</p>
        <ButtonLink href="/contact/">{study.ctaLabel}</ButtonLink>
      </PageHero>

      <div className={styles.page}>
        <dl className={styles.facts}>
          <div>
            <dt>{ui.clientLabel}</dt>
            <dd>{study.client}</dd>
          </div>
          {industry ? (
            <div>
              <dt>{ui.industryFactLabel}</dt>
              <dd>
                <Link href={industry.href}>{industry.title}</Link>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{ui.servicesFactLabel}</dt>
            <dd>{study.services.join(', ')}</dd>
          </div>
        </dl>

        {study.columns.length > 0 ? (
          <ul className={styles.columns}>
            {study.columns.map((column) => (
              <li key={column.title}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                {column.lines.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </li>
            ))}
          </ul>
        ) : null}

        <Island name="Lightbox" component={Lightbox} props={{ images: [mainImage], sizes: '(min-width: 1200px) 1168px, 100vw', ...lightboxLabels }} when="visible" />

        <section className={styles.about}>
          <Markdown tree={about} />
          {study.projectUrl ? (
            <p>
              <a className={styles.external} href={study.projectUrl} target="_blank" rel="noopener noreferrer">
                {ui.projectWebsite}
                <span className="visually-hidden"> ({ui.opensInNewTab})</span>
              </a>
            </p>
          ) : null}
        </section>

        <div className={styles.twoUp}>
          <section aria-labelledby="challenge">
            <SectionHeading id="challenge">{study.challengeTitle}</SectionHeading>
            {study.challenge.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
          <section aria-labelledby="solution">
            <SectionHeading id="solution">{study.solutionTitle}</SectionHeading>
            {study.solution.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        </div>

        {study.solutionItems.length > 0 ? <Points items={study.solutionItems} columns={3} /> : null}

        {gallery.length > 0 ? (
          <Island name="Lightbox" component={Lightbox} props={{ images: gallery, layout: 'grid', sizes: '(min-width: 700px) 50vw, 100vw', ...lightboxLabels }} when="visible" />
        ) : null}

        {brands.length > 0 ? (
          <section aria-labelledby="brands">
            <SectionHeading id="brands">{study.brandsTitle}</SectionHeading>
            <ul className={styles.brands}>
              {brands.map((brand) => (
                <li key={brand.title}>
                  <img src={brand.logo.src} alt={brand.title} width={brand.logo.width} height={brand.logo.height} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {next ? (
          <nav className={styles.next} aria-label={ui.nextCaseStudy}>
            <Link href={next.href}>
              <span className={styles.nextLabel}>{ui.nextCaseStudy}</span>
              <span className={styles.nextTitle}>{next.title}</span>
            </Link>
          </nav>
        ) : null}
      </div>
    </>
  )
}
