// GET /api/v1/notifications (a page at a time, with the unread count) and POST
// /notifications/read. Keyed ['notifications'], the entity the server announces when one
// arrives or is read, so every open bell refreshes at once (lib/live-updates.ts).
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { NotificationPage, NotificationsRead } from '@/core/notification-schemas';
import { answer, api } from '@/web/lib/api-client';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

function listNotifications(before: string | null, signal?: AbortSignal): Promise<NotificationPage> {
  return answer(
    api.GET('/api/v1/notifications', {
      params: { query: { before: before || undefined } },
      signal,
    }),
  );
}

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => listNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationsRead): Promise<{ updated: number; unreadCount: number }> =>
      answer(api.POST('/api/v1/notifications/read', { body: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
