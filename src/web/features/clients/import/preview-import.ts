// Asks POST /api/v1/clients/import/preview what a file holds, before the mapping step.
// A CSV or VCF sends only its first 256 KB (the server reads no more); a workbook goes
// whole, as SheetJS needs it.
import { importFormatOf } from '@/core/import/import-contact';
import type { ImportPreview } from '@/core/import/import-options';
import { IMPORT_MESSAGES } from '@/core/messages';
import { apiWorkspace, NETWORK_ERROR } from '@/web/lib/api';
import { ImportError } from './upload-import';

/** As the server's PREVIEW_BYTES: what the preview of a text file reads. */
const PREVIEW_BYTES = 256 * 1024;

export async function previewImport(file: File, signal: AbortSignal): Promise<ImportPreview> {
  const format = importFormatOf(file.name);
  const body = format === 'csv' || format === 'vcf' ? file.slice(0, PREVIEW_BYTES) : file;
  const workspace = apiWorkspace();
  let response: Response;
  try {
    response = await fetch(
      `/api/v1/clients/import/preview?filename=${encodeURIComponent(file.name)}`,
      {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/octet-stream',
          ...(workspace ? { 'X-Workspace-Id': workspace } : {}),
        },
        body,
        signal,
      },
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ImportError(NETWORK_ERROR);
  }
  const parsed = (await response.json().catch(() => undefined)) as
    | ImportPreview
    | { error?: { message?: string } }
    | undefined;
  if (!response.ok) {
    const message =
      parsed && 'error' in parsed && typeof parsed.error?.message === 'string'
        ? parsed.error.message
        : IMPORT_MESSAGES.previewFailed;
    throw new ImportError(message);
  }
  if (!parsed || !('format' in parsed)) throw new ImportError(IMPORT_MESSAGES.previewFailed);
  return parsed;
}
