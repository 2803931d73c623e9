import type { PageWeight } from './pageWeight'

/** The budgets of a page: the byte budgets (gzip) both budget specs hold the built pages to (the fixture site's and the real content's), and the main-thread budgets `npm run bench:lighthouse -- --busy` prints. */
export const KB = 1024
/** Any page on a first visit (the cookie banner shows), with the islands it starts at once, and with every island scrolled into view. */
export const PAGE_BUDGET = 100 * KB
/** Pages whose only widgets are the header, the back-to-top button and the scroll arrow. */
export const SHELL_BUDGET = 3 * KB
/** The HTML of a blog post, which carries its text once. */
export const POST_HTML_BUDGET = 12 * KB

/**
 * Main-thread budgets: the Total Blocking Time a page of each kind may have in Lighthouse's mobile
 * preset while one core of the machine is kept busy (`npm run bench:lighthouse -- --busy`). They are
 * timings, so the bench prints them and no test holds a page to them. A page's kind is what it runs,
 * read from the build like its byte budget (scripts/lib/pageWeight.ts), not from its address: the
 * first kind that matches is the page's.
 */
export const TBT_BUDGETS: Array<{ kind: string; matches: (page: PageWeight) => boolean; ms: number }> = [
  { kind: 'pages with React islands', matches: (page) => page.react, ms: 200 },
  { kind: 'pages with plain-script islands', matches: (page) => page.islands.length > 0, ms: 200 },
  { kind: 'pages without islands', matches: () => true, ms: 150 },
]

/** The main-thread budget of a page, by what it runs. */
export function tbtBudgetOf(page: PageWeight): { kind: string; ms: number } {
  return TBT_BUDGETS.find((b) => b.matches(page))!
}
