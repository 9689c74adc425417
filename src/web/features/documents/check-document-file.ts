// The upload's checks before anything is sent (spec §8 messages): the size, then what
// the file really is from its first bytes, as the server will judge it. The server
// checks again; this saves a round trip and up to 10 MB on the wire.
import { DOCUMENT_MAX_BYTES } from '@/core/document-schemas';
import { FILE_SIGNATURE_BYTES, sniffFileKind } from '@/core/file-kinds';
import { DOCUMENT_MESSAGES } from '@/core/messages';

/** The message to show, or null when the file may be uploaded. */
export async function checkDocumentFile(file: File): Promise<string | null> {
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.fileTooLarge;
  if (file.size === 0) return DOCUMENT_MESSAGES.emptyFile;
  const head = new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer());
  return sniffFileKind(head) ? null : DOCUMENT_MESSAGES.wrongFileType;
}

/** The file name without its extension, as a first title. */
export function titleFromFilename(name: string, max: number): string {
  const base = name.replace(/\.[^.]+$/, '').trim() || name;
  return base.slice(0, max);
}
