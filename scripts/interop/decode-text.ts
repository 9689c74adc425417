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
  const text = new TextDecoder(encoding).decode(bytes.subarray(bom));
  return { text, encoding };
}

/**
 * Bytes of a property value in a named charset (vCard 2.1's CHARSET=…); an unknown or
 * missing charset reads as UTF-8 when valid, else Windows-1252.
 */
export function decodeWithCharset(bytes: Uint8Array, charset: string | undefined): string {
  if (charset) {
    try {
      return new TextDecoder(charset.trim().toLowerCase()).decode(bytes);
    } catch {
      // An unknown label (e.g. "invalid-encoding"): guessed like an unlabelled value.
    }
  }
  return new TextDecoder(isValidUtf8(bytes) ? 'utf-8' : 'windows-1252').decode(bytes);
}
