import type { PostCard } from '../../lib/blog'
import { Picture } from '../Picture/Picture'
import styles from './BlogCard.module.css'
import { LanguageMark } from '../LanguageMark/LanguageMark'
import { Link } from '../Link/Link'

/**
 * A post on a listing: picture, category and date, title, summary and a "read more" link.
 * `row` lays the picture beside the text; `compact` is the sidebar's small popular-post line.
 */
export function BlogCard({
  post,
  readMore,
  variant = 'card',
  headingLevel = 3,
  sizes = '(min-width: 1100px) 380px, (min-width: 700px) 50vw, 100vw',
}: {
  post: PostCard
  readMore?: string
  variant?: 'card' | 'row' | 'featured' | 'compact'
  headingLevel?: 2 | 3
  sizes?: string
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={`${styles.card} ${styles[variant]}`}>
      {post.image ? <Picture image={post.image} sizes={variant === 'compact' ? '96px' : sizes} className={styles.picture} /> : null}
      <div className={styles.text}>
        <p className={styles.meta}>
          {variant !== 'compact' ? (
            <>
              <span className={styles.category}>{post.category}</span>
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          {post.unpublishedLabel ? (
            <>
              <strong className={styles.unpublished}>{post.unpublishedLabel}</strong>{' '}
            </>
          ) : null}
          <time dateTime={post.date}>{post.dateLabel}</time>
          {post.langLabel ? (
            <>
              <span aria-hidden="true"> · </span>
              <LanguageMark label={post.langLabel} />
            </>
          ) : null}
        </p>
        <Heading className={styles.title} lang={post.lang}>
          <Link href={post.href}>{post.title}</Link>
        </Heading>
        {variant !== 'compact' ? (
          <p className={styles.summary} lang={post.lang}>
            {post.summary}
          </p>
        ) : null}
        {readMore && variant !== 'compact' ? (
          <Link href={post.href} className={styles.more} aria-hidden="true" tabIndex={-1}>
            {readMore} →
          </Link>
        ) : null}
      </div>
    </article>
  )
}
