import { describe, expect, it } from 'vitest'
import { workOf, type TraceEvent } from '../../scripts/lib/traceWork'

const PAGE = { pid: 10, tid: 1 }
const navigation = (ts: number, url = 'http://localhost:4399/'): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...PAGE,
  ts,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
})
const slice = (where: { pid: number; tid: number }, ts: number, dur: number, tdur: number, name = 'RunTask'): TraceEvent => ({ name, ph: 'X', ...where, ts, dur, tdur })

describe('the work a page load asked of the machine (bench:lighthouse)', () => {
  it('counts CPU time, not the time a task waited for a core', () => {
    // A task of 80 ms on the clock that ran 20 ms: the other 60 it waited.
    expect(workOf([navigation(1000), slice(PAGE, 2000, 80_000, 20_000)]).pageMainMs).toBe(20)
  })

  it('counts a slice inside another once, and every thread of every process in the total', () => {
    const work = workOf([
      navigation(0),
      slice(PAGE, 1000, 10_000, 9_000),
      slice(PAGE, 2000, 5_000, 5_000, 'Layout'),
      slice({ pid: 10, tid: 2 }, 1000, 4_000, 3_000),
      slice({ pid: 20, tid: 7 }, 1000, 6_000, 6_000),
    ])
    expect(work.pageMainMs).toBe(9)
    expect(work.allMs).toBe(18)
  })

  it('counts only what came after the navigation to the page, and the frames drawn since', () => {
    const screenshot = (ts: number): TraceEvent => ({ name: 'Screenshot', ph: 'O', pid: 1, tid: 1, ts })
    const work = workOf([
      navigation(500, 'about:blank'),
      slice(PAGE, 600, 1000, 1000),
      screenshot(700),
      navigation(5000),
      slice(PAGE, 6000, 2000, 2000),
      screenshot(7000),
      screenshot(7016),
    ])
    expect(work).toEqual({ pageMainMs: 2, allMs: 2, frames: 2 })
  })

  it('says so when the trace has no page load in it', () => {
    expect(() => workOf([slice(PAGE, 0, 10, 10)])).toThrow('the trace has no navigation to a page')
  })
})
