import type { APIResponse, Page, Route } from '@playwright/test'
import YAML from 'yaml'
import { actionOf, askAgain, backendRequestBody, LOCAL_BACKEND_PATH, ownAnswer } from './cmsBackendProxy'

/**
 * Points the content manager of a page opened by Playwright at a decap-server of the caller's
 * (`backend`, e.g. http://localhost:8089/api/v1), without loosening the published policy: the
 * page's configuration gets `local_backend` at an address of the site's own origin (which
 * connect-src 'self' allows), and Playwright forwards what is asked there to decap-server. The
 * published config.yml has no local backend; `onConfig` may check what it has. What the development
 * server's proxy answers itself (the media library's folders) is answered here from `repo`, the
 * folder decap-server works in.
 */
/**
 * Forwards the request, once more if decap-server closed a kept-alive connection just as it was
 * reused (it never read the request then, as browsers assume when they send it again).
 */
async function fetchAgainIfReset(route: Route, url: string): Promise<APIResponse> {
  // With the correction the development server makes on the same way (cmsBackendProxy.ts).
  const postData = backendRequestBody(route.request().postData() ?? '')
  const once = async () => {
    try {
      return await route.fetch({ url, postData })
    } catch (error) {
      if (!/ECONNRESET|socket hang up/.test(String(error))) throw error
      return route.fetch({ url, postData })
    }
  }
  // A read decap-server gave up on while it was busy is asked again, as the development server does.
  let response = await once()
  for (let attempt = 0; attempt < 2 && askAgain(postData, response.status()); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    response = await once()
  }
  return response
}

export async function connectLocalBackend(
  page: Page,
  siteOrigin: string,
  backend: string,
  { onConfig, repo }: { onConfig?: (config: Record<string, unknown>) => void; repo?: string } = {},
): Promise<void> {
  const forwarded = `${siteOrigin}${LOCAL_BACKEND_PATH}`
  await page.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch()
    const config = YAML.parse(await response.text()) as Record<string, unknown>
    onConfig?.(config)
    await route.fulfill({ response, body: YAML.stringify({ ...config, local_backend: { url: forwarded } }) })
  })
  await page.route(forwarded, async (route) => {
    const body = route.request().postData() ?? ''
    const action = actionOf(body)
    const own = repo && typeof action === 'string' ? ownAnswer(action, (JSON.parse(body) as { params?: unknown }).params, repo) : undefined
    if (own) return route.fulfill({ status: own.status, contentType: 'application/json', body: JSON.stringify(own.body) })
    try {
      const response = await fetchAgainIfReset(route, backend)
      // Say which action decap-server failed: the page itself only logs "status of 500".
      if (response.status() >= 500)
        console.warn(`decap-server answered ${response.status()} to ${route.request().postData()?.slice(0, 200)}: ${(await response.text()).slice(0, 300)}`)
      await route.fulfill({ status: response.status(), headers: response.headers(), body: await response.body() })
    } catch (error) {
      // The CMS keeps asking while a page closes: an answer that comes after that is dropped.
      if (!/Test ended|has been (closed|disposed)|[Cc]ontext disposed/.test(String(error))) throw error
    }
  })
}
