import fs from 'node:fs'
import net from 'node:net'

/**
 * The ports the system hands out for outgoing connections and `listen(0)` (Linux:
 * /proc/sys/net/ipv4/ip_local_port_range; 32768–60999 by default). A port chosen there is free
 * only for a moment: the browser's and the servers' own connections take ports from that range
 * all the time, and a server started a minute later may find its port in use. The test servers'
 * ports are chosen below it, at random, so that two runs on one machine rarely meet either.
 */
function ephemeralRange(): { low: number; high: number } {
  try {
    const [low, high] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number)
    if (Number.isInteger(low) && Number.isInteger(high)) return { low: low!, high: high! }
  } catch {
    // Not Linux: the range IANA suggests, which macOS and Windows use.
  }
  return { low: 49152, high: 65535 }
}

const LOWEST = 10000

/** Whether nothing listens on `port` of 127.0.0.1 now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** The first of `count` consecutive ports of 127.0.0.1 that nothing listens on now, for servers started next. */
export async function freePorts(count: number): Promise<number> {
  const { low } = ephemeralRange()
  const highest = Math.max(LOWEST + count, low) - count
  for (let attempt = 0; attempt < 200; attempt++) {
    const first = LOWEST + Math.floor(Math.random() * (highest - LOWEST))
    let all = true
    for (let port = first; port < first + count && all; port++) all = await isFree(port)
    if (all) return first
  }
  throw new Error(`No ${count} consecutive free ports found on 127.0.0.1 between ${LOWEST} and ${highest + count - 1}.`)
}

/** A port of 127.0.0.1 that nothing listens on now, for a server started next. */
export function freePort(): Promise<number> {
  return freePorts(1)
}
