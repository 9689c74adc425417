// GET /api/v1/clients/:id/assignment: the client's latest assignment and its rule.
import { useQuery } from '@tanstack/react-query';
import type { ClientAssignmentView } from '@/core/lead-routing-schemas';
import { answer, api } from '@/web/lib/api-client';

/** Under 'clients' so live client events refresh it (lib/live-updates.ts). */
export function useClientAssignment(clientId: string) {
  return useQuery({
    queryKey: ['clients', clientId, 'assignment'],
    queryFn: ({ signal }): Promise<{ assignment: ClientAssignmentView | null }> =>
      answer(
        api.GET('/api/v1/clients/{id}/assignment', { params: { path: { id: clientId } }, signal }),
      ),
  });
}
