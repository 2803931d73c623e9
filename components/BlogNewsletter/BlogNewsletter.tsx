import type { BlogPageData } from '../../lib/content/schemas'
import { Island } from '../islands/Island'
import SubscribeForm from '../islands/SubscribeForm/SubscribeForm'
import styles from './BlogNewsletter.module.css'

/** The newsletter band at the end of the blog listings; the box sends nothing. */
export function BlogNewsletter({ box }: { box: BlogPageData['newsletter'] }) {
  return (
    <section className={styles.band} aria-labelledby="blog-newsletter-title">
      <h2 id="blog-newsletter-title" className={styles.heading}>
        {box.heading}
      </h2>
      {box.text ? <p className={styles.text}>{box.text}</p> : null}
      <Island
        name="SubscribeForm"
        component={SubscribeForm}
        props={{ emailLabel: box.fieldLabel, placeholder: box.placeholder, button: box.button, notice: box.notice }}
        when="idle"
      />
    </section>
  )
}
