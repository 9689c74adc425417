// The export downloads (CSV, vCard) of the list as currently searched and filtered.
import type { ClientFilterUrl } from '@/core/client-filter-schemas';
import { workspaceUrl } from '@/web/lib/api';
import { clientQueryString } from './client-keys';

export function clientExportUrl(format: 'csv' | 'vcf', filters: ClientFilterUrl): string {
  // A download link cannot send the workspace header: the URL names the workspace.
  return workspaceUrl(`/api/v1/clients/export.${format}${clientQueryString(filters)}`);
}
