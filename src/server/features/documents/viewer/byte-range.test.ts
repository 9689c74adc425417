// Range headers as pdf.js and other clients send them, and the slices they yield.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseByteRange, sliceStream } from './byte-range';

describe('parseByteRange', () => {
  it('reads one range, open-ended ranges and suffixes', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('answers the whole file for what it does not understand', () => {
    expect(parseByteRange(undefined, 1000)).toBeNull();
    expect(parseByteRange('bytes=0-10,20-30', 1000)).toBeNull();
    expect(parseByteRange('bytes=50-10', 1000)).toBeNull();
    expect(parseByteRange('items=0-10', 1000)).toBeNull();
    expect(parseByteRange('bytes=-', 1000)).toBeNull();
  });

  it('knows a range past the end cannot be served', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});

describe('sliceStream', () => {
  it('yields exactly the range across chunk boundaries and closes the source', async () => {
    const bytes = Buffer.from(Array.from({ length: 100 }, (_, index) => index));
    const chunks = [0, 10, 35, 60, 100]
      .slice(0, -1)
      .map((start, index, starts) => bytes.subarray(start, starts[index + 1] ?? 100));
    const source = Readable.from(chunks);
    const parts: Buffer[] = [];
    for await (const part of sliceStream(source, { start: 12, end: 40 })) parts.push(part);
    expect(Buffer.concat(parts).equals(bytes.subarray(12, 41))).toBe(true);
    // The rest of the file is not read: the source is closed once the range is out.
    expect(source.destroyed).toBe(true);
  });
});
