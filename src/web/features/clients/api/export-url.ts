// The export downloads (CSV, vCard) of the list as currently searched and filtered.
import type { ClientStatus } from '@/core/clients';
import { clientQueryString } from './client-keys';

export function clientExportUrl(
  format: 'csv' | 'vcf',
  filters: { q: string; status: ClientStatus | null },
): string {
  return `/api/v1/clients/export.${format}${clientQueryString({ q: filters.q, status: filters.status })}`;
}
