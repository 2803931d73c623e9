import { getContent } from './content'
import { redirectKey } from './redirects'

/** Where an old address leads, per site.yaml; for the dev server. */
export function findRedirect(pathname: string): string | undefined {
  return getContent().site.redirects.find((r) => redirectKey(r.from) === redirectKey(pathname))?.to
}
