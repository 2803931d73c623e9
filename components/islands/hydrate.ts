import { documentLocale } from '../../lib/shared/locales'
import { whenIdle } from './whenIdle'
import { islandEnhancers, islandLoaders, type IslandName } from './registry'

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && (Object.hasOwn(islandLoaders, name) || Object.hasOwn(islandEnhancers, name))
}

async function hydrate(marker: HTMLElement): Promise<void> {
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
    await enhance(root, JSON.parse(propsScript.textContent || '{}') as never)
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
  // In the page's language, as the server rendered it (components/islands/Island.tsx).
  hydrateRoot(root, createElement(LocaleProvider, { locale: documentLocale(), children: createElement(Hydrated) }), { identifierPrefix: marker.dataset.prefix ?? '' })
}

function firstBox(marker: HTMLElement): Element {
  // Island wrappers are `display: contents` and have no box of their own to observe.
  return marker.querySelector(':scope > [data-island-root] > *') ?? marker
}

function schedule(marker: HTMLElement): void {
  const run = () => {
    hydrate(marker).catch((error: unknown) => console.error(`Island ${marker.dataset.island} failed to start`, error))
  }
  switch (marker.dataset.when) {
    case 'idle':
      whenIdle(run)
      break
    case 'visible': {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect()
            run()
          }
        },
        { rootMargin: '200px' },
      )
      observer.observe(firstBox(marker))
      break
    }
    default:
      run()
  }
}

export function hydrateIslands(): void {
  for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) schedule(marker)
}
