/**
 * `npm run edit`: edit the site in the browser on this machine. Starts the local backend of the
 * content manager (decap-server, on 127.0.0.1:8081) and the development server, whose copy of the
 * CMS configuration, and only that copy, points the CMS at it (`local_backend`, see vite.config.ts;
 * the published configuration and `_headers` never name this machine); open
 * http://localhost:3000/admin/ (PORT moves it). Nothing needs the internet or a GitHub account:
 * what the CMS saves is written into content/ here, and the development server shows it at once.
 *
 * `npm run edit -- --workflow` uses decap-server's git mode instead: the editorial workflow of the
 * published site (each save a `cms/…` branch of this repository, "Publish" merges it into the
 * current branch). That mode commits every change in the working tree with the entry, so start it
 * on a clean working tree.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { LOCAL_BACKEND } from './lib/cmsConfig'

const root = process.cwd()
const port = Number(process.env.PORT || 3000)
const workflow = process.argv.includes('--workflow')

const children: ChildProcess[] = []
function start(name: string, args: string[], env: Record<string, string> = {}): void {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  child.on('exit', (code) => {
    if (stopping) return
    console.error(`${name} stopped (exit code ${code ?? 'none'}); stopping the rest.`)
    stop(code ?? 1)
  })
  children.push(child)
}

let stopping = false
function stop(code = 0): void {
  stopping = true
  for (const child of children) child.kill()
  process.exitCode = code
}
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())

start('The CMS backend (decap-server)', [path.join(root, 'node_modules/decap-server/dist/index.js')], {
  MODE: workflow ? 'git' : 'fs',
  GIT_REPO_DIRECTORY: root,
  PORT: String(LOCAL_BACKEND.port),
  BIND_HOST: LOCAL_BACKEND.host,
})
start('The development server', [path.join(root, 'node_modules/vike/bin.js'), 'dev', '--port', String(port)])

console.log(
  `\nEdit the site at http://localhost:${port}/admin/ (the site itself: http://localhost:${port}/).\n` +
    (workflow
      ? 'Editorial workflow: each save is a cms/… branch of this repository; Publish merges it.\n'
      : 'Saves are written into content/ at once; review them with git and open a pull request as usual.\n') +
    'Stop with Ctrl+C.\n',
)
