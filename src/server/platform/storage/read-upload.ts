// Reads one uploaded file from a multipart/form-data request. The body is counted while
// it streams in and the request is refused (413) the moment it passes the limit, so a
// huge upload costs at most the limit in memory. The file's kind comes from its bytes
// (file-type, detect-file-kind.ts).
import type { Context } from 'hono';
import { FILE_KINDS, type FileKind } from '../../../core/file-kinds';
import { HttpError } from '../../http/errors';
import { detectFileKind } from './detect-file-kind';

export type UploadOptions = {
  /** The form field holding the file; 'file' by default. */
  field?: string;
  maxBytes: number;
  tooLargeMessage: string;
  accept: readonly FileKind[];
  wrongTypeMessage: string;
};

export type Upload = {
  data: Buffer;
  kind: FileKind;
  extension: string;
  contentType: string;
  filename: string;
};

/** Room for the multipart boundaries, part headers and a few small text fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const NO_FILE_MESSAGE = 'Choose a file to upload';

export async function readUpload(c: Context, options: UploadOptions): Promise<Upload> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError('bad_request', 'Send the file as multipart/form-data');
  }
  const tooLarge = () => new HttpError('payload_too_large', options.tooLargeMessage);
  const bodyLimit = options.maxBytes + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > bodyLimit) throw tooLarge();

  const body = await readLimited(c.req.raw.body, bodyLimit, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new HttpError('bad_request', 'The upload is not valid multipart/form-data');
  }

  const file = form.get(options.field ?? 'file');
  if (!file || typeof file === 'string' || file.size === 0) {
    throw new HttpError('bad_request', NO_FILE_MESSAGE);
  }
  if (file.size > options.maxBytes) throw tooLarge();
  const data = Buffer.from(await file.arrayBuffer());
  const kind = await detectFileKind(data);
  if (!kind || !options.accept.includes(kind)) {
    throw new HttpError('unsupported_media_type', options.wrongTypeMessage);
  }
  return { data, kind, ...FILE_KINDS[kind], filename: file.name };
}

/** Reads a body stream, giving up (and cancelling it) as soon as it passes `limit`. */
async function readLimited(
  stream: ReadableStream<Uint8Array> | null,
  limit: number,
  tooLarge: () => HttpError,
): Promise<Buffer> {
  if (!stream) return Buffer.alloc(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
