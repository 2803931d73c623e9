/**
 * Escaping for the text the build writes into HTML and XML by hand, outside React (which escapes
 * what it renders): the redirect pages, the sitemap, the feeds. Content is written by editors and
 * passes the content check with any characters in it (`</script>` is a fine company name as far as
 * the schema is concerned), so every such string goes through one of these, and nothing else
 * escapes by hand.
 */

/**
 * A value as JSON inside a `<script>` element (the islands' props, structured data): every `<` is
 * written `\u003c`, which JSON reads back as `<`, so no text can end the script (`</script>`) or
 * open a comment (`<!--`) in it.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

const HTML_TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' }
const HTML_ATTRIBUTE: Record<string, string> = { ...HTML_TEXT, '"': '&quot;', "'": '&#39;' }

/** Text between HTML tags (not inside `<script>` or `<style>`, whose text is never unescaped). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (c) => HTML_TEXT[c]!)
}

/** An HTML attribute value, in double or single quotes. */
export function escapeHtmlAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ATTRIBUTE[c]!)
}

/**
 * Characters XML 1.0 cannot carry at all, not even as `&#1;`: the control characters other than tab,
 * line feed and carriage return, lone surrogates, U+FFFE and U+FFFF. One of them in a post's title
 * would make the whole feed unreadable, so they are left out.
 */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * Text of an XML element. `>` is escaped too, so `]]>` never appears, and a carriage return is
 * written as a reference, since XML parsers turn a bare one into a line feed.
 */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/[&<>]/g, (c) => HTML_TEXT[c]!)
    .replace(/\r/g, '&#13;')
}

/**
 * An XML attribute value, in double or single quotes. Tabs and line breaks are written as
 * references: XML parsers turn bare ones into spaces in attribute values.
 */
export function escapeXmlAttribute(value: string): string {
  return escapeXml(value).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;')
}
