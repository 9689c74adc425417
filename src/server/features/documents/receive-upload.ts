// Writes a raw request body to a temporary file as it streams in, counting bytes: a
// 10 MB document never sits in the server's memory, and a body that passes the limit is
// cut off (413) the moment it does. The caller removes the file when it is done.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { DOCUMENT_MAX_BYTES } from '../../../core/document-schemas';
import { FILE_KINDS, type FileKind } from '../../../core/file-kinds';
import { DOCUMENT_MESSAGES } from '../../../core/messages';
import { badRequest, HttpError } from '../../http/errors';
import { detectFileKindOfFile } from '../../platform/storage/detect-file-kind';

export type ReceivedUpload = {
  /** The temporary file; remove it (removeUpload) whatever happens next. */
  path: string;
  size: number;
  kind: FileKind;
  extension: string;
  contentType: string;
};

export const tooLarge = () => new HttpError('payload_too_large', DOCUMENT_MESSAGES.fileTooLarge);

class TooLarge extends Error {}

export async function receiveUpload(
  body: Readable | ReadableStream<Uint8Array> | null,
  declaredLength: string | undefined,
  tmpDir: string,
  maxBytes = DOCUMENT_MAX_BYTES,
): Promise<ReceivedUpload> {
  const declared = Number(declaredLength);
  if (declaredLength && Number.isFinite(declared) && declared > maxBytes) {
    if (body instanceof Readable) body.resume();
    else await body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!body) throw badRequest(DOCUMENT_MESSAGES.emptyFile);

  await mkdir(tmpDir, { recursive: true });
  const path = join(tmpDir, `upload-${randomBytes(12).toString('hex')}`);
  const source =
    body instanceof Readable ? body : Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) done(new TooLarge());
      else done(null, chunk);
    },
  });
  const interrupted = () => counter.destroy(new Error('The upload was interrupted'));
  source.once('error', interrupted);
  source.once('aborted', interrupted);
  // pipe, not pipeline, for the request itself: refusing a body too large must not
  // destroy the connection before the 413 is written; the rest of it is drained.
  source.pipe(counter);
  try {
    await pipeline(counter, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    source.unpipe(counter);
    source.resume();
    await rm(path, { force: true });
    if (error instanceof TooLarge) throw tooLarge();
    // The client went away mid-upload: nothing to keep, and nobody to answer.
    throw badRequest(DOCUMENT_MESSAGES.uploadFailed('the upload was interrupted'));
  } finally {
    source.off('error', interrupted);
    source.off('aborted', interrupted);
  }
  try {
    if (size === 0) throw badRequest(DOCUMENT_MESSAGES.emptyFile);
    const kind = await detectFileKindOfFile(path);
    if (!kind) throw new HttpError('unsupported_media_type', DOCUMENT_MESSAGES.wrongFileType);
    return { path, size, kind, ...FILE_KINDS[kind] };
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}

export async function removeUpload(upload: { path: string } | undefined): Promise<void> {
  if (upload) await rm(upload.path, { force: true }).catch(() => {});
}
