import { documentLocale } from '../../lib/shared/locales'
import { onFirstUse, wasUsed, type EarlyUse, type UseRecording } from './firstUse'
import { islandEnhancers, islandLoaders, startsAtOnce, startsOnFirstUseItself, type IslandName } from './registry'

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && (Object.hasOwn(islandLoaders, name) || Object.hasOwn(islandEnhancers, name))
}

async function hydrate(marker: HTMLElement, early?: EarlyUse): Promise<void> {
  const name = marker.dataset.island
  if (!isIslandName(name)) {
    console.error(`Unknown island "${String(name)}"`)
    return
  }
  const propsScript = marker.querySelector(':scope > script[type="application/json"]')
  const root = marker.querySelector<HTMLElement>(':scope > [data-island-root]')
  if (!propsScript || !root) return
  if (Object.hasOwn(islandEnhancers, name)) {
    const { enhance } = await islandEnhancers[name as keyof typeof islandEnhancers]()
    await enhance(root, JSON.parse(propsScript.textContent || '{}') as never, early)
    marker.dataset.hydrated = 'true'
    return
  }
  const [{ createElement, useEffect }, { hydrateRoot }, { LocaleProvider }, module] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('../locale'),
    islandLoaders[name as keyof typeof islandLoaders](),
  ])
  const props = JSON.parse(propsScript.textContent || '{}') as Record<string, unknown>
  // Marks the island once React has attached its handlers, for styles and tests alike.
  function Hydrated() {
    useEffect(() => {
      marker.dataset.hydrated = 'true'
    }, [])
    return createElement(module.default as React.ComponentType<Record<string, unknown>>, props)
  }
  // From here React answers a press itself (a press before this is made again: schedule()).
  marker.dataset.hydrating = 'true'
  // In the page's language, as the server rendered it (components/islands/Island.tsx).
  hydrateRoot(root, createElement(LocaleProvider, { locale: documentLocale(), children: createElement(Hydrated) }), { identifierPrefix: marker.dataset.prefix ?? '' })
}

function firstBox(marker: HTMLElement): Element {
  // Island wrappers are `display: contents` and have no box of their own to observe.
  return marker.querySelector(':scope > [data-island-root] > *') ?? marker
}

/**
 * Starts `run` at the first tap, key or focus inside the island, or when `now()` is called; a
 * press on one of its buttons before it works (a form's Send, a filter tab, drawn working but not
 * answering yet), here or before this listened (`early`), is made again once it is ready, unless
 * React answered it while hydrating.
 */
function startOnFirstUse(marker: HTMLElement, run: () => void, early: EarlyUse): { now: () => void } {
  const use = onFirstUse(
    marker,
    () => {
      const ready = new MutationObserver(() => {
        if (marker.dataset.hydrated !== 'true') return
        ready.disconnect()
        use.ready()
      })
      ready.observe(marker, { attributes: true, attributeFilter: ['data-hydrated'] })
      run()
    },
    () => marker.dataset.hydrating === 'true',
    early,
  )
  return use
}

function schedule(marker: HTMLElement, early: EarlyUse): void {
  const itself = startsOnFirstUseItself.has(marker.dataset.island as IslandName)
  const run = () => {
    hydrate(marker, itself ? early : undefined).catch((error: unknown) => console.error(`Island ${marker.dataset.island} failed to start`, error))
  }
  // An island's controls are drawn working before it starts: a press on one before then (or the
  // focus) starts it, and the press is made again once it works (unless the island does both itself).
  const start = itself ? run : startOnFirstUse(marker, run, early).now
  // Pressed before this script arrived: the visitor is already using it.
  if (wasUsed(early)) {
    start()
    return
  }
  switch (marker.dataset.when) {
    case 'visible': {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect()
            start()
          }
        },
        { rootMargin: '200px' },
      )
      observer.observe(firstBox(marker))
      break
    }
    case 'interaction': {
      // The first tap, key or focus inside the island starts it: a form nobody touches costs the
      // page nothing. What the visitor types meanwhile stays in the fields.
      // A visitor who tapped into a field before this script arrived is already using the island.
      if (marker.contains(document.activeElement) || startsAtOnce[marker.dataset.island as IslandName]?.()) start()
      break
    }
    default:
      // At once: a press while its code is on the way (the cover video's button) still counts.
      start()
  }
}

/**
 * Schedules every island of the page, then marks the document `data-islands="armed"`: from then
 * on each island starts by its rule (at once, when visible, or on first use), so a test
 * can wait for the mark and then act as a visitor would, once. `early` holds what the visitor
 * pressed in an island while this code was on its way (renderer/+client.ts): each island it
 * names starts at once and is pressed again once it works.
 */
export function hydrateIslands(early: UseRecording): void {
  // From here each island keeps its own presses (onFirstUse), and none is kept twice.
  early.stop()
  for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) schedule(marker, early.takeFor(marker))
  document.documentElement.dataset.islands = 'armed'
}
