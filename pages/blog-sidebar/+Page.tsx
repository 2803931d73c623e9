import { BlogCard } from '../../components/BlogCard/BlogCard'
import { BlogSidebar } from '../../components/BlogSidebar/BlogSidebar'
import { PageHero } from '../../components/PageHero/PageHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './BlogSidebarPage.module.css'

export default function Page() {
  const d = useData<Data>()
  return (
    <>
      <PageHero label={d.page.label} title={d.page.heading}>
        <p>{d.page.intro}</p>
      </PageHero>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="journal-featured">
            <h2 id="journal-featured" className={styles.heading}>
              {d.page.featuredHeading}
            </h2>
            <ul className={styles.featured}>
              {d.featured.map((post) => (
                <li key={post.href}>
                  <BlogCard post={post} readMore={d.readMore} variant="featured" sizes="(min-width: 1000px) 400px, (min-width: 700px) 50vw, 100vw" />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="journal-latest">
            <h2 id="journal-latest" className={styles.heading}>
              {d.page.latestHeading}
            </h2>
            <ul className={styles.listed}>
              {d.listed.map((post) => (
                <li key={post.href}>
                  <BlogCard post={post} readMore={d.readMore} variant="row" sizes="(min-width: 700px) 320px, 100vw" />
                </li>
              ))}
            </ul>
          </section>
          <nav aria-label={d.page.paginationLabel}>
            <ol className={styles.pagination}>
              {d.pages.map((n, i) => (
                <li key={n} className={i > 0 && n - d.pages[i - 1]! > 1 ? styles.gap : undefined}>
                  <span aria-current={n === 1 ? 'page' : undefined}>{n}</span>
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <BlogSidebar data={d.sidebar} />
      </div>
    </>
  )
}
