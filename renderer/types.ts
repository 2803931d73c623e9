import type { Locale } from '../lib/shared/locales'

// Types Vike's pageContext carries in this project.
declare global {
  namespace Vike {
    interface PageContext {
      Page?: () => React.JSX.Element
      /** The language of the page, from its address (renderer/+onBeforeRoute.ts). */
      locale: Locale
    }
  }
}

export {}
