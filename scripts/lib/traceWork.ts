/**
 * The work a page load asked of the machine, read from the Chrome trace Lighthouse saves: CPU time
 * (thread time, `tdur`), not wall time. On a busy machine a task's wall time grows whenever its
 * thread waits for a core, which is why Total Blocking Time moves from run to run and from hour to
 * hour; the CPU time it used barely moves. So these figures compare two builds even when the
 * machine's state does not stay the same between them.
 */

/** The fields of a trace event this reads. */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } }
}

export interface Work {
  /** CPU time of the page's own main thread (script, style, layout, paint), ms. */
  pageMainMs: number
  /** CPU time of every thread of every Chromium process (the page's, the browser's, the compositor's), ms. */
  allMs: number
  /** Frames the browser drew (one screenshot each in Lighthouse's trace). */
  frames: number
}

/**
 * The work after the page's navigation started. A slice inside another on the same thread is part
 * of it and is not counted twice.
 */
export function workOf(events: TraceEvent[]): Work {
  const navigation = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http')).at(-1)
  if (!navigation) throw new Error('the trace has no navigation to a page')
  const slicesByThread = new Map<string, TraceEvent[]>()
  for (const e of events) {
    if (e.ph !== 'X' || e.ts < navigation.ts || e.tdur === undefined || e.dur === undefined) continue
    const key = `${e.pid}:${e.tid}`
    const slices = slicesByThread.get(key) ?? []
    slices.push(e)
    slicesByThread.set(key, slices)
  }
  let pageMain = 0
  let all = 0
  for (const [thread, slices] of slicesByThread) {
    slices.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
    let end = -Infinity
    let cpu = 0
    for (const slice of slices) {
      if (slice.ts < end) continue
      cpu += slice.tdur!
      end = slice.ts + slice.dur!
    }
    all += cpu
    if (thread === `${navigation.pid}:${navigation.tid}`) pageMain = cpu
  }
  const frames = events.filter((e) => e.name === 'Screenshot' && e.ts >= navigation.ts).length
  return { pageMainMs: pageMain / 1000, allMs: all / 1000, frames }
}
