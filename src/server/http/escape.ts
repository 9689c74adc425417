// Escaping for the hand-written public page: every user-controlled value passes
// through one of these before it reaches HTML, an attribute or a JSON-LD block.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element text and in double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` become
 * \u escapes so a value like `</script>` cannot close the element, and the line
 * separators that older parsers treat as newlines are escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Link targets a visitor may follow: http(s), mailto and tel only. The links API
 * validates already; the page checks again so a bad row can never become a
 * `javascript:` href.
 */
export function isSafeLinkUrl(url: string): boolean {
  if (!/^(https?:\/\/|mailto:|tel:)/i.test(url.trim())) return false;
  // Control characters (tabs, newlines) have no place in an address.
  for (const char of url) if (char.charCodeAt(0) < 0x20) return false;
  return true;
}

/** Image sources: our own files (a path on this site) or an http(s) address. */
export function isSafeImageUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

/** An image address made absolute, for Open Graph and JSON-LD, which need full URLs. */
export function absoluteUrl(url: string, publicUrl: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}
