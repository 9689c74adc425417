// One byte range of a Range header (RFC 9110 §14), enough for pdf.js, which asks for
// one range at a time to show the first page before the whole file has arrived.
import { Readable } from 'node:stream';

export type ByteRange = { start: number; end: number };

/**
 * The range asked for: null when the header is absent, malformed or asks for several
 * ranges (the whole file is then a valid answer), 'unsatisfiable' when it lies past
 * the end.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, first, last] = match;
  if (!first && !last) return null;
  if (!first) {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Math.min(Number(last), size - 1) : size - 1;
  if (last && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * The bytes start..end (inclusive) of a stream. Storage drivers only stream whole files;
 * a document is at most 10 MB, so skipping to the range costs little, and leaving the
 * loop early closes the source as soon as the range is sent.
 */
export function sliceStream(source: Readable, { start, end }: ByteRange): Readable {
  return Readable.from(slice(source, start, end), { objectMode: false });
}

async function* slice(source: Readable, start: number, end: number): AsyncGenerator<Buffer> {
  let offset = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    const chunkStart = offset;
    offset += chunk.length;
    if (offset <= start) continue;
    yield chunk.subarray(
      Math.max(0, start - chunkStart),
      Math.min(chunk.length, end - chunkStart + 1),
    );
    if (offset > end) return;
  }
}
