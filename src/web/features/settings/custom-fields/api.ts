// The workspace's custom fields (decision 049): read by the form, panel and list; changed
// in Settings. Under 'clients' so a live clients event refreshes them with the rest.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomField } from '@/core/custom-field-schemas';
import { answer, api } from '@/web/lib/api-client';

export const CUSTOM_FIELDS_KEY = ['clients', 'fields'] as const;

export type CustomFieldInput = {
  label?: string;
  type?: CustomField['type'];
  options?: { id?: string; label: string }[];
};

/** A new field names its label and type (the server's create declaration requires both). */
export type CustomFieldCreateInput = CustomFieldInput & {
  label: string;
  type: CustomField['type'];
};

export function useCustomFields() {
  return useQuery({
    queryKey: CUSTOM_FIELDS_KEY,
    queryFn: ({ signal }): Promise<CustomField[]> =>
      answer(api.GET('/api/v1/client-fields', { signal })).then((r) => r.items),
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
  useFieldMutation(
    (input: CustomFieldCreateInput): Promise<CustomField> =>
      answer(api.POST('/api/v1/client-fields', { body: input })),
  );

export const useUpdateCustomField = () =>
  useFieldMutation(
    ({ id, ...input }: CustomFieldInput & { id: string }): Promise<CustomField> =>
      answer(api.PATCH('/api/v1/client-fields/{id}', { params: { path: { id } }, body: input })),
  );

export const useDeleteCustomField = () =>
  useFieldMutation(
    (id: string): Promise<void> =>
      answer(api.DELETE('/api/v1/client-fields/{id}', { params: { path: { id } } })),
  );

export const useReorderCustomFields = () =>
  useFieldMutation(
    (ids: string[]): Promise<{ items: CustomField[] }> =>
      answer(api.PUT('/api/v1/client-fields/order', { body: { ids } })),
  );
