// No imports: vite.config.ts reads this module as it is.

/**
 * The policy of content/media's files (at /media/, and the picture variants made from them at
 * /_img/) in place of the pages' one. They come from content pull requests and are served from the
 * site's own origin, beside the content manager and its sign-in: opened on their own, even an SVG
 * or a file the check would refuse runs nothing (`sandbox`: no script, no form, a unique origin
 * that can read no storage of the site), loads nothing from anywhere but its own pictures, and
 * cannot be framed. Pictures, videos and PDFs still show as they do anywhere (Chromium's PDF viewer
 * opens in a sandbox too).
 */
export const MEDIA_POLICY = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'"
