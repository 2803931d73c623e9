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
 * timings, so the bench prints them and no test holds a page to them. The first kind whose pattern
 * matches a page's address (without its language prefix) is the page's kind.
 */
export const TBT_BUDGETS: Array<{ kind: string; pattern: RegExp; ms: number }> = [
  { kind: 'home and home variants', pattern: /^\/(home-[a-z]+\/)?$/, ms: 200 },
  { kind: 'pages with a form', pattern: /^\/(contact|blog-grid|blog-sidebar|blog-masonry|blog)\//, ms: 200 },
  { kind: 'portfolio', pattern: /^\/works-/, ms: 200 },
  { kind: 'content pages', pattern: /./, ms: 150 },
]

/** The main-thread budget of a page, by its address. */
export function tbtBudgetOf(pagePath: string): { kind: string; ms: number } {
  const bare = pagePath.replace(/^\/ro(?=\/)/, '')
  return TBT_BUDGETS.find((b) => b.pattern.test(bare))!
}
