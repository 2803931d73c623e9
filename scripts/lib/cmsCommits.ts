/**
 * `npm run edit` (without `--workflow`): every save of the content manager becomes a commit, as a
 * save on the published site becomes a commit on GitHub. decap-server's local mode only writes the
 * files; an editor would otherwise need a terminal (and git) to keep them. After decap-server has
 * written an entry, a picture, or a deletion, the files that request named, and only those, are
 * committed with the message the content manager wrote for it ("Update Post “calm-software”").
 * Anything else the folder holds, committed or not, staged or not, stays as it was.
 */
import { execFileSync } from 'node:child_process'

/** What to tell the editor after a save: said in the terminal, and in the browser when it went wrong. */
export interface Said {
  message: string
  /** The save reached the folder, but not its commit (or its merge): the browser says so too. */
  problem: boolean
}

type Params = Record<string, unknown>

const at = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Params)[key] : undefined)
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])
const strings = (values: unknown[]): string[] => values.filter((v): v is string => typeof v === 'string' && v !== '')

/**
 * The files a request of the content manager writes or deletes (`action`, `params` as decap-server
 * takes them), and the commit message it carries; nothing for a request that changes no file.
 */
export function savedFiles(action: unknown, params: unknown): { paths: string[]; message: string } | undefined {
  const message = at(at(params, 'options'), 'commitMessage')
  let paths: string[]
  switch (action) {
    case 'persistEntry': {
      const entry = at(params, 'entry')
      const dataFiles = [...list(at(params, 'dataFiles')), ...(entry === undefined ? [] : [entry])]
      paths = strings([...dataFiles.flatMap((file) => [at(file, 'path'), at(file, 'newPath')]), ...list(at(params, 'assets')).map((asset) => at(asset, 'path'))])
      break
    }
    case 'persistMedia':
      paths = strings([at(at(params, 'asset'), 'path')])
      break
    case 'deleteFile':
      paths = strings([at(params, 'path')])
      break
    case 'deleteFiles':
      paths = strings(list(at(params, 'paths')))
      break
    default:
      return undefined
  }
  if (paths.length === 0) return undefined
  return { paths: [...new Set(paths)], message: typeof message === 'string' && message.trim() ? message.trim() : 'A change made in the content manager' }
}

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
}

/** Whether `repo` is a git repository's folder (a copy of the site without git has nothing to commit to). */
export function isGitRepository(repo: string): boolean {
  try {
    return git(repo, ['rev-parse', '--is-inside-work-tree']) === 'true'
  } catch {
    return false
  }
}

/** git's own first line of why a command failed. */
function gitReason(error: unknown): string {
  const text = String((error as { stderr?: unknown }).stderr || (error as Error).message || error)
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line && !line.startsWith('hint:')) ?? 'no reason given'
  )
}

/**
 * After decap-server answered `action` with `status`: the files it wrote or deleted are committed
 * in `repo`, alone, with the content manager's message. Returns what to tell the editor, or nothing
 * when the request changed no file (or failed, which the content manager says itself).
 */
export function commitSaved(repo: string, action: unknown, params: unknown, status: number): Said | undefined {
  const saved = status === 200 ? savedFiles(action, params) : undefined
  if (!saved) return undefined
  const files = saved.paths.join(', ')
  if (!isGitRepository(repo)) return { message: `Saved ${files} (this folder is not a git repository, so nothing was committed).`, problem: false }
  // Who commits: the folder's own git user, or the content manager when git knows none.
  const identity = (() => {
    try {
      git(repo, ['config', 'user.name'])
      git(repo, ['config', 'user.email'])
      return []
    } catch {
      return ['-c', 'user.name=Content manager', '-c', 'user.email=content-manager@localhost']
    }
  })()
  try {
    // `add -A` takes in new files and deletions too; `commit --only` commits these paths and
    // nothing else that is staged.
    git(repo, ['add', '-A', '--', ...saved.paths])
    if (git(repo, ['diff', '--cached', '--name-only', '--', ...saved.paths]) === '')
      return { message: `Saved ${files}: nothing changed, so there was nothing to commit.`, problem: false }
    git(repo, [...identity, '-c', 'commit.gpgsign=false', 'commit', '--quiet', '--only', '-m', saved.message, '--', ...saved.paths])
    return { message: `Committed “${saved.message}” (${files}).`, problem: false }
  } catch (error) {
    return {
      message: `Saved in ${files}, but git could not commit it (git: ${gitReason(error)}). Your text is in the file; save again once git can commit, or ask whoever looks after the site.`,
      problem: true,
    }
  }
}
