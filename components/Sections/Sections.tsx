import type { ReactNode } from 'react'
import type { ResolvedSection } from '../../lib/sections'
import { Awards } from '../Awards/Awards'
import { BlogCards } from '../BlogCards/BlogCards'
import { CallToAction } from '../CallToAction/CallToAction'
import { CaseStudyCards } from '../CaseStudyCards/CaseStudyCards'
import { HomeSection } from '../HomeSection/HomeSection'
import Carousel from '../islands/Carousel/Carousel'
import Counters from '../islands/Counters/Counters'
import FilterTabs from '../islands/FilterTabs/FilterTabs'
import { Island } from '../islands/Island'
import { PartnerLogos } from '../PartnerLogos/PartnerLogos'
import { Partners } from '../Partners/Partners'
import { Picture } from '../Picture/Picture'
import { Points } from '../Points/Points'
import { ProjectGrid } from '../ProjectGrid/ProjectGrid'
import { ServiceBoxes } from '../ServiceBoxes/ServiceBoxes'
import { ServiceCards } from '../ServiceCards/ServiceCards'
import { SkillBars } from '../SkillBars/SkillBars'
import { SocialFeed } from '../SocialFeed/SocialFeed'
import { TeamStrip } from '../TeamStrip/TeamStrip'
import { TestimonialSlider } from '../TestimonialSlider/TestimonialSlider'
import { Timeline } from '../Timeline/Timeline'
import styles from './Sections.module.css'
import { Paragraphs } from '../Paragraphs/Paragraphs'
import { Split, splitPicture } from '../Split/Split'

/** How a page draws its sections: on a light or a dark theme, numbered or not. */
export interface SectionsLook {
  theme: 'light' | 'dark'
  numbered: boolean
}

type Tone = 'plain' | 'surface' | 'dark'

/**
 * The sections of a home variant, in the order of its file, each drawn by the component of its
 * `type`. On a dark theme every section is dark; numbered pages number the sections that have a
 * heading (01, 02, …).
 */
export function Sections({ sections, look }: { sections: ResolvedSection[]; look: SectionsLook }) {
  const dark = look.theme === 'dark'
  const toneOf = (tone: Tone): Tone => (dark ? 'dark' : tone)
  // The sections drawn with a heading of their own are the ones a numbered page numbers.
  let count = 0
  const numbers = sections.map((r) => (look.numbered && hasHeading(r, dark) ? String(++count).padStart(2, '0') : undefined))
  return (
    <>
      {sections.map((r, index) => (
        <SectionOf key={index} r={r} dark={dark} toneOf={toneOf} number={numbers[index]} />
      ))}
    </>
  )
}

/** True for the sections drawn as a HomeSection: a label, a heading and what the section holds. */
function hasHeading(r: ResolvedSection, dark: boolean): boolean {
  if (r.type === 'partners') return dark
  return r.type !== 'awards' && r.type !== 'counters' && r.type !== 'call-to-action'
}

function SectionOf({ r, dark, toneOf, number }: { r: ResolvedSection; dark: boolean; toneOf: (tone: Tone) => Tone; number: string | undefined }): ReactNode {
  /** A section with a heading: label, heading, intro, an optional link, then `children`. */
  const titled = (
    section: { id: string; tone: Tone; label?: string | undefined; heading: string; intro?: string | undefined },
    children: ReactNode,
    link?: { label: string; href: string },
  ) => (
    <HomeSection id={section.id} head={section} tone={toneOf(section.tone)} link={link} {...(number ? { number } : {})}>
      {children}
    </HomeSection>
  )
  const ink = dark ? 'dark' : 'light'
  switch (r.type) {
    case 'services': {
      const s = r.section
      return titled(s, <ServiceBoxes items={s.items} countLabel={s.countLabel} columns={s.columns} tone={ink} />)
    }
    case 'service-list':
      return titled(r.section, <ServiceCards services={r.services} readMore={r.section.readMore} />)
    case 'case-study-carousel': {
      const s = r.section
      return titled(
        s,
        <Island name="Carousel" component={Carousel} when="visible" props={{ variant: 'caseStudies', label: s.carouselLabel, items: r.slides, labels: r.labels }} />,
        s.link,
      )
    }
    case 'case-study-cards': {
      const s = r.section
      return titled(s, <CaseStudyCards studies={r.studies} readMore={s.readMore} />, s.link)
    }
    case 'approach': {
      const s = r.section
      const head = { id: s.id, tone: s.tone, label: s.label, heading: r.approach.heading, intro: r.approach.intro }
      return titled(head, <Points items={r.approach.steps} columns={3} tone={toneOf(s.tone) === 'dark' ? 'dark' : 'light'} />)
    }
    case 'partners': {
      const s = r.section
      if (!dark) return <Partners partners={s} logos={r.logos} tone={s.tone} headingId={`${s.id}-title`} compact />
      return titled({ ...s, tone: 'dark' }, <PartnerLogos logos={r.logos} tone="dark" />)
    }
    case 'awards':
      return <Awards awards={r.awards} logos={r.logos} tone={r.section.tone} compact />
    case 'testimonials': {
      const s = r.section
      return titled(s, <TestimonialSlider items={r.items} label={s.carouselLabel} labels={r.labels} />)
    }
    case 'quote': {
      const s = r.section
      return titled(
        s,
        <figure className={`${styles.quote} ${toneOf(s.tone) === 'dark' ? styles.quoteOnDark : ''}`}>
          <blockquote>
            <p>{r.quote.quote}</p>
          </blockquote>
          <figcaption>
            <strong>{r.quote.name}</strong>
            <span>
              {r.quote.designation}, {r.quote.company}
            </span>
          </figcaption>
        </figure>,
      )
    }
    case 'latest-works': {
      const s = r.section
      return titled(s, <ProjectGrid works={r.works} tone={ink} />, s.link)
    }
    case 'filtered-works': {
      const s = r.section
      return titled(s, <Island name="FilterTabs" component={FilterTabs} when="visible" props={{ ...r.works, layout: 'grid', headingLevel: 3 }} />)
    }
    case 'blog': {
      const s = r.section
      return titled(s, <BlogCards posts={r.posts} continueLabel={s.continueLabel} />, s.link)
    }
    case 'news-carousel': {
      const s = r.section
      return titled(
        s,
        <Island name="Carousel" component={Carousel} when="visible" props={{ variant: 'news', label: s.carouselLabel, items: r.slides, labels: r.labels }} />,
        s.link,
      )
    }
    case 'team': {
      const s = r.section
      return titled(s, <TeamStrip members={r.members} />, s.link)
    }
    case 'counters': {
      const s = r.section
      return (
        <section className={styles.figures} aria-label={s.items.map((c) => c.label).join(', ')}>
          <div className={styles.container}>
            <Island name="Counters" component={Counters} props={{ items: s.items, variant: 'dark' }} when="visible" />
          </div>
        </section>
      )
    }
    case 'about': {
      const s = r.section
      return titled(
        s,
        <Split>
          <div>
            <Paragraphs items={s.paragraphs} large />
            <div className={styles.counters}>
              <Island name="Counters" component={Counters} props={{ items: s.counters }} when="visible" />
            </div>
          </div>
          <Picture image={r.image} sizes="(min-width: 900px) 560px, 100vw" className={splitPicture} />
        </Split>,
      )
    }
    case 'biography': {
      const s = r.section
      return titled(
        s,
        <div className={styles.bio}>
          <Picture image={r.portrait} sizes="(min-width: 900px) 280px, 60vw" className={styles.portrait} />
          <div>
            <Paragraphs items={s.paragraphs} large />
          </div>
        </div>,
      )
    }
    case 'skills':
      return titled(r.section, <SkillBars items={r.section.items} />)
    case 'timeline':
      return titled(r.section, <Timeline groups={r.section.groups} />)
    case 'social-feed': {
      const s = r.section
      return titled(s, <SocialFeed posts={s.posts} socials={r.socials} linkLabel={s.linkLabel} newTabLabel={r.newTabLabel} />)
    }
    case 'call-to-action':
      return <CallToAction id={r.section.id} cta={r.section} />
  }
}

/** The page around the sections: on a dark theme, everything on ink. */
export function Themed({ theme, children }: { theme: SectionsLook['theme']; children: ReactNode }) {
  return theme === 'dark' ? <div className={styles.dark}>{children}</div> : <>{children}</>
}
