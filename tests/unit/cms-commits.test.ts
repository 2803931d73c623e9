import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsBackendProxy, localBackendPath, newSessionToken } from '../../scripts/lib/cmsBackendProxy'
import { startDecapBackend, type DecapBackend } from '../../scripts/lib/cmsBackendServer'
import type { Said } from '../../scripts/lib/cmsCommits'
import { savedFiles } from '../../scripts/lib/cmsCommits'
import { saveHooks } from '../../scripts/lib/cmsSaves'
import { entryBranch, prepareWorkflowWorktree, removeWorkflowWorktree, type WorkflowWorktree } from '../../scripts/lib/cmsWorkflow'
import { committedRepo } from './helpers'
import { sendRequest } from './sendRequest'

/**
 * `npm run edit` as an editor without a terminal uses it: the real decap-server (its local file
 * system mode, and its git mode for `--workflow`) behind the development server's proxy, wired as
 * vite.config.ts wires it (saveHooks). Each save, upload and deletion ends as a commit of its own
 * files with the content manager's message; what the editor had not committed stays out of it; a
 * publish that would write over the editor's uncommitted change waits, said in the browser.
 */
async function proxyOver(backend: DecapBackend, repo: string, root: string, workflowBase: string | undefined, said: Said[]) {
  const session = { token: newSessionToken(), socket: backend.socket, repo }
  const middleware = cmsBackendProxy({ session, ...saveHooks({ root, repo, workflowBase, log: (s) => said.push(s) }) })
  const server = http.createServer((req, res) => middleware(req, res, () => res.end()))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const ask = async (action: string, params: Record<string, unknown>) => {
    const answer = await sendRequest(`${origin}${localBackendPath(session.token)}`, {
      headers: { Host: origin.slice('http://'.length), Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ action, params: { branch: workflowBase ?? 'main', ...params } }),
    })
    return { status: answer.status, body: JSON.parse(answer.text) as { error?: string } }
  }
  const close = async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  return { ask, close }
}

describe('npm run edit commits each save of the content manager', () => {
  let root: string
  let backend: DecapBackend
  let proxy: Awaited<ReturnType<typeof proxyOver>>
  const said: Said[] = []
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim()
  const lastCommit = () => ({ message: git('log', '-1', '--format=%s'), files: git('show', '--name-status', '--format=', 'HEAD').split('\n') })

  beforeAll(async () => {
    root = committedRepo('cms-commits-', {
      'content/blog/old.en.md': '---\ntitle: Old\n---\n\nOld text.\n',
      'content/blog/old.ro.md': '---\ntitle: Vechi\n---\n\nText vechi.\n',
      'notes.txt': 'committed\n',
    })
    // The editor's own work in progress, one of it staged: none of it goes into the content manager's commits.
    fs.writeFileSync(path.join(root, 'notes.txt'), 'not committed yet\n')
    fs.writeFileSync(path.join(root, 'staged.txt'), 'staged, not committed\n')
    git('add', 'staged.txt')
    backend = await startDecapBackend({ mode: 'fs', repo: root, logLevel: 'error' })
    proxy = await proxyOver(backend, root, root, undefined, said)
  }, 60_000)

  afterAll(async () => {
    await proxy?.close()
    await backend?.close()
    if (root) fs.rmSync(root, { recursive: true, force: true })
  })

  it('commits a changed entry, both languages of it, with the content manager’s message, and nothing else', async () => {
    const saved = await proxy.ask('persistEntry', {
      dataFiles: [
        { slug: 'old', path: 'content/blog/old.en.md', raw: '---\ntitle: Old\n---\n\nOld text, one sentence more.\n' },
        { slug: 'old', path: 'content/blog/old.ro.md', raw: '---\ntitle: Vechi\n---\n\nText vechi, încă o frază.\n' },
      ],
      assets: [],
      options: { commitMessage: 'Update Post “old”', useWorkflow: false, status: 'draft', collectionName: 'blog' },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(lastCommit()).toEqual({ message: 'Update Post “old”', files: ['M\tcontent/blog/old.en.md', 'M\tcontent/blog/old.ro.md'] })
    expect(said.at(-1)).toEqual({ message: 'Committed “Update Post “old”” (content/blog/old.en.md, content/blog/old.ro.md).', problem: false })
    // The editor's own changes are as they were: one modified, one staged.
    expect(execFileSync('git', ['-C', root, 'status', '--porcelain'], { encoding: 'utf8' })).toBe(' M notes.txt\nA  staged.txt\n')
  })

  it('commits a new entry with the picture uploaded in it, an upload alone, and a deletion', async () => {
    const created = await proxy.ask('persistEntry', {
      entry: { slug: 'hello', path: 'content/blog/hello.en.md', raw: '---\ntitle: Hello\n---\n\nA new post.\n' },
      assets: [{ path: 'content/media/art/blog/hello.png', content: 'iVBORw0KGgo=', encoding: 'base64' }],
      options: { commitMessage: 'Create Post “hello”', useWorkflow: false, status: 'draft', collectionName: 'blog' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(lastCommit()).toEqual({ message: 'Create Post “hello”', files: ['A\tcontent/blog/hello.en.md', 'A\tcontent/media/art/blog/hello.png'] })

    const uploaded = await proxy.ask('persistMedia', {
      asset: { path: 'content/media/art/blog/other.png', content: 'iVBORw0KGgo=', encoding: 'base64' },
      options: { commitMessage: 'Upload “content/media/art/blog/other.png”' },
    })
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    expect(lastCommit()).toEqual({ message: 'Upload “content/media/art/blog/other.png”', files: ['A\tcontent/media/art/blog/other.png'] })

    const deleted = await proxy.ask('deleteFiles', { paths: ['content/blog/hello.en.md'], options: { commitMessage: 'Delete Post “hello”' } })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(lastCommit()).toEqual({ message: 'Delete Post “hello”', files: ['D\tcontent/blog/hello.en.md'] })
    expect(git('status', '--porcelain', '--', 'content')).toBe('')
  })

  it('says in the browser when git cannot commit, and keeps the saved text in the file', async () => {
    // A hook of the repository that refuses every commit (what a broken setup looks like).
    const hook = path.join(root, '.git/hooks/pre-commit')
    fs.writeFileSync(hook, '#!/bin/sh\necho "commits are blocked here" >&2\nexit 1\n', { mode: 0o755 })
    try {
      const raw = '---\ntitle: Old\n---\n\nKept although not committed.\n'
      const saved = await proxy.ask('persistEntry', {
        entry: { slug: 'old', path: 'content/blog/old.en.md', raw },
        assets: [],
        options: { commitMessage: 'Update Post “old”', useWorkflow: false, status: 'draft', collectionName: 'blog' },
      })
      expect(saved.status).toBe(500)
      expect(saved.body.error).toBe(
        'Saved in content/blog/old.en.md, but git could not commit it (git: commits are blocked here). Your text is in the file; save again once git can commit, or ask whoever looks after the site.',
      )
      expect(fs.readFileSync(path.join(root, 'content/blog/old.en.md'), 'utf8')).toBe(raw)
    } finally {
      fs.rmSync(hook)
    }
  })

  it('reads the files and message of every kind of request that writes, and none of one that reads', () => {
    expect(savedFiles('persistEntry', { entry: { path: 'content/a.md', newPath: 'content/b.md' }, assets: [], options: { commitMessage: ' Update ' } })).toEqual({
      paths: ['content/a.md', 'content/b.md'],
      message: 'Update',
    })
    expect(savedFiles('deleteFile', { path: 'content/media/x.png' })).toEqual({ paths: ['content/media/x.png'], message: 'A change made in the content manager' })
    expect(savedFiles('getEntry', { path: 'content/a.md' })).toBeUndefined()
    expect(savedFiles('deleteFiles', { paths: [] })).toBeUndefined()
  })
})

describe('npm run edit -- --workflow: a publish that would write over the editor’s own change waits', () => {
  let root: string
  let worktree: WorkflowWorktree
  let backend: DecapBackend
  let proxy: Awaited<ReturnType<typeof proxyOver>>
  const said: Said[] = []
  const ENTRY = 'content/blog/hello.en.md'

  beforeAll(async () => {
    root = committedRepo('cms-publish-', { [ENTRY]: '---\ntitle: Hello\n---\n\nA post.\n' })
    worktree = prepareWorkflowWorktree(root)
    backend = await startDecapBackend({ mode: 'git', repo: worktree.dir, logLevel: 'error' })
    proxy = await proxyOver(backend, worktree.dir, root, worktree.base, said)
  }, 60_000)

  afterAll(async () => {
    await proxy?.close()
    await backend?.close()
    if (worktree) removeWorkflowWorktree(root, worktree)
    if (root) fs.rmSync(root, { recursive: true, force: true })
  })

  it('refuses the publish, naming the file, keeps the entry on the board, and publishes once the change is committed', async () => {
    const saved = await proxy.ask('persistEntry', {
      entry: { slug: 'hello', path: ENTRY, raw: '---\ntitle: Hello again\n---\n\nA post.\n' },
      assets: [],
      options: { commitMessage: 'Update Post “hello”', useWorkflow: true, status: 'pending_publish', collectionName: 'blog' },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const byHand = '---\ntitle: Hello, edited by hand\n---\n\nA post.\n'
    fs.writeFileSync(path.join(root, ENTRY), byHand)

    const refused = await proxy.ask('publishUnpublishedEntry', { collection: 'blog', slug: 'hello' })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe(
      'Not published yet: content/blog/hello.en.md has changes in your folder that are not committed, and publishing would write over them. ' +
        'Commit those changes (or put them aside with git stash), then publish again. This entry stays here as it is.',
    )
    expect(fs.readFileSync(path.join(root, ENTRY), 'utf8')).toBe(byHand)
    expect((await proxy.ask('unpublishedEntries', {})).body).toEqual(['blog/hello'])
    expect(execFileSync('git', ['-C', root, 'branch', '--list', entryBranch('blog', 'hello')], { encoding: 'utf8' }).trim()).toBe(entryBranch('blog', 'hello'))

    // Put aside (as the message says), the publish goes through and reaches the folder.
    execFileSync('git', ['-C', root, 'checkout', '--', ENTRY])
    const published = await proxy.ask('publishUnpublishedEntry', { collection: 'blog', slug: 'hello' })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(said.at(-1)).toEqual({ message: 'Published: merged into your branch main.', problem: false })
    expect(fs.readFileSync(path.join(root, ENTRY), 'utf8')).toContain('Hello again')
  }, 90_000)
})
