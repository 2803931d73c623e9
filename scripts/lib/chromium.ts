/** Where Debian's Chromium lives; CHROMIUM_PATH points elsewhere on other systems. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium'
}

/**
 * Browser features a test browser has no use for, each of which starts a process for every new
 * browser context (so for every test): the omnibox popup, drawn as a web page of its own next to
 * each window since Chromium 15x, and the spare renderer kept ready for a next navigation that a
 * test's context, closed after use, never makes. Together they were half of the processor time of
 * opening a test's page on a two-core machine (1.0 s of CPU for a context and page, 0.6 s without).
 * Neither changes how a web page loads or draws.
 */
const unusedFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'SpareRendererForSitePerProcess']

/** Flags for a quiet headless Chromium on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  `--disable-features=${unusedFeatures.join(',')}`,
]
