import fs from 'node:fs'
import path from 'node:path'
import { parse, parseDocument } from 'yaml'

/** The fields of site.yaml the second test site replaces (tests/fixtures/site/site.overrides.yaml). */
const OVERRIDES = 'tests/fixtures/site/site.overrides.yaml'

/**
 * Writes the content of the second site the end-to-end tests build: a copy of the fixture site's
 * content whose site.yaml (and each translation of it) takes its top-level fields from the overrides file (the rest of the file, comments
 * included, stays as it is). Returns the folder.
 */
export function writeFixtureContent(from: string, to: string): string {
  fs.rmSync(to, { recursive: true, force: true })
  fs.cpSync(from, to, { recursive: true })
  const overrides = parse(fs.readFileSync(OVERRIDES, 'utf8')) as Record<string, unknown>
  // site.yaml and its translations: the settings are the same in every language.
  for (const name of fs.readdirSync(to).filter((n) => /^site(\.[a-z]{2})?\.yaml$/.test(n))) {
    const siteFile = path.join(to, name)
    const site = parseDocument(fs.readFileSync(siteFile, 'utf8'))
    for (const [key, value] of Object.entries(overrides)) site.set(key, value)
    fs.writeFileSync(siteFile, site.toString())
  }
  return to
}
