// The only script every page loads, small and without React: the consent choice, the header's
// search box and same-page menu links. Pages with islands then load the code that starts them
// (each island loads React and its own code only when it is needed).
import { startConsent } from '../components/Consent/consent'
import { enhanceHeader } from '../components/Header/enhance'
import { recordUse } from '../components/islands/firstUse'

startConsent()
enhanceHeader()
if (document.querySelector('[data-island]')) {
  // A tap on a filter tab or a form's button while the islands' code is on its way (a slow phone,
  // a busy network) is kept, and made again once that island works, instead of doing nothing.
  const early = recordUse(document)
  import('../components/islands/hydrate')
    .then(({ hydrateIslands }) => hydrateIslands(early))
    .catch((error: unknown) => {
      // Without their code the islands stay as the server drew them: links are followed again.
      early.stop()
      console.error('The page’s widgets could not start', error)
    })
}
document.documentElement.dataset.enhanced = 'true'
// In the development server, a page shows a content file's change at once (vite.config.ts sends
// the event). Only the site's pages listen: the content manager, whose saves are such changes,
// keeps the editor where they are.
if (import.meta.hot) import.meta.hot.on('site:content-changed', () => location.reload())
