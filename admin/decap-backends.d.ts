// The two backends the content manager talks to, as admin/translations.ts uses them (the packages
// ship no types): GitHub for the published site, the proxy for decap-server on this machine.
interface DecapDataFile {
  path: string
  slug: string
  raw: string
  newPath?: string
}
interface DecapBackendClass {
  prototype: { persistEntry(entry: { dataFiles: DecapDataFile[]; assets: unknown[] }, options: unknown): Promise<unknown> }
}
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: DecapBackendClass
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: DecapBackendClass
}
