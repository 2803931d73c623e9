/**
 * `npm run scheduled`: the posts dated after today (left out of the site until their day) and those
 * whose day is today. The daily workflow (.github/workflows/scheduled.yml) runs it and rebuilds the
 * published site when a post is due; in GitHub Actions it also writes `due=true` or `due=false` to
 * the step's outputs.
 */
import fs from 'node:fs'
import { ContentError, loadContent } from '../lib/content'
import { COLLECTIONS } from '../lib/content/registry'
import { siteToday } from '../lib/content/schedule'

const today = siteToday()
let content
try {
  // With drafts: the entries dated after today are kept, marked.
  content = loadContent({ locale: 'en', includeDrafts: true })
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}

const due: string[] = []
const later: Array<{ file: string; date: string }> = []
for (const type of COLLECTIONS) {
  for (const entry of content[type.key] as ReadonlyArray<{ file: string; data: { date?: unknown; draft?: boolean }; unpublished?: { draft: true } | { scheduled: string } }>) {
    if (entry.unpublished && 'scheduled' in entry.unpublished && !entry.data.draft) later.push({ file: entry.file, date: entry.unpublished.scheduled })
    else if (!entry.unpublished && entry.data.date === today) due.push(entry.file)
  }
}
later.sort((a, b) => a.date.localeCompare(b.date))

console.log(`Today in Romania: ${today}.`)
console.log(due.length > 0 ? `Dated today, so on the site from today's build:\n${due.map((f) => `  ${f}`).join('\n')}` : 'Nothing is dated today.')
console.log(later.length > 0 ? `Scheduled, left out of the site until their day:\n${later.map((l) => `  ${l.date}  ${l.file}`).join('\n')}` : 'Nothing is scheduled.')
if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `due=${due.length > 0}\n`)
