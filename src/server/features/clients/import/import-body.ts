// The uploaded file as it streams in: counted chunk by chunk and refused (413) the
// moment it passes the limit, so a huge body never sits in memory.
import { IMPORT_MAX_BYTES, type ImportFormat } from '../../../../core/import/import-contact';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import { HttpError } from '../../../http/errors';

export const tooLarge = (format: ImportFormat) =>
  new HttpError('payload_too_large', CLIENT_MESSAGES.importFileTooLarge(format));

/** The upload stopped before its end: what was committed stays, nothing more is read. */
export class ImportCancelled extends HttpError {
  constructor() {
    super('bad_request', CLIENT_MESSAGES.importFailed);
  }
}

/** A byte stream that can be peeked at before it is consumed. */
export class ImportBody {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  private readonly buffered: Uint8Array[] = [];
  private received = 0;
  private cancelled = false;

  private readonly limit: number;

  constructor(
    stream: ReadableStream<Uint8Array> | null,
    private readonly format: ImportFormat,
  ) {
    this.reader = stream?.getReader();
    this.limit = IMPORT_MAX_BYTES[format];
  }

  /** Bytes read from the request so far. */
  get bytesRead(): number {
    return this.received;
  }

  private async readChunk(): Promise<Uint8Array | undefined> {
    if (!this.reader) return undefined;
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await this.reader.read();
    } catch {
      // The connection broke (the browser closed the dialog, the network failed).
      throw new ImportCancelled();
    }
    const { done, value } = chunk;
    // A cut-off body must not end like a complete file: its last row would be half a row.
    if (this.cancelled) throw new ImportCancelled();
    if (done) return undefined;
    this.received += value.byteLength;
    if (this.received > this.limit) {
      await this.reader.cancel().catch(() => {});
      throw tooLarge(this.format);
    }
    return value;
  }

  /** At least `bytes` bytes from the start (fewer when the file is shorter), not consumed. */
  async peek(bytes: number): Promise<Buffer> {
    let have = this.buffered.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    while (have < bytes) {
      const chunk = await this.readChunk();
      if (!chunk) break;
      this.buffered.push(chunk);
      have += chunk.byteLength;
    }
    return Buffer.concat(this.buffered);
  }

  /** The rest of the body, chunk by chunk (peeked bytes first). */
  async *chunks(): AsyncGenerator<Uint8Array> {
    while (this.buffered.length > 0) yield this.buffered.shift() as Uint8Array;
    for (;;) {
      const chunk = await this.readChunk();
      if (!chunk) return;
      yield chunk;
    }
  }

  /** The whole body in one buffer (spreadsheets: SheetJS needs all of it). */
  async readAll(): Promise<Buffer> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of this.chunks()) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  /** Drops whatever the client is still sending, so the connection stays usable. */
  async discard(): Promise<void> {
    await this.reader?.cancel().catch(() => {});
  }

  /** The client went away: reading stops with ImportCancelled, nothing more is imported. */
  async cancel(): Promise<void> {
    this.cancelled = true;
    await this.discard();
  }
}
