import type { SidebarData } from '../../lib/blog'
import { BlogCard } from '../BlogCard/BlogCard'
import { BlogNewsletter } from '../BlogNewsletter/BlogNewsletter'
import { Island } from '../islands/Island'
import SiteSearch from '../islands/SiteSearch/SiteSearch'
import { BLOG_SECTION } from '../../lib/search'
import { SocialLinks } from '../SocialLinks/SocialLinks'
import styles from './BlogSidebar.module.css'

/** The blog's right-hand column: search, social links, popular posts, newsletter and categories. */
export function BlogSidebar({ data }: { data: SidebarData }) {
  const { search, newsletter, aside } = data
  return (
    <aside className={styles.sidebar}>
      <section className={styles.box} aria-labelledby="blog-search-title">
        <h2 id="blog-search-title" className={styles.title}>
          {search.heading}
        </h2>
        <Island name="SiteSearch" component={SiteSearch} props={{ labels: search.labels, section: BLOG_SECTION, limit: 5 }} when="interaction" />
      </section>
      <section className={styles.box} aria-labelledby="blog-follow-title">
        <h2 id="blog-follow-title" className={styles.title}>
          {aside.followHeading}
        </h2>
        <SocialLinks socials={data.socials} newTabLabel={data.opensInNewTab} className={styles.socials} iconSize={20} />
      </section>
      <section className={styles.box} aria-labelledby="blog-popular-title">
        <h2 id="blog-popular-title" className={styles.title}>
          {aside.popularHeading}
        </h2>
        <ul className={styles.list}>
          {data.popular.map((post) => (
            <li key={post.href}>
              <BlogCard post={post} variant="compact" />
            </li>
          ))}
        </ul>
      </section>
      <BlogNewsletter box={newsletter} look={styles} />
      <section className={styles.box} aria-labelledby="blog-categories-title">
        <h2 id="blog-categories-title" className={styles.title}>
          {aside.categoriesHeading}
        </h2>
        <ul className={styles.categories}>
          {data.categories.map((c) => (
            <li key={c.name}>
              <span>{c.name}</span> <span className={styles.count}>{c.count}</span>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  )
}
