// POST /api/v1/clients/import?filename=… : the file's raw bytes as the body. Problems
// found before any row is imported (extension, content, size, empty file) answer in the
// API's error shape; then the answer is NDJSON — progress after every batch, and a
// final "done" (or "error") line — so the browser shows progress as the rows go in.
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import {
  IMPORT_MAX_BYTES,
  type ImportProgressLine,
  importFormatOf,
} from '../../../../core/import/import-contact';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import { HttpError } from '../../../http/errors';
import type { AppDeps, AppEnv } from '../../../http/types';
import { requireWorkspace } from '../../../platform/access/require-workspace';
import { openCsvSource } from './csv-source';
import { ImportBody, ImportCancelled, tooLarge } from './import-body';
import { importClients } from './import-clients';
import type { ImportSource } from './import-source';
import { openSpreadsheetSource } from './spreadsheet-source';
import { openVcfSource } from './vcf-source';

const ndjson = (line: ImportProgressLine) => `${JSON.stringify(line)}\n`;

export function clientImportRoutes({ database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>().post('/clients/import', async (c) => {
    const access = await requireWorkspace(c, database, { area: 'clients', op: 'edit' });
    const fileName = c.req.query('filename') ?? '';
    const format = importFormatOf(fileName);
    if (!format) {
      throw new HttpError('unsupported_media_type', CLIENT_MESSAGES.unsupportedImportFormat);
    }
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > IMPORT_MAX_BYTES) throw tooLarge();

    const body = new ImportBody(c.req.raw.body);
    let source: ImportSource;
    try {
      source =
        format === 'csv'
          ? await openCsvSource(body)
          : format === 'vcf'
            ? await openVcfSource(body)
            : await openSpreadsheetSource(body, format);
    } catch (error) {
      await body.discard();
      throw error;
    }

    c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    // Proxies must not hold the lines back until the end.
    c.header('X-Accel-Buffering', 'no');
    return stream(c, async (out) => {
      // Closing the dialog aborts the upload: the batches committed so far stay.
      out.onAbort(() => body.cancel());
      try {
        await out.write(ndjson({ type: 'progress', processed: 0, total: source.total }));
        const result = await importClients(db, { access, fileName }, source, async (line) => {
          await out.write(ndjson(line));
        });
        await out.write(ndjson(result));
      } catch (error) {
        await body.discard();
        if (out.aborted || error instanceof ImportCancelled) return;
        if (!(error instanceof HttpError)) console.error('Client import failed', error);
        const fallback =
          format === 'vcf' ? CLIENT_MESSAGES.vcfImportFailed : CLIENT_MESSAGES.importFailed;
        const message = error instanceof HttpError ? error.message : fallback;
        await out.write(ndjson({ type: 'error', message }));
      }
    });
  });
}
