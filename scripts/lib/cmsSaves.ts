/**
 * What the development server of `npm run edit` does around the content manager's requests: without
 * the workflow, each save is committed (cmsCommits.ts); with it, a publish that could not reach the
 * editor's folder waits, and a published entry is merged into the editor's branch (cmsWorkflow.ts).
 * What went wrong is said in the browser as well as in the terminal.
 */
import type { ProxyOptions } from './cmsBackendProxy.ts'
import { commitSaved, type Said } from './cmsCommits.ts'
import { mergePublished, publishRefusal } from './cmsWorkflow.ts'

export function saveHooks({
  root,
  repo,
  workflowBase,
  log,
}: {
  /** The editor's folder. */
  root: string
  /** Where decap-server works: the folder itself, or the workflow's worktree. */
  repo: string
  /** The workflow's branch (`npm run edit -- --workflow`), or none. */
  workflowBase: string | undefined
  log: (said: Said) => void
}): Required<Pick<ProxyOptions, 'beforeAsk' | 'onAnswer'>> {
  return {
    beforeAsk: (action, params) => (workflowBase ? publishRefusal(root, action, params) : undefined),
    onAnswer: (action, status, params) => {
      const said = workflowBase ? mergePublished(root, workflowBase, action, status) : commitSaved(repo, action, params, status)
      if (!said) return undefined
      log(said)
      return said.problem ? said.message : undefined
    },
  }
}
