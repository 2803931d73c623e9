import { BLOG_SECTION } from '../../lib/search'
import type { ReactNode } from 'react'
import type { PostPageData } from '../../lib/blog'
import { BlogCard } from '../BlogCard/BlogCard'
import CommentForm from '../islands/CommentForm/CommentForm'
import { Island } from '../islands/Island'
import { Markdown } from '../Markdown/Markdown'
import { PageHero } from '../PageHero/PageHero'
import { Picture } from '../Picture/Picture'
import { SocialIcon } from '../SocialIcon/SocialIcon'
import styles from './BlogPost.module.css'
import { Link } from '../Link/Link'

/**
 * The post layout of /blog/<slug>/, /blog-details/ and /blog-details-sidebar/: the post with its
 * facts, tags, share links, author, related posts, comments, the comment form and the next post.
 * With a `sidebar`, it sits beside the post on wide screens.
 */
export function BlogPost({ data, sidebar, layoutLink }: { data: PostPageData; sidebar?: ReactNode; layoutLink?: { href: string; label: string } }) {
  const { post, text } = data
  return (
    <>
      <PageHero label={data.categoryLabel} title={post.title} lang={data.lang}>
        <ul className={styles.facts}>
          <li>
            {text.byLabel} <span className={styles.strong}>{post.author}</span>
          </li>
          <li>
            <time dateTime={post.date}>{data.dateLabel}</time>
          </li>
          <li>{data.viewsLabel}</li>
          <li>
            <a href="#comments-title">{data.commentsLabel}</a>
          </li>
          <li>
            <a href={data.reportHref}>{text.reportLabel}</a>
          </li>
        </ul>
        {layoutLink ? (
          <p className={styles.layoutLink}>
            <Link href={layoutLink.href}>{layoutLink.label}</Link>
          </p>
        ) : null}
      </PageHero>
      <div className={`${styles.layout} ${sidebar ? styles.withSidebar : ''}`}>
        <article className={styles.article} aria-labelledby="page-title" data-pagefind-filter={`section:${BLOG_SECTION}`}>
          {data.image ? <Picture image={data.image} eager sizes="(min-width: 800px) 760px, 100vw" className={styles.picture} /> : null}
          <div lang={data.lang}>
            <Markdown tree={data.body} />
          </div>
          <div className={styles.footer}>
            {post.tags.length > 0 ? (
              <div className={styles.group}>
                <h2 className={styles.smallHeading} id="post-tags">
                  {text.tagsLabel}
                </h2>
                <ul className={styles.tags} aria-labelledby="post-tags" lang={data.lang}>
                  {post.tags.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className={styles.group}>
              <h2 className={styles.smallHeading} id="post-share">
                {text.shareLabel}
              </h2>
              <ul className={styles.share} aria-labelledby="post-share">
                {data.share.map((s) => (
                  <li key={s.network}>
                    <a href={s.href} target="_blank" rel="noopener noreferrer">
                      <SocialIcon name={s.network} size={18} />
                      <span>{s.label}</span>
                      <span className="visually-hidden"> ({data.opensInNewTab})</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <section className={styles.author} aria-labelledby="author-title">
            {data.author.portrait ? <Picture image={data.author.portrait} sizes="96px" className={styles.portrait} /> : null}
            <div>
              <h2 id="author-title" className={styles.smallHeading}>
                {text.authorHeading}
              </h2>
              <p className={styles.authorName}>{data.author.name}</p>
              <p className={styles.authorRole}>{data.author.role}</p>
              <p>{data.author.bio}</p>
            </div>
          </section>
          {data.related.length > 0 ? (
            <section aria-labelledby="related-title">
              <h2 id="related-title" className={styles.sectionHeading}>
                {text.relatedHeading}
              </h2>
              <ul className={styles.related}>
                {data.related.map((r) => (
                  <li key={r.href}>
                    <BlogCard post={r} variant="row" sizes="(min-width: 700px) 320px, 100vw" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="comments-title">
            <h2 id="comments-title" className={styles.sectionHeading}>
              {text.commentsHeading} <span className={styles.count}>({data.commentsLabel})</span>
            </h2>
            {data.comments.length === 0 ? (
              <p className={styles.muted}>{text.noComments}</p>
            ) : (
              <ol className={styles.comments} lang={data.lang}>
                {data.comments.map((c, i) => (
                  <li key={i}>
                    <Comment name={c.name} date={c.date} dateLabel={c.dateLabel} text={c.text} />
                    {c.replies.length > 0 ? (
                      <ol className={styles.replies} aria-label={c.repliesLabel}>
                        {c.replies.map((r, j) => (
                          <li key={j}>
                            <Comment name={r.name} date={r.date} dateLabel={r.dateLabel} text={r.text} />
                          </li>
                        ))}
                      </ol>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section className={styles.form} aria-labelledby="comment-form-title">
            <h2 id="comment-form-title" className={styles.sectionHeading}>
              {data.forms.comment.heading}
            </h2>
            <p className={styles.muted}>{data.forms.comment.intro}</p>
            <Island
              name="CommentForm"
              component={CommentForm}
              props={{ messages: data.forms.messages, requiredMark: data.forms.requiredMark, ...data.commentForm }}
              when="visible"
            />
          </section>
          <nav className={styles.next} aria-labelledby="next-post-label">
            <p id="next-post-label" className={styles.nextLabel}>
              {text.nextPost}
            </p>
            <Link href={data.next.href} rel="next" className={styles.nextLink}>
              <span className="visually-hidden">{text.nextPost}: </span>
              <span lang={data.next.lang}>{data.next.title}</span> →
            </Link>
          </nav>
        </article>
        {sidebar}
      </div>
    </>
  )
}

function Comment({ name, date, dateLabel, text }: { name: string; date: string; dateLabel: string; text: string }) {
  return (
    <article className={styles.comment}>
      <p className={styles.commentHead}>
        <span className={styles.strong}>{name}</span> <time dateTime={date}>{dateLabel}</time>
      </p>
      <p>{text}</p>
    </article>
  )
}
