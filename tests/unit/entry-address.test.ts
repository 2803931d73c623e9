import { describe, expect, it } from 'vitest'
import { entryOf } from '../../admin/entryAddress'

describe("the admin's entry addresses (decap-cms issue 4147 guard)", () => {
  it("names the entry an editor's address edits, and nothing for a list or another page", () => {
    expect(entryOf('#/collections/services/entries/rpa')).toBe('services/rpa')
    expect(entryOf('#/collections/posts/new')).toBe('posts/new')
    expect(entryOf('#/collections/pages/entries/faq_ro')).toBe('pages/faq_ro')
    expect(entryOf('#/collections/services')).toBeUndefined()
    expect(entryOf('#/workflow')).toBeUndefined()
    expect(entryOf('')).toBeUndefined()
  })
})
