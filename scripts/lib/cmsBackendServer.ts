/**
 * decap-server, the content manager's local backend of `npm run edit`, where no browser reaches
 * it. decap-server's own program listens on a TCP port (8081) that every page the editor's browser
 * opens can reach, with no sign-in, lets any localhost page read its answers, and writes wherever
 * it is told in the repository. Here its middlewares (decap-server/dist/middlewares.js, as its
 * program uses them) run in an express app of this process, on a Unix socket in a fresh folder that
 * only this user may open (mode 0700): only the development server's proxy (cmsBackendProxy.ts)
 * talks to it, and lets through only the content manager's own requests for content/.
 */
import fs from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { askBackend } from './cmsBackendProxy'

/** decap-server's local file system mode (`fs`: saves write into the folder) or its git mode (`git`: the editorial workflow). */
export type BackendMode = 'fs' | 'git'

type App = http.RequestListener
type Register = (app: App, options?: { logLevel?: string }) => Promise<void>

// From decap-server's own dependencies, as its program takes them (express is not the project's).
const decapRequire = createRequire(createRequire(import.meta.url).resolve('decap-server/dist/middlewares.js'))
const express = decapRequire('express') as () => App
const { registerLocalFs, registerLocalGit } = decapRequire('decap-server/dist/middlewares.js') as { registerLocalFs: Register; registerLocalGit: Register }

/** Where decap-server's middlewares find the folder they work in. */
const DECAP_FOLDER_VARIABLE = 'GIT_REPO_DIRECTORY'

export interface DecapBackend {
  /** The socket the development server asks it on. */
  socket: string
  /** Stops it and removes its folder. */
  close: () => Promise<void>
}

/** A fresh folder for the socket, which only this user may open. */
function privateFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cms-'))
  fs.chmodSync(dir, 0o700)
  return dir
}

/**
 * decap-server working in `repo`, on a socket of a fresh private folder, answering once this
 * returns. `logLevel` is winston's (`info` tells what it configured; `warn`, `error` keep it quiet).
 */
export async function startDecapBackend({ mode, repo, logLevel = 'info' }: { mode: BackendMode; repo: string; logLevel?: string }): Promise<DecapBackend> {
  const dir = privateFolder()
  const socket = path.join(dir, 'decap.sock')
  const server = http.createServer()
  // Gone with this process, however it ends.
  const removeFolder = () => fs.rmSync(dir, { recursive: true, force: true })
  process.once('exit', removeFolder)
  const close = async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    process.off('exit', removeFolder)
    removeFolder()
  }
  try {
    const app = express()
    // decap-server's middlewares take their folder from the environment, read as they are
    // registered (before their first await): given for that moment only (not a setting of the
    // project), and checked below.
    const before = process.env[DECAP_FOLDER_VARIABLE]
    process.env[DECAP_FOLDER_VARIABLE] = repo
    let registered: Promise<void>
    try {
      registered = (mode === 'git' ? registerLocalGit : registerLocalFs)(app, { logLevel })
    } finally {
      if (before === undefined) delete process.env[DECAP_FOLDER_VARIABLE]
      else process.env[DECAP_FOLDER_VARIABLE] = before
    }
    await registered
    server.on('request', app)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(socket, () => resolve())
    })
    fs.chmodSync(socket, 0o600)
    const info = await askBackend(socket, JSON.stringify({ action: 'info' }))
    const { repo: name, type } = JSON.parse(info.body.toString('utf8')) as { repo?: string; type?: string }
    if (info.status !== 200 || name !== path.basename(path.resolve(repo)) || type !== (mode === 'git' ? 'local_git' : 'local_fs'))
      throw new Error(`decap-server did not start on ${repo} in its ${mode} mode (it answered ${info.status}: ${info.body.toString('utf8').slice(0, 200)}).`)
    return { socket, close }
  } catch (error) {
    await close().catch(() => undefined)
    throw error
  }
}
