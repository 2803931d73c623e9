/**
 * `npm run check:content`: checks every content file in every language and every internal link
 * written in them, in seconds, without building the site (the build checks the finished pages
 * again, anchors included), and says how much of the site is translated.
 */
import { ContentError, loadLocalizedContent } from '../lib/content'
import { claimWarnings, formatClaimWarning } from '../lib/content/claims'
import { countWarnings, formatCountWarning } from '../lib/content/counts'
import { checkGlossaries, formatGlossaryWarning } from '../lib/content/glossary'
import { defaultContentRoot } from '../lib/content/load'
import { COLLECTIONS } from '../lib/content/registry'
import { translationStatus } from '../lib/content/translationStatus'
import { formatDate } from '../lib/shared/format'
import { checkContentLinks } from './lib/contentLinks'
import { exitWhenOutputCloses } from './lib/closedOutput'

exitWhenOutputCloses()

try {
  const content = loadLocalizedContent({ includeDrafts: false })
  const problems = Object.values(content).flatMap((c) => checkContentLinks(c))
  // The same link written in a file without a translation is reported once.
  const unique = problems.filter((p, i) => problems.findIndex((q) => q.file === p.file && q.field === p.field && q.message === p.message) === i)
  if (unique.length > 0) throw new ContentError(unique)
  const count = COLLECTIONS.reduce((sum, type) => sum + content.en[type.key].length, 0)
  console.log(
    `Content is valid: ${count} pages of ${COLLECTIONS.map((c) => c.folder).join(', ')}, plus content/site.en.yaml, its translation and content/pages; every link leads to a page.`,
  )
  // Posts dated after today are valid and left out of the site until their day: said, so that a
  // post that "never appears" is explained here, not only by `npm run scheduled`.
  const scheduled = Object.values(content)
    .flatMap((c) => c.scheduled)
    .filter((s, i, all) => all.findIndex((t) => t.file === s.file) === i)
    .sort((a, b) => a.date.localeCompare(b.date))
  if (scheduled.length > 0) {
    console.log(`\nScheduled: dated after today, so on the site from their day (the site is rebuilt every night):`)
    for (const entry of scheduled) console.log(`  ${formatDate(entry.date)}  ${entry.file}`)
    console.log('')
  }
  // Advice, so the check still passes: words the glossary of the file's language prefers, and
  // counts written by hand beside a list the site can count.
  const advice = [
    ...checkGlossaries(defaultContentRoot()).map(formatGlossaryWarning),
    ...countWarnings(defaultContentRoot()).map(formatCountWarning),
    ...claimWarnings(defaultContentRoot()).map(formatClaimWarning),
  ]
  if (advice.length > 0) {
    console.log(`\n${advice.length} piece${advice.length === 1 ? '' : 's'} of advice (the check still passes):`)
    for (const line of advice) console.log(`  ! ${line}`)
    console.log('')
  }
  for (const status of translationStatus(content)) {
    console.log(`${status.locale}: ${status.translated} of ${status.total} content files translated${status.missing.length ? '; not yet:' : '.'}`)
    for (const file of status.missing) console.log(`  ${file}`)
    if (status.missingItems.length > 0) {
      console.log(`${status.locale}: items of translated lists still in English (shown in English, marked so):`)
      for (const item of status.missingItems) console.log(`  ${item}`)
    }
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
