// An export as an attachment download: text chunks from a generator, encoded as
// UTF-8 and sent as they are produced.
import type { Context } from 'hono';

/** "clients-2026-11-21.csv": the day (UTC) the export was made. */
export function exportFilename(extension: string, now = new Date()): string {
  return `clients-${now.toISOString().slice(0, 10)}.${extension}`;
}

export function downloadResponse(
  c: Context,
  chunks: AsyncGenerator<string>,
  contentType: string,
  filename: string,
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return c.body(body, 200, {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
  });
}
