// The import's two requests (issue 19, decision 040), each with the file's raw bytes as
// the body:
// - POST /api/v1/clients/import/preview?filename=… answers what the mapping step shows
//   (ImportPreview) and stores nothing;
// - POST /api/v1/clients/import?filename=…&headerRow=…&columns=… imports, with the
//   choices made there as query parameters (without them, the automatic ones).
// Problems found before any row is imported (extension, content, size, an empty file, a
// bad option, no usable column) answer in the API's error shape; then the import answers
// NDJSON — progress after every batch, and a final "done" (or "error") line — so the
// browser shows progress as the rows go in.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import type { CustomField } from '../../../../core/custom-field-schemas';
import {
  IMPORT_MAX_BYTES,
  type ImportFormat,
  type ImportProgressLine,
  importFormatOf,
} from '../../../../core/import/import-contact';
import {
  IMPORT_OPTION_ERRORS,
  type ImportOptions,
  ZImportOptionsQuery,
  ZImportPreviewQuery,
} from '../../../../core/import/import-options';
import { CLIENT_MESSAGES, CUSTOM_FIELD_MESSAGES, IMPORT_MESSAGES } from '../../../../core/messages';
import { badRequest, HttpError } from '../../../http/errors';
import type { AppDeps, AppEnv } from '../../../http/types';
import { requireWorkspace } from '../../../platform/access/require-workspace';
import { workspaceCustomFields } from '../custom-fields/custom-field-rows';
import { openCsvSource } from './csv-source';
import { ImportBody, ImportCancelled, tooLarge } from './import-body';
import { importClients } from './import-clients';
import type { ImportSource } from './import-source';
import { previewImport } from './preview';
import { openSpreadsheetSource } from './spreadsheet-source';
import { openVcfSource } from './vcf-source';

const ndjson = (line: ImportProgressLine) => `${JSON.stringify(line)}\n`;

/** The file's format from its name (415 otherwise), and a declared size over the limit refused (413). */
function fileOf(c: Context<AppEnv>): { fileName: string; format: ImportFormat } {
  const fileName = c.req.query('filename') ?? '';
  // As the OpenAPI document says (ZImportPreviewQuery): a name, not a payload.
  if (!ZImportPreviewQuery.shape.filename.safeParse(fileName).success) {
    throw badRequest(IMPORT_MESSAGES.fileNameTooLong, {
      filename: IMPORT_MESSAGES.fileNameTooLong,
    });
  }
  const format = importFormatOf(fileName);
  if (!format) {
    throw new HttpError('unsupported_media_type', CLIENT_MESSAGES.unsupportedImportFormat);
  }
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > IMPORT_MAX_BYTES[format]) throw tooLarge(format);
  return { fileName, format };
}

/** A mapping naming a custom field the workspace does not have is refused, before any row. */
function checkMappedFields(options: ImportOptions, fields: readonly CustomField[]) {
  const known = new Set(fields.map((field) => field.id));
  const unknown = options.columns?.some(
    (field) => field?.kind === 'custom' && !known.has(field.fieldId),
  );
  if (unknown) {
    throw badRequest(CUSTOM_FIELD_MESSAGES.unknownField, {
      columns: CUSTOM_FIELD_MESSAGES.unknownField,
    });
  }
}

/** The mapping step's choices; a bad one is refused (400) naming the parameter. */
function optionsOf(c: Context<AppEnv>): ImportOptions {
  const params = Object.fromEntries(
    Object.entries(c.req.query()).filter(([key, value]) => key !== 'filename' && value !== ''),
  );
  const parsed = ZImportOptionsQuery.safeParse(params);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const key = issue?.path[0];
  const message =
    typeof key === 'string' && key in IMPORT_OPTION_ERRORS
      ? IMPORT_OPTION_ERRORS[key as keyof ImportOptions]
      : (issue?.message ?? CLIENT_MESSAGES.importFailed);
  throw badRequest(message, typeof key === 'string' ? { [key]: message } : undefined);
}

export function clientImportRoutes({ database }: AppDeps): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .post('/clients/import/preview', async (c) => {
      const access = await requireWorkspace(c, database, { area: 'clients', op: 'edit' });
      const { format } = fileOf(c);
      const customFields = await workspaceCustomFields(db, access);
      const body = new ImportBody(c.req.raw.body, format);
      try {
        const preview = await previewImport(body, format, customFields);
        c.header('Cache-Control', 'no-store');
        // The rest of the body is dropped unread: this connection cannot carry another request.
        c.header('Connection', 'close');
        return c.json(preview);
      } finally {
        // The rest of the file is not needed.
        await body.discard();
      }
    })
    .post('/clients/import', async (c) => {
      const access = await requireWorkspace(c, database, { area: 'clients', op: 'edit' });
      const { fileName, format } = fileOf(c);
      const customFields = await workspaceCustomFields(db, access);
      const options = { ...optionsOf(c), customFields };
      checkMappedFields(options, customFields);

      const body = new ImportBody(c.req.raw.body, format);
      let source: ImportSource;
      try {
        source =
          format === 'csv'
            ? await openCsvSource(body, options)
            : format === 'vcf'
              ? await openVcfSource(body)
              : await openSpreadsheetSource(body, format, options);
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
          const result = await importClients(
            db,
            { access, fileName, options },
            source,
            async (line) => {
              await out.write(ndjson(line));
            },
          );
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
