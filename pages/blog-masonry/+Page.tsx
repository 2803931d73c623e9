import { BlogCard } from '../../components/BlogCard/BlogCard'
import { BlogNewsletter } from '../../components/BlogNewsletter/BlogNewsletter'
import { ButtonLink } from '../../components/ButtonLink/ButtonLink'
import { PageHero } from '../../components/PageHero/PageHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './BlogMasonryPage.module.css'

export default function Page() {
  const d = useData<Data>()
  return (
    <>
      <PageHero label={d.page.label} title={d.page.heading}>
        <p>{d.page.intro}</p>
      </PageHero>
      <div className={styles.body}>
        <ul className={styles.masonry}>
          {d.posts.map((post, i) => (
            <li key={post.href} className={i % 3 === 1 ? styles.tall : undefined}>
              <BlogCard post={post} readMore={d.readMore} headingLevel={2} sizes="(min-width: 1100px) 290px, (min-width: 768px) 33vw, (min-width: 500px) 50vw, 100vw" />
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
