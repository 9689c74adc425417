// PostgreSQL text cannot hold the NUL character (U+0000): a value with one fails its
// query ("invalid byte sequence"). No name, id, code or search has a use for it, so the
// API refuses it (400) before any query rather than failing with a 500 in one.

/** Whether any string (or key) of a parsed JSON value holds a NUL. */
export function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNul(item));
  }
  return false;
}
