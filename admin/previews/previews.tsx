import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import blogStyles from '../../components/BlogPost/BlogPost.module.css'
import { DetailLayout } from '../../components/DetailLayout/DetailLayout'
import { PageHero } from '../../components/PageHero/PageHero'
import { Points } from '../../components/Points/Points'
import { SectionHeading } from '../../components/SectionHeading/SectionHeading'
import { Sidebar } from '../../components/Sidebar/Sidebar'
import { formatDate } from '../../lib/shared/format'
import { scheduledFor } from '../dayField'
import { Body } from './Body'
import styles from './Preview.module.css'

/**
 * The preview pane of each collection: the page as the site lays it out, drawn by the site's own
 * components with what the editor has typed so far. Values may be missing while a new entry is
 * being written, so every field is read as optional.
 */
type Props = PreviewTemplateComponentProps

interface Picture {
  src?: string
  alt?: string
}
interface Point {
  title?: string
  text?: string
}
interface Question {
  id?: string
  question?: string
  answer?: string
}

/** The entry's fields as plain data. */
function dataOf<T>(props: Props): Partial<T> {
  const data = props.entry.get('data') as { toJS?: () => unknown } | undefined
  return (data?.toJS?.() ?? {}) as Partial<T>
}

/** The address the preview can show a picture from, also one uploaded a moment ago. */
function assetOf(props: Props) {
  return (path: string) => props.getAsset(path)?.toString() ?? path
}

const points = (items: Point[] | undefined) => (items ?? []).map((p) => ({ title: p.title ?? '', text: p.text ?? '' })).filter((p) => p.title || p.text)
// A question still being written may have no id yet: its place in the list keys it meanwhile.
const questions = (items: Question[] | undefined) =>
  (items ?? []).map((q, index) => ({ id: q.id || String(index), question: q.question ?? '', answer: q.answer ?? '' })).filter((q) => q.question)

function Image({ picture, asset }: { picture: Picture | undefined; asset: (path: string) => string }) {
  return picture?.src ? <img className={styles.picture} src={asset(picture.src)} alt={picture.alt ?? ''} /> : null
}

export function PostPreview(props: Props) {
  const post = dataOf<{ title: string; date: string; category: string; author: string; image: string; tags: string[]; body: string }>(props)
  const asset = assetOf(props)
  const date = post.date ? String(post.date) : ''
  const scheduled = scheduledFor(date)
  return (
    <main>
      {scheduled ? (
        <p role="note" className={styles.note}>
          {scheduled}
        </p>
      ) : null}
      <PageHero label={post.category} title={post.title ?? ''}>
        <ul className={blogStyles.facts}>
          {post.author ? (
            <li>
              By <span className={blogStyles.strong}>{post.author}</span>
            </li>
          ) : null}
          {/^\d{4}-\d{2}-\d{2}$/.test(date) ? (
            <li>
              <time dateTime={date}>{formatDate(date)}</time>
            </li>
          ) : null}
        </ul>
      </PageHero>
      <div className={blogStyles.layout}>
        <article className={blogStyles.article} aria-labelledby="page-title">
          {post.image ? <img className={`${styles.picture} ${blogStyles.picture}`} src={asset(post.image)} alt="" /> : null}
          <Body markdown={post.body ?? ''} asset={asset} />
          {post.tags?.length ? (
            <ul className={blogStyles.tags} aria-label="Tags">
              {post.tags.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          ) : null}
        </article>
      </div>
    </main>
  )
}

type DetailData = {
  title: string
  text1: string
  text2: string
  text3: string
  text4: string
  intro: string
  image: Picture
  approachTitle: string
  approachDescription: string
  approach: Point[]
  expertiseTitle: string
  expertise: string[]
  challengesTitle: string
  challenges: Point[]
  servicesTitle: string
  faqTitle: string
  faq: Question[]
  body: string
}

/** The sidebar of service and industry pages: here the entry itself stands for the list of services. */
function PreviewSidebar({ page }: { page: Partial<DetailData> }) {
  return (
    <Sidebar
      servicesTitle={page.servicesTitle ?? 'Our Services'}
      services={[{ href: '#', title: page.title ?? '' }]}
      currentHref="#"
      faqTitle={page.faqTitle ?? 'FAQ'}
      faq={questions(page.faq)}
    />
  )
}

export function ServicePreview(props: Props) {
  const service = dataOf<DetailData>(props)
  const asset = assetOf(props)
  return (
    <main>
      <PageHero label={String(props.collection.get('label_singular') ?? '')} title={service.title ?? ''}>
        {service.text1 ? <p>{service.text1}</p> : null}
      </PageHero>
      <DetailLayout sidebar={<PreviewSidebar page={service} />}>
        <section>
          {service.text2 ? <p>{service.text2}</p> : null}
          {service.text3 ? <p>{service.text3}</p> : null}
          <Image picture={service.image} asset={asset} />
          {service.text4 ? <p>{service.text4}</p> : null}
          <Body markdown={service.body ?? ''} asset={asset} />
        </section>
        <section aria-labelledby="approach">
          <SectionHeading id="approach">{service.approachTitle ?? ''}</SectionHeading>
          {service.approachDescription ? <p>{service.approachDescription}</p> : null}
          <Points items={points(service.approach)} />
        </section>
      </DetailLayout>
    </main>
  )
}

export function IndustryPreview(props: Props) {
  const industry = dataOf<DetailData>(props)
  const asset = assetOf(props)
  return (
    <main>
      <PageHero label={String(props.collection.get('label_singular') ?? '')} title={industry.title ?? ''}>
        {industry.intro ? <p>{industry.intro}</p> : null}
      </PageHero>
      <DetailLayout sidebar={<PreviewSidebar page={industry} />}>
        <section aria-labelledby="expertise">
          <SectionHeading id="expertise">{industry.expertiseTitle ?? 'Our Expertise'}</SectionHeading>
          {(industry.expertise ?? []).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          <Image picture={industry.image} asset={asset} />
          <Body markdown={industry.body ?? ''} asset={asset} />
        </section>
        <section aria-labelledby="challenges">
          <SectionHeading id="challenges">{industry.challengesTitle ?? 'Challenges We Address'}</SectionHeading>
          <Points items={points(industry.challenges)} />
        </section>
      </DetailLayout>
    </main>
  )
}

export function CaseStudyPreview(props: Props) {
  const study = dataOf<{
    title: string
    summary: string
    category: string
    mainImage: Picture
    challengeTitle: string
    challenge: string[]
    solutionTitle: string
    solution: string[]
    solutionItems: Point[]
    body: string
  }>(props)
  const asset = assetOf(props)
  return (
    <main>
      <PageHero label={study.category} title={study.title ?? ''}>
        {study.summary ? <p>{study.summary}</p> : null}
      </PageHero>
      <div className={blogStyles.layout}>
        <article className={blogStyles.article} aria-labelledby="page-title">
          <Image picture={study.mainImage} asset={asset} />
          <SectionHeading>{study.challengeTitle ?? 'Challenge'}</SectionHeading>
          {(study.challenge ?? []).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          <SectionHeading>{study.solutionTitle ?? 'Solution'}</SectionHeading>
          {(study.solution ?? []).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          <Points items={points(study.solutionItems)} columns={3} />
          <Body markdown={study.body ?? ''} asset={asset} />
        </article>
      </div>
    </main>
  )
}

export function LegalPreview(props: Props) {
  const page = dataOf<{ title: string; updated: string; body: string }>(props)
  const updated = page.updated ? String(page.updated) : ''
  return (
    <main>
      <PageHero title={page.title ?? ''}>{/^\d{4}-\d{2}-\d{2}$/.test(updated) ? <p>Last updated {formatDate(updated)}</p> : null}</PageHero>
      <div className={blogStyles.layout}>
        <article className={blogStyles.article} aria-labelledby="page-title">
          <Body markdown={page.body ?? ''} asset={assetOf(props)} />
        </article>
      </div>
    </main>
  )
}
