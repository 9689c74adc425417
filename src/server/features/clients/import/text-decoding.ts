// Text files (CSV, VCF) come in whatever encoding the exporting program used: UTF-8
// (with or without a BOM), UTF-16 with a BOM (Excel's "Unicode text"), or, from older
// Windows programs, Windows-1252. The first bytes decide; binary content is refused.
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

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Chooses the encoding from the file's first bytes; a binary file is refused (415). */
export function detectTextEncoding(sample: Uint8Array): TextEncodingName {
  if (sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  if (sample[0] === 0xfe && sample[1] === 0xff) return 'utf-16be';
  if (hasBinaryBytes(sample)) throw unreadable();
  try {
    // stream: a multi-byte character cut at the sample's end is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** Decodes a byte stream to text; binary bytes met later still stop the import. */
export async function* decodeText(
  chunks: AsyncIterable<Uint8Array>,
  encoding: TextEncodingName,
): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  const isUtf16 = encoding.startsWith('utf-16');
  for await (const chunk of chunks) {
    if (!isUtf16 && hasBinaryBytes(chunk)) throw unreadable();
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
