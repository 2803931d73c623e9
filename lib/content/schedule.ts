/**
 * Posts dated in the future are scheduled: a production build leaves them out until their date,
 * and a daily rebuild (.github/workflows/scheduled.yml) publishes each on its day. The development
 * server and pull-request previews show them, marked.
 */

/** The studio's time zone: a post dated 5 December appears when that day starts in Romania. */
export const SITE_TIME_ZONE = 'Europe/Bucharest'

/**
 * Today as YYYY-MM-DD in the studio's time zone, or SITE_TODAY when it is set (to build the site as
 * it will be on a given day, and in tests).
 */
export function siteToday(now: Date = new Date(buildMoment())): string {
  const fixed = process.env.SITE_TODAY
  if (fixed) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fixed)) throw new Error(`SITE_TODAY is "${fixed}": write a date as YYYY-MM-DD, e.g. 2026-12-05`)
    return fixed
  }
  return studioDate(now)
}

/** The date of `now` in the studio's time zone, as YYYY-MM-DD (the content manager's today: it has no SITE_TODAY). */
export function studioDate(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** The date an entry is scheduled for, when its `date` is after `today`. */
export function scheduledDate(data: unknown, today: string): string | undefined {
  const date = (data as { date?: unknown } | null)?.date
  return typeof date === 'string' && date > today ? date : undefined
}

/**
 * The moment the site is built at (ms): SOURCE_DATE_EPOCH (seconds, the reproducible-builds
 * convention) when it is set, so that two builds of the same files write the same bytes; otherwise now.
 */
export function buildMoment(): number {
  const fixed = process.env.SOURCE_DATE_EPOCH
  if (fixed === undefined || fixed === '') return Date.now()
  if (!/^\d+$/.test(fixed)) throw new Error(`SOURCE_DATE_EPOCH is "${fixed}": write the seconds since 1970, e.g. 1796601600`)
  return Number(fixed) * 1000
}
