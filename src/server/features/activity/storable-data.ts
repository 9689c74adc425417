// An entry's words as jsonb can hold them. Most come through validated forms, but a
// file's name comes straight from the request, and jsonb refuses what a text column
// quietly takes: a NUL, or half of a surrogate pair (which JSON.stringify writes as
// "\ud800"). Either would fail the event's whole transaction, so both are replaced.

/** No sentence needs more; an import's file name may be any length. */
const MAX_TEXT = 300;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL = /[\u0000-\u001F\u007F]/g;

function storableText(text: string): string {
  return Array.from(text.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, ' '))
    .slice(0, MAX_TEXT)
    .join('');
}

/** The JSON text of an entry's data, every string cleaned and bounded. */
export function storableData(data: Record<string, unknown>): string {
  return JSON.stringify(data, (_key, value: unknown) =>
    typeof value === 'string' ? storableText(value) : value,
  );
}
