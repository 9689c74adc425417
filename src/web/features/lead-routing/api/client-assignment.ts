// GET /api/v1/clients/:id/assignment: the client's latest assignment and its rule.
import { useQuery } from '@tanstack/react-query';
import type { ClientAssignmentView } from '@/core/lead-routing-schemas';
import { apiFetch } from '@/web/lib/api';

/** Under 'clients' so live client events refresh it (lib/live-updates.ts). */
export function useClientAssignment(clientId: string) {
  return useQuery({
    queryKey: ['clients', clientId, 'assignment'],
    queryFn: ({ signal }) =>
      apiFetch<{ assignment: ClientAssignmentView | null }>(
        `/clients/${encodeURIComponent(clientId)}/assignment`,
        { signal },
      ),
  });
}
