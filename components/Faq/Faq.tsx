import type { FaqItemData } from '../../lib/cards'
import { LanguageMark } from '../LanguageMark/LanguageMark'
import styles from './Faq.module.css'

/**
 * Questions as an accordion built on <details name>: the first is open, opening one closes the
 * others, all may be closed, and it works with the keyboard and without any script. A question
 * the translation lacks is shown in English, marked so.
 */
export function Faq({ items, group }: { items: FaqItemData[]; group: string }) {
  return (
    <div className={styles.faq}>
      {items.map((item, index) => (
        <details key={item.id} name={group} className={styles.item} open={index === 0}>
          <summary className={styles.question}>
            <span>
              <span lang={item.lang}>{item.question}</span>
              {item.langLabel ? (
                <>
                  {' '}
                  <LanguageMark label={item.langLabel} />
                </>
              ) : null}
            </span>
          </summary>
          <p className={styles.answer} lang={item.lang}>
            {item.answer}
          </p>
        </details>
      ))}
    </div>
  )
}
