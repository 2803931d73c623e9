import type { BlogPageData } from '../../lib/content/schemas'
import { Island } from '../islands/Island'
import SubscribeForm from '../islands/SubscribeForm/SubscribeForm'
import styles from './BlogNewsletter.module.css'

/**
 * The newsletter box of the blog: a band at the end of the listings, or one of the sidebar's boxes
 * (`look` gives the sidebar's classes). The box sends nothing.
 */
export function BlogNewsletter({
  box,
  look = styles,
}: {
  box: BlogPageData['newsletter']
  look?: { band?: string; box?: string; heading?: string; title?: string; text?: string }
}) {
  return (
    <section className={look.band ?? look.box} aria-labelledby="blog-newsletter-title">
      <h2 id="blog-newsletter-title" className={look.heading ?? look.title}>
        {box.heading}
      </h2>
      {box.text ? <p className={look.text}>{box.text}</p> : null}
      <Island
        name="SubscribeForm"
        component={SubscribeForm}
        props={{ emailLabel: box.fieldLabel, placeholder: box.placeholder, button: box.button, notice: box.notice }}
        when="interaction"
      />
    </section>
  )
}
