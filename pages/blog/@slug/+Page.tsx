import CommentForm from '../../../components/islands/CommentForm/CommentForm'
import { Island } from '../../../components/islands/Island'
import { Markdown } from '../../../components/Markdown/Markdown'
import { PageHero } from '../../../components/PageHero/PageHero'
import { Picture } from '../../../components/Picture/Picture'
import { formatDate } from '../../../lib/format'
import { useData } from '../../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './BlogPostPage.module.css'

export default function Page() {
  const { post, image, body, forms } = useData<Data>()
  return (
    <article>
      <PageHero label={post.category} title={post.title}>
        <p>
          {post.author} · <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
      </PageHero>
      <div className={styles.body}>
        {image ? <Picture image={image} eager sizes="(min-width: 800px) 760px, 100vw" className={styles.picture} /> : null}
        <Markdown tree={body} />
        {post.tags.length > 0 ? (
          <ul className={styles.tags}>
            {post.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ) : null}
        <section className={styles.comments} aria-labelledby="comment-form-title">
          <h2 id="comment-form-title" className={styles.commentsHeading}>
            {forms.comment.heading}
          </h2>
          <p className={styles.commentsIntro}>{forms.comment.intro}</p>
          <Island
            name="CommentForm"
            component={CommentForm}
            props={{ text: forms.comment, messages: forms.messages, requiredMark: forms.requiredMark }}
            when="visible"
          />
        </section>
      </div>
    </article>
  )
}
