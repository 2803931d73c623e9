import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { askAgain } from '../../scripts/lib/cmsBackendProxy'
import { withLocalBackend } from '../../scripts/lib/cmsConfig'
import { startDecapServer } from '../e2e/support/decapServer'
import { currentBranch, mergePublished, prepareWorkflowWorktree, removeWorkflowWorktree, WorkflowError, type WorkflowWorktree } from '../../scripts/lib/cmsWorkflow'
import { freePort } from '../../scripts/lib/freePort'
import { committedRepo } from './helpers'

/**
 * `npm run edit -- --workflow` on a repository of its own: decap-server's git mode, in the worktree
 * the script makes, driven through its API as the content manager drives it (save, review state,
 * publish). The editor's folder stays on its branch throughout, keeps what it had not committed,
 * and receives the published entry.
 */
const ENTRY = 'content/blog/hello.en.md'

describe('the editorial workflow of npm run edit -- --workflow', () => {
  let root: string
  let worktree: WorkflowWorktree
  let stopServer: (() => Promise<void>) | undefined
  let backend: string
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim()
  /** The editor's folder: on main, whatever decap-server does. */
  const branches: string[] = []
  const call = async (action: string, params: Record<string, unknown>) => {
    const answer = await fetch(backend, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action, params: { branch: worktree.base, ...params } }),
    })
    branches.push(currentBranch(root))
    return { status: answer.status, body: (await answer.json()) as unknown }
  }

  beforeAll(async () => {
    root = committedRepo('cms-workflow-', { 'content/blog/old.en.md': '---\ntitle: Old\n---\n\nOld text.\n', 'notes.txt': 'committed\n' })
    // Work the editor has not committed: the content manager must neither commit nor lose it.
    fs.writeFileSync(path.join(root, 'notes.txt'), 'not committed yet\n')

    worktree = prepareWorkflowWorktree(root)
    ;({ backend, stop: stopServer } = await startDecapServer(worktree.dir, await freePort()))
  }, 90_000)

  afterAll(async () => {
    await stopServer?.()
    if (worktree) removeWorkflowWorktree(root, worktree)
    if (root) fs.rmSync(root, { recursive: true, force: true })
  })

  it('works in a worktree of its own, on a branch of its own, outside the folder', () => {
    expect(worktree.base).toBe('cms-workflow/main')
    expect(worktree.editorBranch).toBe('main')
    expect(path.relative(root, worktree.dir).startsWith('..')).toBe(true)
    expect(execFileSync('git', ['-C', worktree.dir, 'symbolic-ref', '--short', 'HEAD'], { encoding: 'utf8' }).trim()).toBe('cms-workflow/main')
    // The configuration the development server gives the content manager names that branch.
    const config = YAML.parse(withLocalBackend('backend:\n  name: github\n  branch: main\n', '/x', worktree.base)) as { backend: { branch: string } }
    expect(config.backend.branch).toBe('cms-workflow/main')
  })

  it('saves an entry as a cms/ branch with its review state, publishes it, and the editor’s branch receives it; the folder is never switched', async () => {
    const raw = '---\ntitle: Hello\n---\n\nA new post.\n'
    const saved = await call('persistEntry', {
      entry: { slug: 'hello', path: ENTRY, raw },
      assets: [],
      options: { commitMessage: 'Create post “hello”', useWorkflow: true, status: 'draft', collectionName: 'blog' },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(git('branch', '--list', 'cms/*')).toContain('cms/blog/hello')
    // Not yet in the editor's folder, nor on the workflow's branch.
    expect(fs.existsSync(path.join(root, ENTRY))).toBe(false)

    expect((await call('unpublishedEntries', {})).body).toEqual(['blog/hello'])
    expect((await call('updateUnpublishedEntryStatus', { collection: 'blog', slug: 'hello', newStatus: 'pending_publish' })).status).toBe(200)
    const entry = (await call('unpublishedEntry', { collection: 'blog', slug: 'hello' })).body as { status: string; diffs: Array<{ path: string }> }
    expect(entry.status).toBe('pending_publish')
    expect(entry.diffs.map((d) => d.path)).toEqual([ENTRY])

    const published = await call('publishUnpublishedEntry', { collection: 'blog', slug: 'hello' })
    expect(published.status).toBe(200)
    // What the development server does after this answer.
    expect(mergePublished(root, worktree.base, 'publishUnpublishedEntry', published.status)).toEqual({ message: 'Published: merged into your branch main.', problem: false })
    expect(fs.readFileSync(path.join(root, ENTRY), 'utf8')).toBe(raw)
    expect(git('log', '-1', '--format=%s', '--', ENTRY)).toBe('Create post “hello”')
    expect(git('branch', '--list', 'cms/*')).toBe('')

    expect(new Set(branches)).toEqual(new Set(['main']))
    expect(currentBranch(root)).toBe('main')
    // The editor's own change is still there, uncommitted, and in no commit of the workflow.
    expect(fs.readFileSync(path.join(root, 'notes.txt'), 'utf8')).toBe('not committed yet\n')
    expect(git('status', '--porcelain')).toBe('M notes.txt')
    // Other answers are left alone.
    expect(mergePublished(root, worktree.base, 'persistEntry', 200)).toBeUndefined()
    expect(mergePublished(root, worktree.base, 'publishUnpublishedEntry', 500)).toBeUndefined()
  }, 90_000)

  it('keeps the editor’s uncommitted change when a published entry touches the same file, and says how to take it in', async () => {
    fs.writeFileSync(path.join(root, ENTRY), '---\ntitle: Hello, edited by hand\n---\n\nA new post.\n')
    const raw = '---\ntitle: Hello again\n---\n\nA new post.\n'
    await call('persistEntry', {
      entry: { slug: 'hello', path: ENTRY, raw },
      assets: [],
      options: { commitMessage: 'Update post “hello”', useWorkflow: true, status: 'pending_publish', collectionName: 'blog' },
    })
    const published = await call('publishUnpublishedEntry', { collection: 'blog', slug: 'hello' })
    expect(published.status).toBe(200)
    const said = mergePublished(root, worktree.base, 'publishUnpublishedEntry', published.status)
    expect(said?.problem).toBe(true)
    expect(said?.message).toMatch(
      /^Published on cms-workflow\/main, but it could not be merged into your branch main \(git: .+\)\. Commit or put aside your own changes to those files, then run git merge cms-workflow\/main\.$/,
    )
    expect(fs.readFileSync(path.join(root, ENTRY), 'utf8')).toContain('edited by hand')
    expect(currentBranch(root)).toBe('main')
  }, 90_000)

  it('refuses to start on a folder that is on no branch, in words', () => {
    const detached = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-detached-'))
    try {
      execFileSync('git', ['init', '-q', '-b', 'main', detached])
      execFileSync('git', ['-C', detached, '-c', 'user.name=E', '-c', 'user.email=e@example.com', '-c', 'commit.gpgsign=false', 'commit', '-q', '--allow-empty', '-m', 'x'])
      execFileSync('git', ['-C', detached, 'checkout', '-q', '--detach'])
      expect(() => prepareWorkflowWorktree(detached)).toThrow(WorkflowError)
      expect(() => prepareWorkflowWorktree(detached)).toThrow(/not on a branch .* git switch main/)
    } finally {
      fs.rmSync(detached, { recursive: true, force: true })
    }
  })
})

describe('the way from the content manager to decap-server', () => {
  it('asks again for a read decap-server gave up on while busy, never for a write', () => {
    expect(askAgain(JSON.stringify({ action: 'unpublishedEntry', params: {} }), 500)).toBe(true)
    expect(askAgain(JSON.stringify({ action: 'entriesByFolder', params: {} }), 503)).toBe(true)
    expect(askAgain(JSON.stringify({ action: 'unpublishedEntry', params: {} }), 200)).toBe(false)
    expect(askAgain(JSON.stringify({ action: 'unpublishedEntry', params: {} }), 404)).toBe(false)
    for (const action of ['persistEntry', 'publishUnpublishedEntry', 'persistMedia', 'deleteFile', 'updateUnpublishedEntryStatus']) {
      expect(askAgain(JSON.stringify({ action, params: {} }), 500), action).toBe(false)
    }
    expect(askAgain('not json', 500)).toBe(false)
  })
})
