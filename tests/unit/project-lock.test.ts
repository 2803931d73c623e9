import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { withProjectLock } from '../../scripts/lib/projectLock'

describe('one build at a time in a project folder', () => {
  it('a second holder waits until the first is done', async () => {
    const lock = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'site-build.lock')
    const events: string[] = []
    const hold = (name: string) =>
      withProjectLock(lock, async () => {
        events.push(`${name} in`)
        await new Promise((resolve) => setTimeout(resolve, 300))
        events.push(`${name} out`)
      })
    await Promise.all([hold('a'), hold('b')])
    expect(events).toEqual([events[0], events[0]!.replace('in', 'out'), events[2], events[2]!.replace('in', 'out')])
    expect(fs.existsSync(lock)).toBe(false)
  })

  it('a lock left by a build that is gone is taken over', async () => {
    const lock = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'site-build.lock')
    fs.mkdirSync(lock)
    // A pid no process has: far above Linux's pid_max.
    fs.writeFileSync(path.join(lock, 'pid'), '999999999')
    await expect(withProjectLock(lock, async () => 'built')).resolves.toBe('built')
  })
})
