// The upload's checks before anything is sent (spec §8 messages): the size, then what
// the file really is from its first bytes, as the server will judge it. The server
// checks again; this saves a round trip and up to 10 MB on the wire.
import { DOCUMENT_MAX_BYTES, type DocumentKind } from '@/core/document-schemas';
import { DOCUMENT_MESSAGES } from '@/core/messages';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: ReadonlyArray<{ kind: DocumentKind; bytes: readonly number[]; at?: number }> = [
  { kind: 'pdf', bytes: ascii('%PDF-') },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'gif', bytes: ascii('GIF87a') },
  { kind: 'gif', bytes: ascii('GIF89a') },
  { kind: 'webp', bytes: ascii('WEBP'), at: 8 },
];

export function sniffDocumentKind(head: Uint8Array): DocumentKind | null {
  for (const { kind, bytes, at = 0 } of SIGNATURES) {
    if (kind === 'webp' && !ascii('RIFF').every((byte, i) => head[i] === byte)) continue;
    if (bytes.every((byte, i) => head[at + i] === byte)) return kind;
  }
  return null;
}

/** The message to show, or null when the file may be uploaded. */
export async function checkDocumentFile(file: File): Promise<string | null> {
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.fileTooLarge;
  if (file.size === 0) return DOCUMENT_MESSAGES.emptyFile;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffDocumentKind(head) ? null : DOCUMENT_MESSAGES.wrongFileType;
}

/** The file name without its extension, as a first title. */
export function titleFromFilename(name: string, max: number): string {
  const base = name.replace(/\.[^.]+$/, '').trim() || name;
  return base.slice(0, max);
}
