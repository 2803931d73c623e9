import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Picture } from '../../Picture/Picture'
import { ALL_TAB, type FilterItem, type FilterTabsProps } from '../../../lib/shared/islands'
import styles from './FilterTabs.module.css'
import { LanguageMark } from '../../LanguageMark/LanguageMark'
import { LinkOrText } from '../../Link/Link'

/** One filter tab. The tab whose id is `all` shows every item. */

const shows = (item: FilterItem, tab: string) => tab === ALL_TAB || item.tabs.includes(tab)

/**
 * WAI-ARIA tabs that filter a list of cards (manual activation): arrows, Home and End move the focus
 * along the tabs, Enter, Space or a click select one. The HTML holds every item, and the tabs are
 * drawn as they work: the selected one is in the focus order before the cards, and the first focus
 * or press starts the script (a press made before it runs is made again once it does).
 */
export default function FilterTabs({ label, tabs, items, layout, results, headingLevel = 2, sizes, initial = ALL_TAB, eagerFirst = false }: FilterTabsProps) {
  const base = useId()
  const start = Math.max(
    0,
    tabs.findIndex((t) => t.id === initial),
  )
  const [selected, setSelected] = useState(start)
  const [focusIndex, setFocusIndex] = useState(start)
  const [announcement, setAnnouncement] = useState('')
  const refs = useRef<Array<HTMLButtonElement | null>>([])

  const listRef = useRef<HTMLUListElement>(null)
  const firstRender = useRef(true)

  // The items a tab brings in fade in briefly, unless people asked for less motion.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    const list = listRef.current
    if (!list || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    for (const li of list.querySelectorAll<HTMLElement>(':scope > li:not([hidden])')) {
      li.animate?.(
        [
          { opacity: 0, transform: 'translateY(8px)' },
          { opacity: 1, transform: 'none' },
        ],
        { duration: 240, easing: 'ease-out' },
      )
    }
  }, [selected])

  const tabId = (i: number) => `${base}tab-${i}`
  const panelId = `${base}panel`
  const current = tabs[selected]?.id ?? ALL_TAB

  function select(i: number) {
    const tab = tabs[i]
    if (!tab) return
    setSelected(i)
    setFocusIndex(i)
    if (results) {
      const count = items.filter((item) => shows(item, tab.id)).length
      setAnnouncement(results.replace('{count}', String(count)).replace('{category}', tab.label))
    }
  }

  function moveFocus(i: number) {
    const next = (i + tabs.length) % tabs.length
    setFocusIndex(next)
    refs.current[next]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, i: number) {
    switch (event.key) {
      case 'ArrowRight':
        moveFocus(i + 1)
        break
      case 'ArrowLeft':
        moveFocus(i - 1)
        break
      case 'Home':
        moveFocus(0)
        break
      case 'End':
        moveFocus(tabs.length - 1)
        break
      case 'Enter':
      case ' ':
        select(i)
        break
      default:
        return
    }
    event.preventDefault()
  }

  const Title = headingLevel === 2 ? 'h2' : 'h3'

  return (
    <div className={styles.filter} data-layout={layout}>
      <div
        role="tablist"
        aria-label={label}
        className={styles.tablist}
        onBlur={(event) => {
          // Leaving the row: the next visit starts at the selected tab again.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusIndex(selected)
        }}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === selected}
            aria-controls={panelId}
            tabIndex={i === focusIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => select(i)}
            onKeyDown={(event) => onKeyDown(event, i)}
          >
            {tab.label}
            {tab.count !== undefined ? (
              <>
                {' '}
                <span className={styles.count}>{tab.count}</span>
              </>
            ) : null}
          </button>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className={styles.panel}>
        <ul ref={listRef} className={styles[layout]}>
          {items.map((item, index) => (
            <li key={item.title + (item.image?.src ?? '')} hidden={!shows(item, current)} className={layout === 'list' ? styles.row : styles.card}>
              {layout === 'list' ? (
                <LinkOrText href={item.href} as="div" className={styles.rowLink}>
                  {item.kicker ? <span className={styles.rowKicker}>{item.kicker}</span> : null}
                  <span className={styles.rowTitle} lang={item.lang}>
                    {item.title}
                  </span>
                  {item.meta || item.langLabel ? (
                    <span className={styles.rowMeta}>
                      {item.meta}
                      {item.meta && item.langLabel ? <span aria-hidden="true"> · </span> : null}
                      {item.langLabel ? <LanguageMark label={item.langLabel} /> : null}
                    </span>
                  ) : null}
                  {item.image ? (
                    <span className={styles.popup} aria-hidden="true">
                      <Picture image={{ ...item.image, alt: '' }} sizes="16rem" className={styles.popupPicture} />
                    </span>
                  ) : null}
                </LinkOrText>
              ) : (
                <>
                  {item.image ? (
                    <Picture
                      image={item.image}
                      sizes={sizes ?? '(min-width: 1200px) 580px, (min-width: 700px) 48vw, 92vw'}
                      className={styles.picture}
                      eager={eagerFirst && index === 0}
                    />
                  ) : null}
                  <div className={styles.body}>
                    {item.kicker || item.meta || item.langLabel ? (
                      <p className={styles.kicker}>
                        {item.kicker}
                        {item.kicker && item.meta ? <span aria-hidden="true"> · </span> : null}
                        {item.meta}
                        {item.langLabel ? (
                          <>
                            {' '}
                            <LanguageMark label={item.langLabel} />
                          </>
                        ) : null}
                      </p>
                    ) : null}
                    <Title className={styles.title} lang={item.lang}>
                      <LinkOrText href={item.href} className={styles.cardLink}>
                        {item.title}
                      </LinkOrText>
                    </Title>
                    {item.summary ? (
                      <p className={styles.summary} lang={item.lang}>
                        {item.summary}
                      </p>
                    ) : null}
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
