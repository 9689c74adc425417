// The export downloads (CSV, vCard) of the list as currently searched and filtered.
import type { ClientStatus } from '@/core/clients';
import { workspaceUrl } from '@/web/lib/api';
import { clientQueryString } from './client-keys';

export function clientExportUrl(
  format: 'csv' | 'vcf',
  filters: { q: string; status: ClientStatus | null; owner?: string },
): string {
  // A download link cannot send the workspace header: the URL names the workspace.
  return workspaceUrl(
    `/api/v1/clients/export.${format}${clientQueryString({ q: filters.q, status: filters.status, owner: filters.owner })}`,
  );
}
