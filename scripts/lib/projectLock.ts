/**
 * One build's Vike step at a time in a project folder. Vike loads the `+config.ts` files by writing
 * a transpiled copy beside each (`+config.ts.build-<hash>.mjs`), importing it and deleting it; two
 * builds at once in one folder (a test suite's parallel builds, or a build beside `npm test`)
 * delete each other's copy and one fails with ERR_MODULE_NOT_FOUND. The lock is a folder (made
 * atomically) holding the owner's pid; a lock whose owner has gone is taken over.
 */
import fs from 'node:fs'
import path from 'node:path'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export async function withProjectLock<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true })
  const owner = path.join(lockDir, 'pid')
  for (;;) {
    try {
      fs.mkdirSync(lockDir)
      fs.writeFileSync(owner, String(process.pid))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(fs.existsSync(owner) ? fs.readFileSync(owner, 'utf8') : NaN)
      // A lock left by a build that is gone (killed, crashed) is removed; one just made has no pid yet.
      if (Number.isInteger(pid) && pid > 0 && !alive(pid)) fs.rmSync(lockDir, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    return await work()
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true })
  }
}
