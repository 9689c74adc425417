// The interop check's own reading of a text file's bytes, written apart from the app's
// (src/server/features/clients/import/text-decoding.ts) so the two can disagree: a BOM
// wins; BOM-less UTF-16 is recognised by its zero bytes; otherwise UTF-8 when the bytes
// are valid UTF-8, else Windows-1252 (what Excel and Outlook save on Western systems).

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** BOM-less UTF-16: most ASCII characters leave a zero byte on one side of each pair. */
function utf16Without(bytes: Uint8Array): TextEncodingName | undefined {
  const sample = bytes.subarray(0, Math.min(bytes.length, 4096));
  if (sample.length < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] !== 0) continue;
    if (i % 2 === 0) evenZeros++;
    else oddZeros++;
  }
  const pairs = sample.length / 2;
  // Latin text in UTF-16 has a zero in nearly every pair; 30 % leaves room for CJK.
  if (evenZeros > pairs * 0.3 && oddZeros < pairs * 0.05) return 'utf-16be';
  if (oddZeros > pairs * 0.3 && evenZeros < pairs * 0.05) return 'utf-16le';
  return undefined;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Windows-1252's characters for 0x80–0x9F (undefined ones stay as their C1 code). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/**
 * Windows-1252 by hand: Node's TextDecoder('windows-1252') decodes ISO-8859-1 instead
 * (0x85 becomes U+0085, not "…"), which would make this check wrong where the app is right.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text += String.fromCharCode(
      byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH[byte - 0x80] as number) : byte,
    );
  }
  return text;
}

/** The WHATWG labels that all mean Windows-1252. */
const CP1252_LABELS = new Set([
  'windows-1252',
  'cp1252',
  'iso-8859-1',
  'iso8859-1',
  'latin1',
  'l1',
  'us-ascii',
  'ascii',
  'x-cp1252',
]);

function decodeAs(encoding: string, bytes: Uint8Array): string {
  return CP1252_LABELS.has(encoding)
    ? decodeWindows1252(bytes)
    : new TextDecoder(encoding).decode(bytes);
}

/** Which encoding the bytes are in, and how many BOM bytes start them. */
export function detectEncoding(bytes: Uint8Array): { encoding: TextEncodingName; bom: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { encoding: 'utf-8', bom: 3 };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bom: 2 };
  const utf16 = utf16Without(bytes);
  if (utf16) return { encoding: utf16, bom: 0 };
  return { encoding: isValidUtf8(bytes) ? 'utf-8' : 'windows-1252', bom: 0 };
}

/** The file's text, its BOM removed. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  const { encoding, bom } = detectEncoding(bytes);
  return { text: decodeAs(encoding, bytes.subarray(bom)), encoding };
}

/**
 * Bytes of a property value in a named charset (vCard 2.1's CHARSET=…); an unknown or
 * missing charset reads as UTF-8 when valid, else Windows-1252.
 */
export function decodeWithCharset(bytes: Uint8Array, charset: string | undefined): string {
  if (charset) {
    try {
      return decodeAs(charset.trim().toLowerCase(), bytes);
    } catch {
      // An unknown label (e.g. "invalid-encoding"): guessed like an unlabelled value.
    }
  }
  return isValidUtf8(bytes) ? new TextDecoder('utf-8').decode(bytes) : decodeWindows1252(bytes);
}
