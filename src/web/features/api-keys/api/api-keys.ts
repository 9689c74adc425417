// The current workspace's API keys (issue 24): one query for the list (with the roles a
// new key may take), a mutation to create one (its secret comes back once) and one to
// revoke. Keyed under 'api-keys', which a workspace switch resets with the rest.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreate, ApiKeyList, CreatedApiKey } from '@/core/api-key-schemas';
import { answer, api } from '@/web/lib/api-client';

export const API_KEYS_KEY = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery({
    queryKey: API_KEYS_KEY,
    queryFn: ({ signal }): Promise<ApiKeyList> => answer(api.GET('/api/v1/api-keys', { signal })),
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreate): Promise<CreatedApiKey> =>
      answer(api.POST('/api/v1/api-keys', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<void> =>
      answer(api.DELETE('/api/v1/api-keys/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}
