// The Scale Page appearance API: GET and PUT /api/v1/scale-page/appearance, and the
// background picture's POST and DELETE.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppearanceInput, AppearanceState } from '@/core/appearance/appearance-schemas';
import { apiFetch } from '@/web/lib/api';

/** Under the change event's entity, so a save in another tab refreshes it (live-updates.ts). */
export const APPEARANCE_QUERY_KEY = ['scale_page_appearances'] as const;

export function appearanceQueryOptions() {
  return queryOptions({
    queryKey: APPEARANCE_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<AppearanceState>('/scale-page/appearance', { signal }),
  });
}

export function useAppearance() {
  return useQuery(appearanceQueryOptions());
}

function useAppearanceMutation<V>(request: (variables: V) => Promise<AppearanceState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (state) => queryClient.setQueryData(APPEARANCE_QUERY_KEY, state),
  });
}

export function useSaveAppearance() {
  return useAppearanceMutation((appearance: AppearanceInput) =>
    apiFetch<AppearanceState>('/scale-page/appearance', { method: 'PUT', body: appearance }),
  );
}

export function useUploadBackground() {
  return useAppearanceMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiFetch<AppearanceState>('/scale-page/appearance/background', {
      method: 'POST',
      body: form,
    });
  });
}

export function useRemoveBackground() {
  return useAppearanceMutation(() =>
    apiFetch<AppearanceState>('/scale-page/appearance/background', { method: 'DELETE' }),
  );
}
