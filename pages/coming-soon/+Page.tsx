import Countdown from '../../components/islands/Countdown/Countdown'
import { Island } from '../../components/islands/Island'
import SubscribeForm from '../../components/islands/SubscribeForm/SubscribeForm'
import { PageHero } from '../../components/PageHero/PageHero'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './ComingSoonPage.module.css'

export default function Page() {
  const { page, renderedAt } = useData<Data>()
  const { countdown, subscribe } = page
  return (
    <>
      <PageHero label={page.label} title={page.heading}>
        <p>{page.intro}</p>
        <Island
          name="Countdown"
          component={Countdown}
          props={{
            target: page.launch,
            renderedAt,
            label: countdown.label,
            units: { days: countdown.days, hours: countdown.hours, minutes: countdown.minutes, seconds: countdown.seconds },
            summary: countdown.summary,
          }}
        />
      </PageHero>
      <div className={styles.body}>
        <section className={styles.subscribe} aria-labelledby="subscribe-title">
          <h2 id="subscribe-title" className={styles.title}>
            {subscribe.heading}
          </h2>
          <p className={styles.text}>{subscribe.text}</p>
          <Island
            name="SubscribeForm"
            component={SubscribeForm}
            props={{ emailLabel: subscribe.emailLabel, placeholder: subscribe.placeholder, button: subscribe.button, notice: subscribe.notice }}
            when="interaction"
          />
        </section>
      </div>
    </>
  )
}
