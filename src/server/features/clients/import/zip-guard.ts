// An .xlsx is a zip. Before SheetJS unpacks one in memory, the sizes its entries claim
// are added up from the central directory, and each entry is actually inflated (and
// thrown away) to check the claim, so a zip bomb or a lying header is refused while it
// costs only a bounded amount of memory.
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

export const ZIP_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const ZIP_MAX_ENTRIES = 10_000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

export class ZipRefused extends Error {
  /** True when the zip is refused for its size, false when it is broken. */
  get tooLarge(): boolean {
    return [
      'zip64',
      'too many entries',
      'unpacks too large',
      'entry larger than declared',
    ].includes(this.message);
  }
}

type Entry = { method: number; compressedSize: number; size: number; localOffset: number };

function centralDirectory(zip: Buffer): Entry[] {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = zip.length - 22; at >= lowest; at--) {
    if (zip.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd === -1) throw new ZipRefused('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  const offset = zip.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === ZIP64_MARK) throw new ZipRefused('zip64');
  if (count > ZIP_MAX_ENTRIES) throw new ZipRefused('too many entries');
  const entries: Entry[] = [];
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) {
      throw new ZipRefused('broken central directory');
    }
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Inflates `data`, counting the bytes and giving up past `max`. */
async function inflatedSize(data: Buffer, max: number): Promise<number> {
  const inflater = createInflateRaw();
  Readable.from([data]).pipe(inflater);
  let size = 0;
  for await (const chunk of inflater as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      inflater.destroy();
      throw new ZipRefused('entry larger than declared');
    }
  }
  return size;
}

/**
 * Throws ZipRefused unless the zip's entries unpack to at most `maxBytes` in total,
 * with every entry no larger than its header says.
 */
export async function checkZipSizes(zip: Buffer, maxBytes = ZIP_MAX_UNPACKED_BYTES) {
  const entries = centralDirectory(zip);
  let declared = 0;
  for (const entry of entries) {
    if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK) {
      throw new ZipRefused('zip64');
    }
    declared += entry.size;
    if (declared > maxBytes) throw new ZipRefused('unpacks too large');
  }
  for (const entry of entries) {
    const at = entry.localOffset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) {
      throw new ZipRefused('broken local header');
    }
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    if (entry.method === 8) await inflatedSize(data, entry.size);
    else if (entry.method !== 0) throw new ZipRefused('unknown compression');
  }
}
