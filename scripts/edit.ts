/**
 * `npm run edit`: edit the site in the browser on this machine. Starts the local backend of the
 * content manager (decap-server, on 127.0.0.1:8081) and the development server, whose copy of the
 * CMS configuration, and only that copy, points the CMS at it (`local_backend`, see vite.config.ts;
 * the published configuration and `_headers` never name this machine); open
 * http://localhost:3000/admin/ (PORT moves it). Nothing needs the internet or a GitHub account:
 * what the CMS saves is written into content/ here, and the development server shows it at once.
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
import path from 'node:path'
import YAML from 'yaml'
import { LOCAL_BACKEND } from './lib/cmsConfig'
import { prepareWorkflowWorktree, removeWorkflowWorktree, WORKFLOW_BASE_ENV, WorkflowError, type WorkflowWorktree } from './lib/cmsWorkflow'

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
let worktree: WorkflowWorktree | undefined
function stop(code = 0): void {
  stopping = true
  for (const child of children) child.kill()
  if (worktree) removeWorkflowWorktree(root, worktree)
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

start('The CMS backend (decap-server)', [path.join(root, 'node_modules/decap-server/dist/index.js')], {
  MODE: worktree ? 'git' : 'fs',
  GIT_REPO_DIRECTORY: worktree?.dir ?? root,
  PORT: String(LOCAL_BACKEND.port),
  BIND_HOST: LOCAL_BACKEND.host,
})
start('The development server', [path.join(root, 'node_modules/vike/bin.js'), 'dev', '--port', String(port)], worktree ? { [WORKFLOW_BASE_ENV]: worktree.base } : {})

/** The branch the site is published from (site.yaml › repository.branch, in the generated configuration). */
function publishedBranch(): string | undefined {
  const config = YAML.parse(fs.readFileSync(path.join(root, 'public/admin/config.yml'), 'utf8')) as { backend?: { branch?: string } }
  return config.backend?.branch
}

const published = worktree && publishedBranch()
console.log(
  `\nEdit the site at http://localhost:${port}/admin/ (the site itself: http://localhost:${port}/).\n` +
    (worktree
      ? `Editorial workflow: each save is a cms/… branch of this repository; Publish merges it into your branch ${worktree.editorBranch}.\n` +
        (published && published !== worktree.editorBranch
          ? `This folder is on the branch ${worktree.editorBranch}; the site is published from ${published}. ` +
            `What you publish here reaches the site when ${worktree.editorBranch} is merged into ${published} (open a pull request), ` +
            `or switch to ${published} first (git switch ${published}) and start again.\n`
          : '')
      : 'Saves are written into content/ at once; review them with git and open a pull request as usual.\n') +
    'Stop with Ctrl+C.\n',
)
