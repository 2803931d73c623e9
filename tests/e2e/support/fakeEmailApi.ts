/**
 * A stand-in for the e-mail sending service, on 127.0.0.1 only. The site under test is built with
 * VITE_EMAILJS_ORIGIN pointing here. It answers `POST /api/v1.0/email/send` like the real service
 * and records what it received.
 *
 * Tests run in parallel, so each one uses its own e-mail address in the form and tells the fake
 * how to answer messages from that address:
 *   PUT  /__control/scenario  { email, mode: 'ok' | 'error' | 'drop' | 'hang' }
 *   GET  /__control/received?email=…   → the JSON bodies received from that address
 *
 * It also stands in for GitHub's token exchange of the content manager's sign-in (the host's
 * functions are started with GITHUB_OAUTH_ORIGIN pointing here): its sign-in page sends the editor
 * straight back with the code `good-code`, and `POST /login/oauth/access_token` gives a token for the code `good-code` sent with the secret `test-secret`, and refuses any other.
 */
import http from 'node:http'
import { GITHUB_STAND_IN } from '../../../scripts/lib/testSites/settings'

export type Scenario = 'ok' | 'error' | 'drop' | 'hang'

export interface ReceivedMessage {
  lib_version: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, unknown>
}

const port = Number(process.env.FAKE_EMAIL_PORT || 4398)
const scenarios = new Map<string, Scenario>()
const received: ReceivedMessage[] = []
const hanging = new Set<http.ServerResponse>()

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
      if (body.length > 1_000_000) req.destroy()
    })
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`)
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors)
    return res.end()
  }
  if (url.pathname === '/__control/health') return res.end('ok')
  if (url.pathname === '/__control/scenario' && req.method === 'PUT') {
    const { email, mode } = JSON.parse(await readBody(req)) as { email: string; mode: Scenario }
    scenarios.set(email, mode)
    return res.end('ok')
  }
  if (url.pathname === '/__control/received') {
    const email = url.searchParams.get('email')
    res.setHeader('Content-Type', 'application/json')
    return res.end(JSON.stringify(received.filter((m) => m.template_params.email === email)))
  }
  // GitHub's sign-in page, as an editor who says yes sees it: straight back to the app's callback.
  if (url.pathname === '/login/oauth/authorize' && url.searchParams.get('client_id') === GITHUB_STAND_IN.clientId) {
    const back = new URL(url.searchParams.get('redirect_uri') ?? '')
    back.search = new URLSearchParams({ code: GITHUB_STAND_IN.code, state: url.searchParams.get('state') ?? '' }).toString()
    res.writeHead(302, { Location: back.toString() })
    return res.end()
  }
  if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
    const asked = JSON.parse((await readBody(req)) || '{}') as { client_secret?: string; code?: string }
    res.setHeader('Content-Type', 'application/json')
    if (asked.client_secret === GITHUB_STAND_IN.secret && asked.code === GITHUB_STAND_IN.code)
      return res.end(JSON.stringify({ access_token: GITHUB_STAND_IN.token, token_type: 'bearer' }))
    return res.end(JSON.stringify({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }))
  }
  if (url.pathname === '/api/v1.0/email/send' && req.method === 'POST') {
    let message: ReceivedMessage
    try {
      message = JSON.parse(await readBody(req)) as ReceivedMessage
    } catch {
      res.writeHead(400, cors)
      return res.end('The body is not JSON')
    }
    received.push(message)
    const mode = scenarios.get(String(message.template_params?.email)) ?? 'ok'
    if (mode === 'drop') return req.socket.destroy()
    if (mode === 'hang') {
      hanging.add(res)
      return
    }
    if (mode === 'error') {
      res.writeHead(400, { ...cors, 'Content-Type': 'text/plain' })
      return res.end('The service ID is invalid.')
    }
    res.writeHead(200, { ...cors, 'Content-Type': 'text/plain' })
    return res.end('OK')
  }
  res.writeHead(404, cors)
  res.end('Not found')
})

server.listen(port, '127.0.0.1', () => console.log(`Fake e-mail API on http://127.0.0.1:${port}`))
// Hanging answers are never sent; end them when the test run stops.
process.on('SIGTERM', () => {
  for (const res of hanging) res.destroy()
  server.close(() => process.exit(0))
})
