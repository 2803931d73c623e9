import { describe, expect, it } from 'vitest'
import { editLinksShown } from '../../lib/editing'

describe('"Edit this page" links', () => {
  const repository = { editLinks: false }

  it('are off on the public build', () => {
    expect(editLinksShown(repository, { NODE_ENV: 'production' })).toBe(false)
  })

  it('are on in a pull-request preview and in the development server', () => {
    expect(editLinksShown(repository, { NODE_ENV: 'production', SITE_PREVIEW: 'true' })).toBe(true)
    expect(editLinksShown(repository, { NODE_ENV: 'development' })).toBe(true)
  })

  it('are on for good when site.yaml says so, and never without a repository', () => {
    expect(editLinksShown({ editLinks: true }, { NODE_ENV: 'production' })).toBe(true)
    expect(editLinksShown(undefined, { NODE_ENV: 'development', SITE_PREVIEW: 'true' })).toBe(false)
  })
})
