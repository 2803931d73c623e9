/**
 * The editorial workflow of `npm run edit -- --workflow`, on this machine.
 *
 * decap-server's git mode works by checking branches out: every save checks out the entry's
 * `cms/…` branch, commits, and checks the base branch out again; every list of the Workflow board
 * does the same. Run in the editor's own folder, that switched the folder between branches dozens
 * of times a minute, under the development server (which reloaded on every switch) and under any
 * change the editor had not committed. So decap-server works in a git worktree of its own, outside
 * the project, on a branch of its own (`cms-workflow/<the editor's branch>`): the `cms/…` branches
 * and their review states live in the same repository (they show in `git branch`), and the editor's
 * folder is never switched. When an entry is published (merged into that branch), the development
 * server merges it into the editor's branch (`mergePublished`), and the site's pages show it.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Said } from './cmsCommits'

/** Where the development server learns the workflow's branch (set by `npm run edit -- --workflow`). */
export const WORKFLOW_BASE_ENV = 'CMS_WORKFLOW_BASE'

export interface WorkflowWorktree {
  /** The worktree decap-server works in. */
  dir: string
  /** Its branch: where Publish merges an entry, and the `branch` of the CMS configuration. */
  base: string
  /** The editor's branch, which a published entry is merged into. */
  editorBranch: string
}

/** A problem the editor can fix, in words for them (no stack trace). */
export class WorkflowError extends Error {}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-C', cwd, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
}

function gitOk(cwd: string, ...args: string[]): boolean {
  try {
    git(cwd, ...args)
    return true
  } catch {
    return false
  }
}

/** The branch of the editor's folder, or a WorkflowError when it is on none. */
export function currentBranch(root: string): string {
  try {
    return git(root, 'symbolic-ref', '--quiet', '--short', 'HEAD')
  } catch {
    throw new WorkflowError(
      'This folder is not on a branch (git calls it a "detached HEAD"), so a published entry would have nowhere to go. ' +
        'Switch to the branch you want to edit, for example: git switch main',
    )
  }
}

/** The workflow's branch for an editor's branch. Not under `cms/`, which decap-server reads as entries. */
export function workflowBase(editorBranch: string): string {
  return `cms-workflow/${editorBranch}`
}

/**
 * Makes (or brings up to date) the worktree of the editor's branch: its branch starts from the
 * editor's last commit and takes in every commit made since. A worktree of an earlier run is made
 * again (it holds nothing that is not in the repository's branches).
 */
export function prepareWorkflowWorktree(root: string): WorkflowWorktree {
  const editorBranch = currentBranch(root)
  const base = workflowBase(editorBranch)
  const id = createHash('sha256').update(fs.realpathSync(root)).digest('hex').slice(0, 12)
  const dir = path.join(os.tmpdir(), `site-cms-workflow-${id}`)
  if (fs.existsSync(dir)) gitOk(root, 'worktree', 'remove', '--force', dir)
  fs.rmSync(dir, { recursive: true, force: true })
  git(root, 'worktree', 'prune')
  if (!gitOk(root, 'rev-parse', '--verify', '--quiet', `refs/heads/${base}`)) git(root, 'branch', base, editorBranch)
  git(root, 'worktree', 'add', '--quiet', dir, base)
  // The editor's commits since the last run (an entry's branch is rebased on them when it is saved).
  if (!gitOk(dir, '-c', 'commit.gpgsign=false', 'merge', '--quiet', '--no-edit', editorBranch)) {
    gitOk(dir, 'merge', '--abort')
    throw new WorkflowError(
      `The branch ${base}, where the content manager publishes, and your branch ${editorBranch} changed the same lines. ` +
        `Merge it by hand (git merge ${base}), or delete it if nothing in it is needed (git branch -D ${base}), then start again.`,
    )
  }
  return { dir, base, editorBranch }
}

/** Removes the worktree (its branch and the entries' branches stay). */
export function removeWorkflowWorktree(root: string, worktree: WorkflowWorktree): void {
  gitOk(root, 'worktree', 'remove', '--force', worktree.dir)
  fs.rmSync(worktree.dir, { recursive: true, force: true })
  gitOk(root, 'worktree', 'prune')
}

/** decap-server's branch of an entry of the workflow (decap-cms-lib-util's branchFromContentKey). */
export function entryBranch(collection: string, slug: string): string {
  return `cms/${collection}/${slug}`
}

/**
 * Before an entry is published (`action`, `params` as decap-server takes them): why publishing it
 * now would fail to reach the editor's folder, or nothing. It would when a file the entry changes
 * has changes in the folder that are not committed (git would refuse to merge over them): the
 * publish is refused, in the browser, naming those files, and the entry stays on the board as it is.
 */
export function publishRefusal(root: string, action: unknown, params: unknown): string | undefined {
  if (action !== 'publishUnpublishedEntry' || !params || typeof params !== 'object') return undefined
  const { collection, slug } = params as { collection?: unknown; slug?: unknown }
  if (typeof collection !== 'string' || typeof slug !== 'string') return undefined
  let changed: string[]
  try {
    // What the entry's branch changed since it left the editor's branch: what the merge writes.
    changed = git(root, 'diff', '--name-only', `${currentBranch(root)}...${entryBranch(collection, slug)}`)
      .split('\n')
      .filter(Boolean)
  } catch {
    return undefined
  }
  if (changed.length === 0) return undefined
  // Changed in the folder, staged, or new and not yet committed.
  const lines = (...args: string[]) =>
    git(root, ...args, '--', ...changed)
      .split('\n')
      .filter(Boolean)
  const dirty = [...new Set([...lines('ls-files', '--modified', '--others', '--exclude-standard'), ...lines('diff', '--cached', '--name-only')])].sort()
  if (dirty.length === 0) return undefined
  return (
    `Not published yet: ${dirty.join(', ')} ${dirty.length === 1 ? 'has' : 'have'} changes in your folder that are not committed, and publishing would write over them. ` +
    'Commit those changes (or put them aside with git stash), then publish again. This entry stays here as it is.'
  )
}

/**
 * After decap-server has answered `action`: a published entry (merged into the workflow's branch)
 * is merged into the editor's branch, in the editor's folder. Returns what to tell the editor (a
 * problem is said in the browser too), or nothing when there was nothing to do.
 */
export function mergePublished(root: string, base: string, action: unknown, status: number): Said | undefined {
  if (action !== 'publishUnpublishedEntry' || status !== 200) return undefined
  const editorBranch = currentBranch(root)
  if (workflowBase(editorBranch) !== base)
    return {
      message: `Published on ${base}, but this folder is now on the branch ${editorBranch}: to take the entry in, switch back and run git merge ${base}.`,
      problem: true,
    }
  try {
    git(root, '-c', 'commit.gpgsign=false', 'merge', '--quiet', '--no-edit', base)
    return { message: `Published: merged into your branch ${editorBranch}.`, problem: false }
  } catch (error) {
    gitOk(root, 'merge', '--abort')
    const reason = String((error as { stderr?: unknown }).stderr ?? error)
      .split('\n')
      .find((line) => line.trim())
    return {
      message:
        `Published on ${base}, but it could not be merged into your branch ${editorBranch} (git: ${reason?.trim()}). ` +
        `Commit or put aside your own changes to those files, then run git merge ${base}.`,
      problem: true,
    }
  }
}
