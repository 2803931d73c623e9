/**
 * The names the content manager's configuration gives the single files (scripts/lib/cmsConfig.ts
 * writes them; the admin's previews and save checks look entries up by them): no Node module here,
 * as the admin reads it in the browser.
 */
import { DEFAULT_LOCALE, type Locale } from '../shared/locales'

/** Name of the file collection that holds content/site.yaml, and of the one that holds content/pages/. */
export const SITE_COLLECTION = 'site'
export const PAGES_COLLECTION = 'pages'

/** The name of one language's file of a single file (`team`, `team_ro`): each language is an entry of its own. */
export const cmsFileName = (name: string, locale: Locale): string => (locale === DEFAULT_LOCALE ? name : `${name}_${locale}`)

/**
 * The content manager's own widget for a day (admin/dayField.tsx), and the option that has it say
 * when the entry is scheduled (on the `date` of a collection's entries: lib/content/schedule.ts).
 */
export const DAY_WIDGET = 'day'
export const SCHEDULES_OPTION = 'schedules'

/**
 * A field the content manager adds to each dated entry it reads (admin/formats.ts), never written:
 * the day as its lists and Workflow board show it, "Scheduled for 1 June 2027" after today. The
 * collections' `summary` names it.
 */
export const DAY_IN_LIST = '__day'

/**
 * Another field the content manager adds to an entry it lists (admin/translationState.ts), never
 * written: the languages it has no file in yet (" · no Romanian yet"), empty when it has them all.
 * The collections' `summary` names it.
 */
export const TRANSLATIONS_IN_LIST = '__translations'
