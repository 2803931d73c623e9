import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { LocaleProvider, useLocale } from '../locale'
import type { IslandName } from './registry'
import { jsonInScript } from '../../lib/shared/escape'

/**
 * When the island's code is loaded: at once, when scrolled into view, or on first use (a tap, a key,
 * a focus inside it: components/islands/hydrate.ts). A form or a search box waits for its first
 * use; a widget that shows something on its own (a carousel, counters) waits to be in view.
 */
export type HydrateWhen = 'load' | 'visible' | 'interaction'

const IslandCounter = createContext<{ next: number }>({ next: 0 })

/** One counter per page render, so island ids are the same on every build of a page. */
export function IslandScope({ children }: { children: ReactNode }) {
  return <IslandCounter.Provider value={{ next: 0 }}>{children}</IslandCounter.Provider>
}

/** Props must survive JSON: they are written into the page for the browser. */
type JsonProps<P> = P & Record<string, unknown>

/**
 * Renders an interactive widget to HTML as its own React root, and leaves a marker telling the
 * client which island it is, when to hydrate it and with which props (as inert JSON, never as code).
 */
export function Island<P extends object>(props: { name: IslandName; component: ComponentType<P>; props: JsonProps<P>; when?: HydrateWhen }) {
  const counter = useContext(IslandCounter)
  // A server-side count of the page's islands, never state that re-renders.
  // eslint-disable-next-line react-hooks/immutability
  const prefix = `${props.name.toLowerCase()}${counter.next++}-`
  const Component = props.component
  // Rendered in the page's language; the browser starts it in the same one (the page's <html lang>),
  // so its links and words are the same on both sides.
  const locale = useLocale()
  const html = renderToString(
    <LocaleProvider locale={locale}>
      <Component {...props.props} />
    </LocaleProvider>,
    { identifierPrefix: prefix },
  )
  const json = jsonInScript(props.props)
  return (
    <div className="island" data-island={props.name} data-when={props.when ?? 'load'} data-prefix={prefix}>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
      <div className="island" data-island-root="" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  )
}
