/**
 * `npm run edit`: edit the site in the browser on this machine. Starts the local backend of the
 * content manager (decap-server, on a Unix socket only this user can open, scripts/lib/cmsBackendServer.ts)
 * and the development server, on 127.0.0.1 (`HOST` moves it, `PORT` its port, 3000): open
 * http://127.0.0.1:3000/admin/. The development server passes the content manager's requests on to
 * decap-server (scripts/lib/cmsBackendProxy.ts), and only those: each session has a random token,
 * which the development server writes into its copy of the CMS configuration, and only that copy
 * (`local_backend`, see vite.config.ts; the published configuration and `_headers` never name this
 * machine), and no other page, origin or machine can read it; and only files in content/ are read or
 * written. Nothing needs the internet or a GitHub account: what the CMS saves is written into
 * content/ here, committed with only its own files (scripts/lib/cmsCommits.ts), and the development
 * server shows it at once.
 *
 * `npm run edit -- --workflow` uses decap-server's git mode instead: the editorial workflow of the
 * published site (each save a `cms/…` branch of this repository, with its place on the Workflow
 * board; "Publish" merges it into the branch this folder is on). decap-server works in a git
 * worktree of its own (scripts/lib/cmsWorkflow.ts), so this folder is never switched between
 * branches and changes not yet committed here are neither committed nor lost; the content manager
 * starts from this branch's last commit.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import YAML from 'yaml'
import { newSessionToken, sessionEnv } from './lib/cmsBackendProxy'
import { startDecapBackend, type DecapBackend } from './lib/cmsBackendServer'
import { prepareWorkflowWorktree, removeWorkflowWorktree, WORKFLOW_BASE_ENV, WorkflowError, type WorkflowWorktree } from './lib/cmsWorkflow'

const root = process.cwd()
const port = Number(process.env.PORT || 3000)
// As vite.config.ts reads it: this machine only, unless HOST says otherwise (0.0.0.0 shares the site on the network).
const host = process.env.HOST || '127.0.0.1'
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
let worktree: WorkflowWorktree | undefined
let backend: DecapBackend | undefined
function stop(code = 0): void {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill()
  if (worktree) removeWorkflowWorktree(root, worktree)
  void backend?.close()
  process.exitCode = code
}
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())

if (workflow) {
  try {
    worktree = prepareWorkflowWorktree(root)
  } catch (error) {
    if (!(error instanceof WorkflowError)) throw error
    console.error(`\n${error.message}\n`)
    process.exit(1)
  }
}

/** Whether the development server can have its port (Vite would quietly take the next one, and the address printed below would be wrong). */
function portIsFree(): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, host, () => probe.close(() => resolve(true)))
  })
}

/** decap-server on its socket, or nothing when it cannot start (said why). */
async function startBackend(): Promise<DecapBackend | undefined> {
  try {
    return await startDecapBackend({ mode: worktree ? 'git' : 'fs', repo })
  } catch (error) {
    console.error(`\nThe content manager's local backend (decap-server) did not start: ${error instanceof Error ? error.message : String(error)}\n`)
    return undefined
  }
}

const repo = worktree?.dir ?? root
if (await portIsFree()) backend = await startBackend()
else console.error(`\nPort ${port} of ${host} is taken (another npm run edit or npm run dev?): stop it, or choose another port, e.g. PORT=3001 npm run edit\n`)
if (!backend) stop(1)
else
  start('The development server', [path.join(root, 'node_modules/vike/bin.js'), 'dev', '--port', String(port)], {
    ...sessionEnv({ token: newSessionToken(), socket: backend.socket, repo }),
    HOST: host,
    ...(worktree ? { [WORKFLOW_BASE_ENV]: worktree.base } : {}),
  })

/** The branch the site is published from (site.yaml › repository.branch, in the generated configuration). */
function publishedBranch(): string | undefined {
  const config = YAML.parse(fs.readFileSync(path.join(root, 'public/admin/config.yml'), 'utf8')) as { backend?: { branch?: string } }
  return config.backend?.branch
}

/**
 * Where to open the content manager. Decap uses its local backend only on a page at localhost or
 * 127.0.0.1, and the proxy answers this machine only, so HOST must listen on 127.0.0.1 for it (as
 * 127.0.0.1 itself, a wildcard address and localhost do).
 */
const onLoopback = /^(127\.0\.0\.1|localhost|0\.0\.0\.0|::|\[::\])$/.test(host)
const shared = /^(0\.0\.0\.0|::|\[::\])$/.test(host)
const published = worktree && publishedBranch()
const siteAddress = `http://${onLoopback ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}/`
if (backend)
  console.log(
    (onLoopback
      ? `\nEdit the site at ${siteAddress}admin/ (the site itself: ${siteAddress}).\n`
      : `\nThe site: ${siteAddress}. HOST=${host} does not listen on 127.0.0.1, so the content manager cannot save ` +
        '(it saves only when opened at 127.0.0.1 or localhost): leave HOST unset, or set HOST=0.0.0.0 to share the site on your network too.\n') +
      (shared ? `HOST=${host}: the site is shared on your network too; the content manager saves from this computer only.\n` : '') +
      (worktree
        ? `Editorial workflow: each save is a cms/… branch of this repository; Publish merges it into your branch ${worktree.editorBranch}.\n` +
          (published && published !== worktree.editorBranch
            ? `This folder is on the branch ${worktree.editorBranch}; the site is published from ${published}. ` +
              `What you publish here reaches the site when ${worktree.editorBranch} is merged into ${published} (open a pull request), ` +
              `or switch to ${published} first (git switch ${published}) and start again.\n`
            : '')
        : 'Each save is written into content/ at once and committed, with only its own files; push them and open a pull request as usual.\n') +
      'Stop with Ctrl+C.\n',
  )
