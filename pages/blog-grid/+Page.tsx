import { BlogCard } from '../../components/BlogCard/BlogCard'
import { BlogNewsletter } from '../../components/BlogNewsletter/BlogNewsletter'
import { ButtonLink } from '../../components/ButtonLink/ButtonLink'
import Carousel from '../../components/islands/Carousel/Carousel'
import { Island } from '../../components/islands/Island'
import SiteSearch from '../../components/islands/SiteSearch/SiteSearch'
import { PageHero } from '../../components/PageHero/PageHero'
import { BLOG_SECTION } from '../../lib/search'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './BlogGridPage.module.css'

export default function Page() {
  const d = useData<Data>()
  return (
    <>
      <PageHero label={d.page.label} title={d.page.heading}>
        <p>{d.page.intro}</p>
      </PageHero>
      <div className={styles.body}>
        <section className={styles.search} aria-labelledby="blog-search-title">
          <h2 id="blog-search-title" className="visually-hidden">
            {d.search.heading}
          </h2>
          <Island name="SiteSearch" component={SiteSearch} props={{ labels: d.search.labels, section: BLOG_SECTION }} when="interaction" />
        </section>
        {/* The carousel is itself a region named by the same words as this heading. */}
        <div>
          <h2 className={styles.heading}>{d.page.sliderHeading}</h2>
          <Island
            name="Carousel"
            component={Carousel}
            when="visible"
            props={{ variant: 'news', label: d.page.sliderHeading, items: d.slides, labels: d.labels, eagerFirst: true }}
          />
        </div>
        <ul className={styles.grid}>
          {d.posts.map((post) => (
            <li key={post.href} className="band">
              <BlogCard post={post} readMore={d.readMore} headingLevel={2} />
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <ButtonLink href={d.more.href} hint={d.more.hint}>
            {d.more.label}
          </ButtonLink>
        </p>
        <BlogNewsletter box={d.newsletter} />
      </div>
    </>
  )
}
