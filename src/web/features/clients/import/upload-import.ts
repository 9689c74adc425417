// Sends an import file to POST /api/v1/clients/import with XMLHttpRequest (fetch cannot
// report upload progress) and reads the server's NDJSON answer as it arrives.
import { type ImportProgressLine, importFormatOf } from '@/core/import/import-contact';
import { CLIENT_MESSAGES } from '@/core/messages';
import { apiWorkspace } from '@/web/lib/api';

export type ImportDone = Extract<ImportProgressLine, { type: 'done' }>;

export type UploadListener = {
  /** 0–1 of the file sent. */
  onUpload(fraction: number): void;
  /** Rows the server has handled so far, and how many there are when it knows. */
  onProcessed(processed: number, total: number | null): void;
};

export class ImportError extends Error {}

/** The spec's fallbacks: a VCF file has its own. */
function fallbackMessage(file: File): string {
  return importFormatOf(file.name) === 'vcf'
    ? CLIENT_MESSAGES.vcfImportFailed
    : CLIENT_MESSAGES.importFailed;
}

function errorMessage(text: string, fallback: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return body.error.message;
  } catch {}
  return fallback;
}

/** `query`: the mapping step's choices (import-choices.ts), sent beside the file's name. */
export function uploadImport(
  file: File,
  query: Record<string, string>,
  listener: UploadListener,
  signal: AbortSignal,
): Promise<ImportDone> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fallback = fallbackMessage(file);
    let read = 0;
    let done: ImportDone | undefined;
    let failure: string | undefined;

    // Handles the complete lines received since the last call.
    const readLines = () => {
      if (xhr.status !== 200) return;
      const text = xhr.responseText;
      const end = text.lastIndexOf('\n') + 1;
      if (end <= read) return;
      for (const raw of text.slice(read, end).split('\n')) {
        if (!raw.trim()) continue;
        let line: ImportProgressLine;
        try {
          line = JSON.parse(raw) as ImportProgressLine;
        } catch {
          continue;
        }
        if (line.type === 'progress') listener.onProcessed(line.processed, line.total);
        else if (line.type === 'done') done = line;
        else failure = line.message;
      }
      read = end;
    };

    const params = new URLSearchParams({ filename: file.name, ...query });
    xhr.open('POST', `/api/v1/clients/import?${params}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    // The workspace the tab shows (an XHR does not go through the API client, which adds it).
    const workspace = apiWorkspace();
    if (workspace) xhr.setRequestHeader('X-Workspace-Id', workspace);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) listener.onUpload(event.loaded / event.total);
    };
    xhr.upload.onload = () => listener.onUpload(1);
    xhr.onprogress = readLines;
    xhr.onload = () => {
      if (xhr.status !== 200) {
        reject(new ImportError(errorMessage(xhr.responseText, fallback)));
        return;
      }
      readLines();
      if (done) resolve(done);
      else reject(new ImportError(failure ?? fallback));
    };
    xhr.onerror = () => reject(new ImportError(fallback));
    xhr.onabort = () => reject(new DOMException('Import cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
