import { spawn, type ChildProcess } from 'node:child_process'

/**
 * decap-server in its git mode on `repo` (a temporary repository of a test), on this machine only:
 * started, and waited for until it answers (seconds on a busy machine). `stop` ends it and waits
 * for it to be gone, so its folder can be removed.
 */
export async function startDecapServer(repo: string, port: number): Promise<{ backend: string; stop: () => Promise<void> }> {
  const backend = `http://127.0.0.1:${port}/api/v1`
  const server: ChildProcess = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
    env: { ...process.env, MODE: 'git', GIT_REPO_DIRECTORY: repo, PORT: String(port), BIND_HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill()
    await exited
  }
  const deadline = Date.now() + 50_000
  while (Date.now() < deadline) {
    const up = await fetch(backend, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"action":"info"}' }).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { backend, stop }
    await new Promise((r) => setTimeout(r, 200))
  }
  await stop()
  throw new Error('decap-server did not start')
}
