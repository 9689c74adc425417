// The Scale Page appearance API: GET and PUT /api/v1/scale-page/appearance, and the
// background picture's POST and DELETE.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppearanceInput, AppearanceState } from '@/core/appearance/appearance-schemas';
import { answer, api, fileUpload } from '@/web/lib/api-client';

/** Under the change event's entity, so a save in another tab refreshes it (live-updates.ts). */
export const APPEARANCE_QUERY_KEY = ['scale_page_appearances'] as const;

export function appearanceQueryOptions() {
  return queryOptions({
    queryKey: APPEARANCE_QUERY_KEY,
    queryFn: ({ signal }): Promise<AppearanceState> =>
      answer(api.GET('/api/v1/scale-page/appearance', { signal })),
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
  return useAppearanceMutation(
    (appearance: AppearanceInput): Promise<AppearanceState> =>
      answer(api.PUT('/api/v1/scale-page/appearance', { body: appearance })),
  );
}

export function useUploadBackground() {
  return useAppearanceMutation(
    (file: File): Promise<AppearanceState> =>
      answer(api.POST('/api/v1/scale-page/appearance/background', fileUpload(file))),
  );
}

export function useRemoveBackground() {
  return useAppearanceMutation(
    (): Promise<AppearanceState> => answer(api.DELETE('/api/v1/scale-page/appearance/background')),
  );
}
