/**
 * The content manager's date fields ("day" in public/admin/config.yml): the browser's own date
 * input, as Decap's datetime widget draws it, with two things that widget cannot do.
 *
 * - A day the calendar does not have, typed by hand (31 February), is refused on save with what is
 *   wrong, and the day the field had is kept. Decap's widget turned it into an empty field ("… is
 *   required") or into a year such as 275760.
 * - The date of an entry the site schedules (a post dated after today: lib/content/schedule.ts)
 *   says under the field "Scheduled for 1 June 2027", as the preview does.
 */
import type { CMS } from 'decap-cms-core'
import { Component, createRef, type ChangeEvent } from 'react'
import { DAY_WIDGET, SCHEDULES_OPTION } from '../lib/content/cmsNames'
import { scheduledDate, studioDate } from '../lib/content/schedule'
import { formatDate } from '../lib/shared/format'
import type { Locale } from '../lib/shared/locales'
import { adminWords, interfaceLocale } from './words'

/** What the editor and the preview say of an entry dated `date`, when that is after today. */
export function scheduledFor(date: unknown, now: Date = new Date(), locale: Locale = interfaceLocale()): string | undefined {
  const day = scheduledDate({ date }, studioDate(now))
  return day ? adminWords(locale).scheduledNote(formatDate(day, 'long', locale)) : undefined
}

/**
 * How the lists and the Workflow board write an entry's day: "1 June 2027", or "Scheduled for 1
 * June 2027" when the site shows it only from that day; nothing for what is not a day.
 */
export function dayInList(date: unknown, now: Date = new Date(), locale: Locale = interfaceLocale()): string | undefined {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined
  const day = formatDate(date, 'long', locale)
  return scheduledDate({ date }, studioDate(now)) ? adminWords(locale).scheduled(day) : day
}

/** What the save says of a day the calendar does not have. */
export function notADay(label: string): string {
  return `${label}: that day is not in the calendar (such as 31 February), or not typed in full. Pick it in the calendar.`
}

interface ImmutableField {
  get(key: string): unknown
}

interface Props {
  field: ImmutableField
  forID: string
  value: unknown
  onChange: (value: string) => void
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
  isDisabled?: boolean
}

/** A whole day as the file keeps it, with a year of four figures (a year being typed reads 0002, 0020…). */
const WHOLE_DAY = /^[1-9]\d{3}-\d{2}-\d{2}$/

const dayOf = (value: unknown): string => (typeof value === 'string' && WHOLE_DAY.test(value) ? value : '')

/**
 * The input is the browser's own, left to itself while the editor types in it: a controlled input
 * would be set back to the field's day at each key that does not make a whole day yet, and lose
 * what was typed. A day set from elsewhere (the entry opening, "Fill in from another locale") is
 * put into it when it is not being typed in.
 */
class DayControl extends Component<Props, { notADay: boolean }> {
  override state = { notADay: false }
  private readonly input = createRef<HTMLInputElement>()

  /** Decap asks this on save: a day typed that is not in the calendar, or not typed in full, stops it. */
  isValid = (): boolean | { error: { type: string; message: string } } => {
    if (!this.state.notADay) return true
    const label = String(this.props.field.get('label') ?? this.props.field.get('name'))
    return { error: { type: 'CUSTOM', message: notADay(label) } }
  }

  override componentDidUpdate(previous: Props): void {
    const input = this.input.current
    if (!input || previous.value === this.props.value || input === document.activeElement) return
    input.value = dayOf(this.props.value)
  }

  onInput = (event: ChangeEvent<HTMLInputElement>): void => {
    const input = event.currentTarget
    const whole = WHOLE_DAY.test(input.value)
    const cleared = input.value === '' && !input.validity.badInput
    // Anything else is a day the calendar does not have, or one still being typed: the field keeps the day it had.
    this.setState({ notADay: !whole && !cleared })
    if (whole || cleared) this.props.onChange(input.value)
  }

  override render() {
    const { field, forID, value, classNameWrapper, setActiveStyle, setInactiveStyle, isDisabled } = this.props
    const day = dayOf(value)
    // While the day typed is not one, the note would speak of the day the field still keeps.
    const note = field.get(SCHEDULES_OPTION) === true && !this.state.notADay ? scheduledFor(day) : undefined
    const noteId = `${forID}-scheduled`
    return (
      <div className={classNameWrapper}>
        <input
          ref={this.input}
          id={forID}
          type="date"
          defaultValue={day}
          onChange={this.onInput}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          disabled={isDisabled}
          aria-describedby={note ? noteId : undefined}
        />
        {note ? (
          <p id={noteId} style={{ margin: '0.5rem 0 0', fontWeight: 600 }}>
            {note}
          </p>
        ) : null}
      </div>
    )
  }
}

function DayPreview({ value }: { value: unknown }) {
  const day = dayOf(value)
  return <p>{day ? formatDate(day) : ''}</p>
}

export function registerDayField(cms: CMS): void {
  cms.registerWidget(DAY_WIDGET, DayControl as never, DayPreview as never)
}
