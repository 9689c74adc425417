// The interop check's own minimal vCard line reader, for what ical.js does not read
// (vCard 2.1: bare parameters, quoted-printable, per-property CHARSET). Written apart
// from the app's src/core/import/vcard.ts so the two can disagree. It works on a
// "binary" string (one character per byte, latin1) so each property's value can be
// decoded in its own charset: one card may mix UTF-8 and Windows-1252 values.
import { decodeWithCharset } from './decode-text';

export type CardProperty = {
  /** Upper case, group prefix removed ("item1.EMAIL" → "EMAIL"). */
  name: string;
  /** TYPE values, upper case (bare 2.1 parameters like HOME count as types). */
  types: string[];
  /** The value split into its structured components (N, ADR, ORG), each unescaped. */
  components: string[];
  /** The whole value, unescaped. */
  value: string;
};

const STRUCTURED = new Set(['N', 'ADR', 'ORG']);
const ENCODINGS = new Set(['QUOTED-PRINTABLE', 'BASE64', 'B', '8BIT', '7BIT']);

/** Backslash escapes: \n is a line break, any other escaped character stands for itself. */
export function unescapeText(value: string): string {
  return value.replace(/\\(.)/gs, (_, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}

/** Splits at `separator` not preceded by a backslash (the escapes stay for unescapeText). */
export function splitUnescaped(value: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    if (char === '\\' && i + 1 < value.length) {
      current += char + value[i + 1];
      i++;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

/** Quoted-printable to bytes; "=" at a line's end was a soft break, joined already. */
export function quotedPrintableBytes(binary: string): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < binary.length; i++) {
    const char = binary[i] as string;
    const hex = binary.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(char.charCodeAt(0) & 0xff);
  }
  return Uint8Array.from(bytes);
}

const isQuotedPrintable = (head: string) => /(^|;)\s*(ENCODING=)?QUOTED-PRINTABLE\b/i.test(head);

/** The property's name and parameters: everything before the first ":" outside quotes. */
function splitHead(line: string): [string, string] | undefined {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) return [line.slice(0, i), line.slice(i + 1)];
  }
  return undefined;
}

/**
 * Joins folded lines (a line starting with a space or tab continues the one before) and
 * quoted-printable soft breaks (a QP value ending in "=" continues on the next line).
 */
export function unfoldLines(lines: readonly string[]): string[] {
  const logical: string[] = [];
  for (const line of lines) {
    const last = logical.length - 1;
    const previous = logical[last];
    if (previous !== undefined && /^[ \t]/.test(line)) {
      logical[last] = previous + line.slice(1);
    } else if (previous?.endsWith('=') && isQuotedPrintable(splitHead(previous)?.[0] ?? '')) {
      logical[last] = previous.slice(0, -1) + line;
    } else if (line.trim() !== '') {
      logical.push(line);
    }
  }
  return logical;
}

/** One logical line (binary string) to a property, its value decoded. */
export function readProperty(line: string): CardProperty | undefined {
  const split = splitHead(line);
  if (!split) return undefined;
  const [head, raw] = split;
  const [nameWithGroup = '', ...params] = head.split(';');
  const name = nameWithGroup.replace(/^.*\./, '').trim().toUpperCase();
  const types: string[] = [];
  let charset: string | undefined;
  let encoding: string | undefined;
  for (const param of params) {
    const [key, ...rest] = param.split('=');
    const upperKey = (key ?? '').trim().toUpperCase();
    if (rest.length === 0) {
      if (ENCODINGS.has(upperKey)) encoding = upperKey;
      else if (upperKey) types.push(upperKey);
      continue;
    }
    const values = rest.join('=').replace(/"/g, '').split(',');
    if (upperKey === 'TYPE') types.push(...values.map((v) => v.trim().toUpperCase()));
    else if (upperKey === 'CHARSET') charset = values[0];
    else if (upperKey === 'ENCODING') encoding = values[0]?.trim().toUpperCase();
  }
  if (encoding === 'BASE64' || encoding === 'B') {
    return { name, types, components: [], value: '' };
  }
  const bytes =
    encoding === 'QUOTED-PRINTABLE'
      ? quotedPrintableBytes(raw)
      : Uint8Array.from(raw, (char) => char.charCodeAt(0) & 0xff);
  const text = decodeWithCharset(bytes, charset);
  const components = STRUCTURED.has(name)
    ? splitUnescaped(text, ';').map(unescapeText)
    : [unescapeText(text)];
  return { name, types, components, value: components.join(';') };
}

/** Every property of one card (BEGIN/END lines included, read like any other). */
export function readCardLines(lines: readonly string[]): CardProperty[] {
  return unfoldLines(lines)
    .map(readProperty)
    .filter((p): p is CardProperty => p !== undefined);
}
