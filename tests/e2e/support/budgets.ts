/** The byte budgets (gzip) both budget specs hold the built pages to: the fixture site's and the real content's. */
export const KB = 1024
/** Any page on a first visit (the cookie banner shows), with the islands it starts at once, and with every island scrolled into view. */
export const PAGE_BUDGET = 100 * KB
/** Pages whose only widgets are the header, the back-to-top button and the scroll arrow. */
export const SHELL_BUDGET = 3 * KB
/** The HTML of a blog post, which carries its text once. */
export const POST_HTML_BUDGET = 12 * KB
