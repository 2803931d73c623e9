/**
 * The content manager at /admin/: Decap CMS, with its configuration generated from the content
 * schemas (public/admin/config.yml, `npm run cms:config`) and previews drawn by the site's own
 * components and stylesheets. Built apart from the site (scripts/lib/buildAdmin.ts), so no page of
 * the site loads any of it.
 */
import CMS from 'decap-cms-app'
import siteStyles from './siteStyles'
import { registerDayField } from './dayField'
import { registerEditorComponents } from './editorComponents'
import { reloadOnEntrySwitch } from './entryAddress'
import { startingConfig } from './fieldLabels'
import { registerFormats } from './formats'
import { registerInUseCheck } from './inUse'
import { registerInterfaceLanguage } from './interfaceLanguage'
import { registerWholeMediaLibrary } from './mediaLibrary'
import { registerPictureInsert } from './pictureInsert'
import { registerPreviews } from './previews/register'
import type * as Templates from './previews/templates'
import { registerReferrerCheck } from './referrers'
import { registerRelations } from './relations'
import { registerTranslationState } from './translationState'
import { keepSignInToThisTab } from './signIn'

// Before Decap reads or writes the signed-in editor: out of reach of every other page of the site.
keepSignInToThisTab()

// The site's design tokens and base styles, inside the preview frame only: in the editor's own page
// they would restyle the CMS.
CMS.registerPreviewStyle(siteStyles, { raw: true })
// The components' CSS modules: their class names are hashed, so they change nothing in the CMS's
// page, and the preview frame needs the same rules. Built, they are the page's one stylesheet (the
// previews' own included: scripts/lib/buildAdmin.ts keeps every rule in it); in the development
// server, the <style> elements Vite adds as the previews' modules load, taken in again then.
const registeredStyles = new Set<string>()
function registerPageStyles(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!registeredStyles.has(link.href)) CMS.registerPreviewStyle(link.href)
    registeredStyles.add(link.href)
  }
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-vite-dev-id]')) {
    const id = style.dataset.viteDevId ?? ''
    if (!registeredStyles.has(id)) CMS.registerPreviewStyle(style.textContent ?? '', { raw: true })
    registeredStyles.add(id)
  }
}
registerPageStyles()

// The previews: loaded right after the first screen's code, not with it (admin/previews/register.ts).
let templates: Promise<typeof Templates> | undefined
const loadPreviews = () =>
  (templates ??= import('./previews/templates').then((loaded) => {
    registerPageStyles()
    return loaded
  }))

// A text field emptied by the editor is left out of the file, as a hand-written file leaves it out,
// instead of being written as '' (which the schemas refuse: a required text is never empty, and
// Decap refuses to save an empty required field).
const omitEmpty = { serialize: (value: unknown) => (value === '' ? undefined : value), deserialize: (value: unknown) => value }
CMS.registerWidgetValueSerializer('string', omitEmpty)
CMS.registerWidgetValueSerializer('text', omitEmpty)

// The body opens in Markdown, as the guide teaches it and as the file keeps it: Decap's rich-text
// mode saves a typed "## Heading" escaped ("\\## Heading"), which the page shows as it is. Decap
// remembers the mode an editor switches to under this key; only a first visit is set here.
if (localStorage.getItem('cms.md-mode') === null) localStorage.setItem('cms.md-mode', 'raw')

registerFormats(CMS)
registerDayField(CMS)
registerPictureInsert(CMS)
registerRelations(CMS)
registerReferrerCheck(CMS)
registerInUseCheck(CMS)
registerWholeMediaLibrary(CMS)
registerTranslationState(CMS)
registerPreviews(CMS, loadPreviews)
reloadOnEntrySwitch()
// The interface in the browser's language (Romanian for a Romanian browser): Decap's own words, and
// the labels and hints of the forms.
const configUrl = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href ?? '/admin/config.yml'
const language = registerInterfaceLanguage(CMS, navigator.languages)
document.documentElement.lang = language
// Its fields' labels in that language.
registerEditorComponents(CMS)
void startingConfig(language, configUrl).then((config) => {
  CMS.init({ config: config as never })
  void loadPreviews()
})
