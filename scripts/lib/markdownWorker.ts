// One thread of the build's Markdown pass: renders its share of the bodies into the cache.
import { parentPort, workerData } from 'node:worker_threads'
import type { MarkdownOptions } from '../../lib/content/markdown'
import { renderMarkdown } from '../../lib/content/markdownCache'

const { jobs } = workerData as { jobs: Array<{ markdown: string; options: MarkdownOptions }> }
for (const job of jobs) renderMarkdown(job.markdown, job.options)
parentPort?.postMessage(jobs.length)
