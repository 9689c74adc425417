// The workspace's custom fields (decision 049): read by the form, panel and list; changed
// in Settings. Under 'clients' so a live clients event refreshes them with the rest.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomField } from '@/core/custom-field-schemas';
import { apiFetch } from '@/web/lib/api';

export const CUSTOM_FIELDS_KEY = ['clients', 'fields'] as const;

export type CustomFieldInput = {
  label?: string;
  type?: CustomField['type'];
  options?: { id?: string; label: string }[];
};

export function useCustomFields() {
  return useQuery({
    queryKey: CUSTOM_FIELDS_KEY,
    queryFn: ({ signal }) =>
      apiFetch<{ items: CustomField[] }>('/client-fields', { signal }).then((r) => r.items),
  });
}

function useFieldMutation<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Values of a deleted field or option leave the clients too: refetch them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}

export const useCreateCustomField = () =>
  useFieldMutation((input: CustomFieldInput) =>
    apiFetch<CustomField>('/client-fields', { method: 'POST', body: input }),
  );

export const useUpdateCustomField = () =>
  useFieldMutation(({ id, ...input }: CustomFieldInput & { id: string }) =>
    apiFetch<CustomField>(`/client-fields/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: input,
    }),
  );

export const useDeleteCustomField = () =>
  useFieldMutation((id: string) =>
    apiFetch<void>(`/client-fields/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );

export const useReorderCustomFields = () =>
  useFieldMutation((ids: string[]) =>
    apiFetch<{ items: CustomField[] }>('/client-fields/order', { method: 'PUT', body: { ids } }),
  );
