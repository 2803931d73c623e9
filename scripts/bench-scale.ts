/**
 * `npx tsx scripts/bench-scale.ts [--sizes 100,1000,5000] [--runs 1]`: how build time and memory
 * grow with the number of blog posts. Builds copies of content/ with generated posts (never dist/),
 * prints a table and writes bench/scale.json.
 */
import { parseArgs } from 'node:util'
import { benchScale, BuildFailed, scaleTable } from './lib/benchScale'

const USAGE = 'Usage: npx tsx scripts/bench-scale.ts [--sizes 100,1000,5000] [--runs 1]'

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '100,1000,5000' }, runs: { type: 'string', default: '1' } } })
const sizes = values.sizes.split(',').map((s) => Number(s.trim()))
const runs = Number(values.runs)
if (sizes.some((n) => !Number.isInteger(n) || n < 0) || !Number.isInteger(runs) || runs < 1) {
  console.error(`${USAGE}\n--sizes takes whole numbers separated by commas, --runs a whole number from 1.`)
  process.exit(1)
}

console.log(`Building with 0, ${sizes.filter((n) => n > 0).join(', ')} generated posts, ${runs} run(s) of each kind (cold, warm, one-post edit)…`)
try {
  const report = await benchScale({ sizes, runs })
  console.log(`\nCold builds start with an empty build cache (${report.clearedCache}) and without tsx's transpile cache.`)
  console.table(scaleTable(report))
  console.log(
    [
      'Peak MB: the memory (RSS) of the build and all its child processes together, at its highest.',
      'CPU: their CPU time (user + system), steadier than wall time when other work shares the machine.',
      'Written to bench/scale.json.',
    ].join('\n'),
  )
} catch (error) {
  if (!(error instanceof BuildFailed)) throw error
  console.error(`\n${error.message}\n\nStopped: fix the build, or the generated posts in scripts/lib/benchScale.ts, and run again.`)
  process.exit(1)
}
