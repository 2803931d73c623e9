/**
 * The content manager's own words that Decap does not have (its buttons, notes and questions of
 * ours), in each language of its interface, and the language it speaks now (admin/main.tsx sets it
 * on the page from the browser's: admin/interfaceLanguage.ts). Decap's own words are its locales';
 * the labels and hints of the forms are in admin/labels/.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../lib/shared/locales'

export interface AdminWords {
  /** The button that closes a refusal (admin/refusals.ts). */
  close: string
  /** "Insert a picture" above a text box, what it does, and what it asks (admin/pictureInsert.tsx). */
  insertPicture: string
  insertPictureHint: string
  pictureAlt: string
  /** The picture block of the rich-text mode, and its fields (admin/editorComponents.ts). */
  pictureBlock: string
  pictureBlockAlt: string
  pictureBlockAltHint: string
  pictureBlockTitle: string
  /** The languages an entry has no file in yet, in its collection's list (admin/translationState.ts). */
  missingTranslation: (language: string) => string
  /** An entry dated after today, in lists and on the board, and under its date and above its preview (admin/dayField.tsx). */
  scheduled: (day: string) => string
  scheduledNote: (day: string) => string
}

export const ADMIN_WORDS: Record<Locale, AdminWords> = {
  en: {
    close: 'Close',
    insertPicture: 'Insert a picture',
    insertPictureHint: 'From the media library, at the end of the text: move its line where it belongs.',
    pictureAlt: 'What does the picture show? (read out to people who cannot see it)',
    pictureBlock: 'Picture',
    pictureBlockAlt: 'What it shows (alt text)',
    pictureBlockAltHint: 'For people who cannot see the picture: what it shows, in a sentence.',
    pictureBlockTitle: 'Title shown on hover',
    missingTranslation: (language) => `no ${language} yet`,
    scheduled: (day) => `Scheduled for ${day}`,
    scheduledNote: (day) => `Scheduled for ${day}: the public site shows it from that day.`,
  },
  ro: {
    close: 'Închide',
    insertPicture: 'Inserează o imagine',
    insertPictureHint: 'Din biblioteca media, la sfârșitul textului: mutați rândul ei unde îi este locul.',
    pictureAlt: 'Ce arată imaginea? (citit celor care nu o pot vedea)',
    pictureBlock: 'Imagine',
    pictureBlockAlt: 'Ce arată (text alternativ)',
    pictureBlockAltHint: 'Pentru cei care nu pot vedea imaginea: ce arată, într-o propoziție.',
    pictureBlockTitle: 'Titlu afișat când mouse-ul trece peste imagine',
    missingTranslation: (language) => `încă fără ${language}`,
    scheduled: (day) => `Programat pentru ${day}`,
    scheduledNote: (day) => `Programat pentru ${day}: site-ul public îl afișează din acea zi.`,
  },
}

/** The language the content manager speaks now: the page's, as admin/main.tsx set it. */
export function interfaceLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang
  return isLocale(lang) ? lang : DEFAULT_LOCALE
}

export const adminWords = (locale: Locale = interfaceLocale()): AdminWords => ADMIN_WORDS[locale]
