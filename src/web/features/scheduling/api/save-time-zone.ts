// PATCH /api/v1/me/profile with the host's time zone alone, from the availability tab:
// the weekly hours are kept in that zone, so it is chosen where they are set.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '@/web/lib/api-client';
import { ME_QUERY_KEY, type Me } from '@/web/lib/get-me';

export function useSaveTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timezone: string): Promise<unknown> =>
      answer(api.PATCH('/api/v1/me/profile', { body: { timezone } })),
    // Shown at once, so the picker does not flash the old zone until /me is read again.
    onSuccess: (_saved, timezone) =>
      queryClient.setQueryData<Me>(ME_QUERY_KEY, (me) =>
        me ? { ...me, profile: { ...me.profile, timezone } } : me,
      ),
    // The settings page's copy hears the server's 'profiles' event (live-updates.ts).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
