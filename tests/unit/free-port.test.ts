import fs from 'node:fs'
import net from 'node:net'
import { expect, it } from 'vitest'
import { freePort, freePorts } from '../../scripts/lib/freePort'

const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })

it('chooses consecutive ports a server can listen on, below the ones the system lends to connections', async () => {
  const range = fs.existsSync('/proc/sys/net/ipv4/ip_local_port_range') ? fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8') : '49152 65535'
  const low = Number(range.trim().split(/\s+/)[0])
  const first = await freePorts(5)
  expect(first + 4).toBeLessThan(low)
  const servers = await Promise.all([0, 1, 2, 3, 4].map((i) => listen(first + i)))
  // Taken ports are never chosen.
  for (let i = 0; i < 20; i++) {
    const port = await freePort()
    expect(port < first || port > first + 4).toBe(true)
  }
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})
