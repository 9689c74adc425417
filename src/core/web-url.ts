// People type web addresses the way browsers show them: "example.com/book",
// "www.example.com". The schemas of links and websites read such a bare domain as
// https:// (issue 19) before their scheme check, so the API and the forms store and
// show the same full address; anything that is not plainly a domain is left as typed
// and the check refuses it with its usual message.

/**
 * A domain name at the very start: labels of letters, digits and inner hyphens (any
 * script: "bücher.de"), at least one dot, a top-level label of letters (or "xn--"
 * punycode), then an optional port, then the end or a path, query or fragment.
 * "javascript:…", "data:…", "//host", "http:/x", "user@host" and "localhost" never match.
 */
const BARE_DOMAIN =
  /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})\.?(?::\d{1,5})?(?:[/?#]|$)/iu;

/** "example.com/book" -> "https://example.com/book"; any other value is returned as it is. */
export function withWebScheme(value: string): string {
  return BARE_DOMAIN.test(value) ? `https://${value}` : value;
}
