// POST /api/v1/clients/export/selected (decision 051): the hand-picked clients as a CSV or
// vCard file. A link cannot POST hundreds of ids, so the file is fetched as a blob and
// saved under the name the server gives in Content-Disposition.
import { ApiError, apiWorkspace, NETWORK_ERROR, UNEXPECTED_ERROR } from '@/web/lib/api';

export type ExportFormat = 'csv' | 'vcard';

/** `attachment; filename="clients-2026-11-26.csv"` → the name, else a fallback. */
export function downloadName(disposition: string | null, format: ExportFormat): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]) : '';
  return name || (format === 'csv' ? 'clients.csv' : 'clients.vcf');
}

export async function exportSelectedClients(ids: string[], format: ExportFormat): Promise<void> {
  const workspace = apiWorkspace();
  let response: Response;
  try {
    response = await fetch('/api/v1/clients/export/selected', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        ...(workspace ? { 'X-Workspace-Id': workspace } : {}),
      },
      body: JSON.stringify({ ids, format }),
    });
  } catch {
    throw new ApiError(0, 'network', NETWORK_ERROR);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      | { error?: { code?: string; message?: string } }
      | undefined;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'internal',
      body?.error?.message || UNEXPECTED_ERROR,
    );
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(response.headers.get('Content-Disposition'), format);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
