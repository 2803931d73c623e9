import net from 'node:net'

/** A port of 127.0.0.1 that nothing listens on now (the system's choice), for a server started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** Whether nothing listens on `port` of 127.0.0.1 now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** The first of `count` consecutive free ports of 127.0.0.1, from the system's choice onwards. */
export async function freePorts(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = await freePort()
    if (first + count > 65535) continue
    let all = true
    for (let port = first + 1; port < first + count && all; port++) all = await isFree(port)
    if (all) return first
  }
  throw new Error(`No ${count} consecutive free ports found on 127.0.0.1.`)
}
