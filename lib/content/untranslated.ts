/**
 * The mark on a list item a translation took from its English original (stages/translate.ts puts it
 * there), read by the pages' cards and by the content manager's previews: no Node module here.
 */

/** The mark on a list item shown in English because the translation lacks it (read across bundles, hence Symbol.for). */
export const UNTRANSLATED = Symbol.for('northwind-site.untranslated-item')

/** The language of an item a translated list took from its English original, if it did. */
export function untranslatedLanguage(item: object): string | undefined {
  return (item as { [UNTRANSLATED]?: string })[UNTRANSLATED]
}
