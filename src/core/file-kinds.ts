// The kinds of file Scale accepts, and a quick look at a file's first bytes for the web
// app's checks before sending (documents, avatars), to save a refused 10 MB round trip.
// The server judges every upload with file-type instead (server/platform/storage/
// detect-file-kind.ts); this check stays by hand because the browser needs only these
// five signatures, synchronously, from 16 bytes, without file-type's parsers in the
// bundle (decision 034). Names and declared types are never believed by either.

export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf';

export const FILE_KINDS: Readonly<Record<FileKind, { extension: string; contentType: string }>> = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  gif: { extension: 'gif', contentType: 'image/gif' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
};

/** Enough of a file's start for every signature below (WebP's is at offset 8). */
export const FILE_SIGNATURE_BYTES = 16;

const startsWith = (data: Uint8Array, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffFileKind(data: Uint8Array): FileKind | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('%PDF-'))) return 'pdf';
  return undefined;
}
