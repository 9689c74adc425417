// GET /api/v1/clients/:id: the client shown in the detail panel.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@/core/client-schemas';
import { answer, api } from '@/web/lib/api-client';
import { clientKeys } from './client-keys';

export function getClient(id: string, signal?: AbortSignal): Promise<Client> {
  return answer(api.GET('/api/v1/clients/{id}', { params: { path: { id } }, signal }));
}

export function useClient(id: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: clientKeys.detail(id ?? ''),
      queryFn: ({ signal }) => getClient(id ?? '', signal),
    }),
    enabled: id !== null,
  });
}
