import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { chromiumPath } from './chromium'

const INSTALL = 'apt-get update && apt-get install -y chromium'

/**
 * The end-to-end tests drive a real Chromium. When it is missing, root installs Debian's package;
 * anyone else is told the exact command to run. Never a stack trace.
 */
export function ensureChromium(): boolean {
  const executable = chromiumPath()
  if (fs.existsSync(executable)) return true
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH is set to ${executable}, but there is no file there. Point it at a Chromium or Chrome executable.`)
    return false
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(
      `The end-to-end tests need Chromium at ${executable}, and it is not installed.\nInstall it with:\n\n  sudo sh -c '${INSTALL}'\n\nor set CHROMIUM_PATH to another Chromium or Chrome executable.`,
    )
    return false
  }
  console.log(`Chromium is missing: installing Debian's package (${INSTALL}) …`)
  const result = spawnSync('sh', ['-c', `${INSTALL.replace('apt-get install', 'DEBIAN_FRONTEND=noninteractive apt-get install')}`], { stdio: 'inherit' })
  if (result.status !== 0 || !fs.existsSync(executable)) {
    console.error(`Installing Chromium failed. Run this yourself, then try again:\n\n  ${INSTALL}`)
    return false
  }
  return true
}
