/**
 * Where pages carry the "Edit this page" link into the repository: where editors look (the
 * development server, and pull-request previews built with SITE_PREVIEW=true), not on the public
 * site, where it puzzles a prospect; site.yaml can turn it on there too (`repository.editLinks`).
 */
export function editLinksShown(repository: { editLinks?: boolean } | undefined, env: Record<string, string | undefined> = process.env): boolean {
  if (!repository) return false
  return repository.editLinks === true || env.SITE_PREVIEW === 'true' || env.NODE_ENV !== 'production'
}
