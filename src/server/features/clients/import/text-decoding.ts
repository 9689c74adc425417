// Text files (CSV, VCF) come in whatever encoding the exporting program used: UTF-8
// (with or without a BOM), UTF-16 with a BOM (Excel's "Unicode text") or without one
// (some address books), or, from older programs, a single-byte code page. The file's
// first bytes decide (decision 041); binary content is refused.
import { CLIENT_MESSAGES } from '../../../../core/messages';
import { HttpError } from '../../../http/errors';

export const unreadable = () =>
  new HttpError('unsupported_media_type', CLIENT_MESSAGES.importFileUnreadable);

/** Bytes that never occur in text: NUL and the C0 controls other than tab, LF, FF, CR, SUB, ESC. */
function hasBinaryBytes(bytes: Uint8Array): boolean {
  for (const byte of bytes) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1a && byte !== 0x1b)) {
      return true;
    }
  }
  return false;
}

/**
 * The single-byte code pages a contact export is met in, the default first: it wins
 * every tie. Central European (Polish, Czech, Hungarian…: windows-1250 and its ISO
 * twin), Cyrillic (windows-1251, KOI8-R) and the classic Mac's MacRoman.
 */
export const LEGACY_ENCODINGS = [
  'windows-1252',
  'windows-1250',
  'iso-8859-2',
  'windows-1251',
  'koi8-r',
  'macintosh',
] as const;
export type LegacyEncoding = (typeof LEGACY_ENCODINGS)[number];
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | LegacyEncoding;

/**
 * UTF-16 without a BOM: text of mostly ASCII characters (every vCard's property names,
 * every CSV's commas and digits) has a NUL as the high byte of nearly every code unit,
 * at the odd positions (little-endian) or the even ones (big-endian). A NUL never
 * occurs in 8-bit text, so a third of the units is a safe threshold.
 */
function bomlessUtf16(sample: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const units = Math.floor(sample.length / 2);
  if (units < 2) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index + 1 < sample.length; index += 2) {
    if (sample[index] === 0) evenZeros++;
    if (sample[index + 1] === 0) oddZeros++;
  }
  const candidate =
    oddZeros >= units / 3 && evenZeros <= units / 20
      ? 'utf-16le'
      : evenZeros >= units / 3 && oddZeros <= units / 20
        ? 'utf-16be'
        : undefined;
  if (!candidate) return undefined;
  try {
    // Lone surrogates (other than one cut at the sample's end) mean it is not UTF-16.
    const text = new TextDecoder(candidate, { fatal: true }).decode(sample.subarray(0, units * 2), {
      stream: true,
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: controls mark binary content
    return /[\u0000-\u0008\u000e-\u0019]/.test(text) ? undefined : candidate;
  } catch {
    return undefined;
  }
}

const LETTER = /\p{L}/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * How plausible `text` is as words, judged only on its non-ASCII characters (the ASCII
 * ones read the same in every candidate): a letter scores, a letter inside a word more;
 * an undefined byte (C1 control), a symbol wedged inside a word ("Ma³gorzata"), Latin
 * and Cyrillic letters in one word, a capital in the middle of a lower-case word
 * ("пРИВЕТ", "cafŽ"), and a Latin word of accented letters only ("Ïðèâåò") cost.
 */
export function textScore(text: string): number {
  let score = 0;
  const chars = Array.from(text);
  let wordStart = 0;
  for (let index = 0; index <= chars.length; index++) {
    const char = chars[index];
    if (char !== undefined && LETTER.test(char)) continue;
    // chars[wordStart, index) is one word (possibly empty); char is what ends it.
    score += wordScore(chars.slice(wordStart, index));
    if (char !== undefined && char.charCodeAt(0) >= 0x80) {
      const code = char.charCodeAt(0);
      const between = LETTER.test(chars[index - 1] ?? '') && LETTER.test(chars[index + 1] ?? '');
      if (code < 0xa0 || char === '\ufffd') score -= 20;
      else if (between) score -= 3;
    }
    wordStart = index + 1;
  }
  return score;
}

function wordScore(word: readonly string[]): number {
  let score = 0;
  let nonAscii = 0;
  let latin = 0;
  let cyrillic = 0;
  word.forEach((char, position) => {
    if (CYRILLIC.test(char)) cyrillic++;
    else latin++;
    if (char.charCodeAt(0) < 0x80) return;
    nonAscii++;
    score += word.length > 1 ? 2 : 1;
    const previous = word[position - 1];
    const next = word[position + 1];
    if (
      position > 0 &&
      UPPER.test(char) &&
      ((previous && LOWER.test(previous)) || (next && LOWER.test(next)))
    ) {
      score -= 4;
    }
  });
  if (nonAscii === 0) return 0;
  if (latin > 0 && cyrillic > 0) score -= 4 * nonAscii;
  // Western words carry an accent here and there, never only accents.
  if (cyrillic === 0 && word.length >= 3 && nonAscii === word.length) score -= 3 * nonAscii;
  return score;
}

/** The length of the valid UTF-8 multi-byte sequence at `index`, else 0. */
function utf8SequenceAt(bytes: Uint8Array, index: number): number {
  const lead = bytes[index] ?? 0;
  const length =
    lead >= 0xc2 && lead <= 0xdf
      ? 2
      : lead >= 0xe0 && lead <= 0xef
        ? 3
        : lead >= 0xf0 && lead <= 0xf4
          ? 4
          : 0;
  if (length === 0 || index + length > bytes.length) return 0;
  for (let next = index + 1; next < index + length; next++) {
    if (((bytes[next] ?? 0) & 0xc0) !== 0x80) return 0;
  }
  return length;
}

/**
 * The sample without its valid UTF-8 characters: a file that is mostly UTF-8 with a few
 * values in a code page (a vCard mixing charsets) is judged on those values alone —
 * "Ã¼" read from UTF-8's "ü" would otherwise favour the code page it looks least odd in.
 */
function withoutUtf8(sample: Uint8Array): Uint8Array {
  const kept: number[] = [];
  for (let index = 0; index < sample.length; index++) {
    const length = (sample[index] ?? 0) >= 0x80 ? utf8SequenceAt(sample, index) : 0;
    if (length > 0) {
      kept.push(0x20);
      index += length - 1;
    } else kept.push(sample[index] ?? 0);
  }
  return Uint8Array.from(kept);
}

/** The code page under which the sample's non-ASCII bytes read most like words. */
export function guessLegacyEncoding(sample: Uint8Array): LegacyEncoding {
  const legacy = withoutUtf8(sample);
  let best: LegacyEncoding = 'windows-1252';
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const encoding of LEGACY_ENCODINGS) {
    const score = textScore(new TextDecoder(encoding).decode(legacy));
    if (score > bestScore) {
      best = encoding;
      bestScore = score;
    }
  }
  return best;
}

export function isUtf8(bytes: Uint8Array, partial = false): boolean {
  try {
    // stream: a multi-byte character cut at a sample's end is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: partial });
    return true;
  } catch {
    return false;
  }
}

/** Chooses the encoding from the file's first bytes; a binary file is refused (415). */
export function detectTextEncoding(sample: Uint8Array): TextEncodingName {
  if (sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  if (sample[0] === 0xfe && sample[1] === 0xff) return 'utf-16be';
  const utf16 = bomlessUtf16(sample);
  if (utf16) return utf16;
  if (hasBinaryBytes(sample)) throw unreadable();
  return isUtf8(sample, true) ? 'utf-8' : guessLegacyEncoding(sample);
}

export const isUtf16 = (encoding: TextEncodingName) => encoding.startsWith('utf-16');

/** Decodes a byte stream to text; binary bytes met later still stop the import. */
export async function* decodeText(
  chunks: AsyncIterable<Uint8Array>,
  encoding: TextEncodingName,
): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of chunks) {
    if (!isUtf16(encoding) && hasBinaryBytes(chunk)) throw unreadable();
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/**
 * An 8-bit byte stream as "byte strings": one character per byte, U+0000–U+00FF, so
 * nothing is decided yet and every byte can be had back (`charCodeAt`). The vCard
 * reader decodes each value in its own CHARSET from these (decision 041).
 */
export async function* byteStrings(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  for await (const chunk of chunks) {
    if (hasBinaryBytes(chunk)) throw unreadable();
    // latin1 in Node is the true ISO-8859-1 mapping (every byte to the same code point).
    if (chunk.length > 0)
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length).toString('latin1');
  }
}
