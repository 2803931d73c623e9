import http from 'node:http'

export interface Sent {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
}

/**
 * One HTTP request with exactly the headers given (fetch adds its own and will not send some, such
 * as Host): what a page of another origin, another machine or a rebound DNS name sends.
 */
export function sendRequest(url: string, { method = 'POST', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }), ...headers } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }))
    })
    request.on('error', reject)
    request.end(body)
  })
}
