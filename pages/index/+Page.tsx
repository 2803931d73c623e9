import { Awards } from '../../components/Awards/Awards'
import { ButtonLink } from '../../components/ButtonLink/ButtonLink'
import { CaseStudyCards } from '../../components/CaseStudyCards/CaseStudyCards'
import Counters from '../../components/islands/Counters/Counters'
import HeroVideo from '../../components/islands/HeroVideo/HeroVideo'
import { Island } from '../../components/islands/Island'
import { ScrollHint } from '../../components/ScrollHint/ScrollHint'
import { Picture } from '../../components/Picture/Picture'
import { Partners } from '../../components/Partners/Partners'
import { Points } from '../../components/Points/Points'
import { SectionHeading } from '../../components/SectionHeading/SectionHeading'
import { formatDate } from '../../lib/shared/format'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './HomePage.module.css'
import { SocialLinks } from '../../components/SocialLinks/SocialLinks'
import { useLocale } from '../../components/locale'
import { Paragraphs } from '../../components/Paragraphs/Paragraphs'
import { Split, splitPicture } from '../../components/Split/Split'
import { Link } from '../../components/Link/Link'

export default function Page() {
  const locale = useLocale()
  const d = useData<Data>()
  const { home } = d
  return (
    <>
      <section id="home" className={styles.hero} aria-labelledby="home-title">
        <Island
          name="HeroVideo"
          component={HeroVideo}
          props={{ webm: home.hero.video.webm, mp4: home.hero.video.mp4, poster: d.poster.src, pauseLabel: home.hero.video.pauseLabel, playLabel: home.hero.video.playLabel }}
        />
        <div className={styles.heroShade} aria-hidden="true" />
        <div className={styles.heroInner}>
          <p className={styles.kicker}>{home.hero.kicker}</p>
          <h1 id="home-title" className={styles.slogan}>
            {home.hero.slogan}
          </h1>
          <p className={styles.heroIntro}>{home.hero.intro}</p>
          <ButtonLink href={home.hero.cta.href}>{home.hero.cta.label}</ButtonLink>
        </div>
        <ScrollHint target="#get-started" label={home.hero.scrollLabel} hideAfter={150} />
      </section>

      <section id="get-started" className={styles.getStarted} aria-labelledby="get-started-title">
        <div className={`${styles.container} ${styles.getStartedInner}`}>
          <div>
            <h2 id="get-started-title" className={styles.sectionTitle}>
              {home.getStarted.heading}
            </h2>
            <p className={styles.lead}>{home.getStarted.text}</p>
          </div>
          <ButtonLink href={d.bookingUrl} newTab={d.opensInNewTab}>
            {home.getStarted.bookingLabel}
          </ButtonLink>
        </div>
      </section>

      <section className={`band ${styles.section}`} aria-labelledby="digital-title">
        <Split className={styles.container}>
          <div>
            <SectionHeading id="digital-title" label={home.digital.label}>
              {home.digital.heading}
            </SectionHeading>
            <Paragraphs items={home.digital.paragraphs} />
          </div>
          <Picture image={d.digitalImage} sizes="(min-width: 900px) 560px, 100vw" className={splitPicture} />
        </Split>
        <div className={`${styles.container} ${styles.stats}`}>
          <Island name="Counters" component={Counters} props={{ items: home.stats }} when="visible" />
        </div>
      </section>

      <section className={`band ${styles.section} ${styles.surface}`} aria-labelledby="about-title">
        <Split reverse className={styles.container}>
          <div>
            <SectionHeading id="about-title" label={home.about.label}>
              {home.about.heading}
            </SectionHeading>
            <Paragraphs items={home.about.paragraphs} />
            {home.about.points.length > 0 ? (
              <ul className={styles.checks}>
                {home.about.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : null}
          </div>
          <Picture image={d.aboutImage} sizes="(min-width: 900px) 560px, 100vw" className={splitPicture} />
        </Split>
      </section>

      <section id="what-we-do" className={`band ${styles.section}`} aria-labelledby="what-we-do-title">
        <div className={styles.container}>
          <h2 id="what-we-do-title" className={styles.sectionTitle}>
            {home.whatWeDo.heading}
          </h2>
          <p className={styles.lead}>{home.whatWeDo.intro}</p>
          <div className={styles.columns}>
            {[
              { heading: home.whatWeDo.servicesHeading, items: d.services },
              { heading: home.whatWeDo.industriesHeading, items: d.industries },
            ].map((group) => (
              <div key={group.heading}>
                <h3 className={styles.columnTitle}>{group.heading}</h3>
                <ul className={styles.linkList}>
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <Link href={item.href}>{item.title}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className={`${styles.counterStrip}`} aria-label={home.counters.map((c) => c.label).join(', ')}>
        <div className={styles.container}>
          <Island name="Counters" component={Counters} props={{ items: home.counters, variant: 'dark' }} when="visible" />
        </div>
      </section>

      <section id="how-we-do" className={`${styles.section} ${styles.dark}`} aria-labelledby="how-we-do-title">
        <div className={styles.container}>
          <h2 id="how-we-do-title" className={styles.sectionTitle}>
            {home.approach.heading}
          </h2>
          <p className={styles.lead}>{home.approach.intro}</p>
          <Points items={home.approach.steps} columns={3} tone="dark" />
        </div>
      </section>

      <section id="our-work" className={`band ${styles.section}`} aria-labelledby="our-work-title">
        <div className={styles.container}>
          <h2 id="our-work-title" className={styles.sectionTitle}>
            {home.ourWork.heading}
          </h2>
          <p className={styles.lead}>{home.ourWork.intro}</p>
          <CaseStudyCards studies={d.caseStudies} readMore={home.ourWork.readMore} />
          <p className={styles.afterCards}>
            <Link className={styles.textLink} href={home.ourWork.contactCta.href}>
              {home.ourWork.contactCta.label}
            </Link>
          </p>
        </div>
      </section>

      <Awards awards={home.awards} logos={d.awardLogos} />

      <section className={`band ${styles.section}`} aria-labelledby="blog-title">
        <div className={styles.container}>
          <h2 id="blog-title" className={styles.sectionTitle}>
            {home.blog.heading}
          </h2>
          <p className={styles.lead}>{home.blog.intro}</p>
          <ul className={styles.posts}>
            {d.posts.map((post) => (
              <li key={post.href} className={styles.post}>
                {post.image ? <Picture image={post.image} sizes="(min-width: 900px) 380px, 100vw" className={styles.postPicture} /> : null}
                <p className={styles.postMeta}>
                  <span>{post.category}</span> · <time dateTime={post.date}>{formatDate(post.date, 'short', locale)}</time>
                  {post.langLabel ? <> · {post.langLabel}</> : null}
                </p>
                <h3 className={styles.postTitle} lang={post.lang}>
                  <Link href={post.href}>{post.title}</Link>
                </h3>
                <p className={styles.postSummary} lang={post.lang}>
                  {post.summary}
                </p>
                <Link href={post.href} className={styles.textLink}>
                  {home.blog.continueLabel}
                  <span className="visually-hidden">: {post.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Partners partners={home.partners} logos={d.partnerLogos} />

      <section className={`${styles.section} ${styles.dark} ${styles.contact}`} aria-labelledby="contact-title">
        <div className={`${styles.container} ${styles.contactInner}`}>
          <div>
            <p className={styles.kicker}>{home.contact.label}</p>
            <h2 id="contact-title" className={styles.bigTitle}>
              {home.contact.heading}
            </h2>
            <p className={styles.lead}>{home.contact.text}</p>
            <div className={styles.buttons}>
              <ButtonLink href="/contact/">{home.contact.contactLabel}</ButtonLink>
              <ButtonLink href="/contact/" variant="outline">
                {home.contact.sayHiLabel}
              </ButtonLink>
            </div>
          </div>
          <div>
            <h3 className={styles.socialTitle}>{home.social.heading}</h3>
            <p className={styles.socialText}>{home.social.text}</p>
            <SocialLinks socials={d.socials} newTabLabel={d.opensInNewTab} className={styles.social} />
          </div>
        </div>
      </section>
    </>
  )
}
