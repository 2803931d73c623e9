import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import type { ReactNode } from 'react'
import { PageHero } from '../../components/PageHero/PageHero'
import { Section } from '../../components/Section/Section'
import { SectionHeading } from '../../components/SectionHeading/SectionHeading'
import { labelOf } from '../../lib/content/labels'
import styles from './Preview.module.css'

/**
 * The preview of site.yaml and of the files of content/pages: their words in the site's type,
 * colours and bands (PageHero, Section, SectionHeading), one band per group of the file, in the
 * file's order, each under its own heading (or the group's name), with its lists as lists. These
 * files feed many pages and parts of pages at once (the menus, the footer, the forms' messages),
 * so the preview shows every word an editor can change in one place, not one page's layout.
 */
type Props = PreviewTemplateComponentProps
type Value = string | number | boolean | null | undefined | Value[] | { [key: string]: Value }

const HEADING = ['heading', 'title', 'question', 'name', 'label']
// Addresses, names of files and ids: what the page does with them, not words it shows.
const HIDDEN = /^(id|href|src|url|.*Url|.*Path|icon|type|tone|theme|order|draft|collection)$/

const isGroup = (value: Value): value is { [key: string]: Value } => !!value && typeof value === 'object' && !Array.isArray(value)

function headingOf(group: { [key: string]: Value }): string | undefined {
  const key = HEADING.find((k) => typeof group[k] === 'string' && group[k] !== '')
  return key ? String(group[key]) : undefined
}

/** One value of the file as the page would show its words (`bare`: a list under a heading that already names it). */
function Words({ value, name, bare = false }: { value: Value; name: string; bare?: boolean }): ReactNode {
  if (value === null || value === undefined || value === '' || HIDDEN.test(name)) return null
  if (typeof value === 'boolean') return null
  if (typeof value === 'string' || typeof value === 'number') {
    return (
      <p>
        <span className={styles.fieldName}>{labelOf(name)}</span> {String(value)}
      </p>
    )
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return null
    return (
      <div>
        {bare ? null : <p className={styles.fieldName}>{labelOf(name)}</p>}
        <ul>
          {value.map((item, index) => (
            <li key={index}>{isGroup(item) ? <Group group={item} /> : <Words value={item} name="" />}</li>
          ))}
        </ul>
      </div>
    )
  }
  return (
    <div>
      <p className={styles.fieldName}>{headingOf(value) ?? labelOf(name)}</p>
      <Group group={value} />
    </div>
  )
}

function Group({ group }: { group: { [key: string]: Value } }) {
  const heading = HEADING.find((k) => typeof group[k] === 'string')
  return (
    <>
      {heading ? <strong>{String(group[heading])}</strong> : null}
      {Object.entries(group)
        .filter(([key]) => key !== heading)
        .map(([key, value]) => (
          <Words key={key} value={value} name={key} />
        ))}
    </>
  )
}

export function FilePreview(props: Props) {
  const all = ((props.entry.get('data') as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {}) as { [key: string]: Value }
  // The content manager's own keys (`__source`, the file as it was: admin/formats.ts) are not the file's words.
  const data = Object.fromEntries(Object.entries(all).filter(([key]) => !key.startsWith('__')))
  const title = typeof data.title === 'string' ? data.title : typeof data.name === 'string' ? data.name : String(props.entry.get('slug') ?? '')
  const texts = Object.entries(data).filter(([key, value]) => !isGroup(value) && !Array.isArray(value) && key !== 'title')
  const groups = Object.entries(data).filter(([, value]) => isGroup(value) || Array.isArray(value))
  return (
    <main className={styles.file}>
      <PageHero title={title}>{typeof data.description === 'string' ? <p>{data.description}</p> : null}</PageHero>
      {texts.some(([key, value]) => key !== 'description' && value !== undefined) ? (
        <Section labelledBy="file-texts">
          <SectionHeading id="file-texts">{labelOf('texts')}</SectionHeading>
          {texts
            .filter(([key]) => key !== 'description')
            .map(([key, value]) => (
              <Words key={key} value={value} name={key} />
            ))}
        </Section>
      ) : null}
      {groups.map(([key, value], index) => (
        <Section key={key} labelledBy={`file-${key}`} tone={index % 2 === 0 ? 'surface' : 'plain'}>
          <SectionHeading id={`file-${key}`}>{(isGroup(value) && headingOf(value)) || labelOf(key)}</SectionHeading>
          {isGroup(value) ? <Group group={value} /> : <Words value={value} name={key} bare />}
        </Section>
      ))}
    </main>
  )
}
