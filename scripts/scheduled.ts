/**
 * `npm run scheduled`: the posts dated after today (left out of the site until their day) and those
 * whose day is today. The daily workflow (.github/workflows/scheduled.yml) runs it and rebuilds the
 * published site when a post is due; in GitHub Actions it also writes `due=true` or `due=false` to
 * the step's outputs.
 */
import fs from 'node:fs'
import { ContentError, loadContent } from '../lib/content'
import { COLLECTIONS } from '../lib/content/registry'
import { formatDate } from '../lib/shared/format'
import { siteToday } from '../lib/content/schedule'

const today = siteToday()
let content
try {
  // As the public site is built: the entries dated after today are left out, and listed.
  content = loadContent({ locale: 'en', includeDrafts: false })
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}

const due: string[] = []
for (const type of COLLECTIONS) {
  for (const entry of content[type.key] as ReadonlyArray<{ file: string; data: { date?: unknown } }>) if (entry.data.date === today) due.push(entry.file)
}
const later = content.scheduled

console.log(`Today in Romania: ${today}.`)
console.log(due.length > 0 ? `Dated today, so on the site from today's build:\n${due.map((f) => `  ${f}`).join('\n')}` : 'Nothing is dated today.')
console.log(later.length > 0 ? `Scheduled, left out of the site until their day:\n${later.map((l) => `  ${formatDate(l.date)}  ${l.file}`).join('\n')}` : 'Nothing is scheduled.')
if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `due=${due.length > 0}\n`)
