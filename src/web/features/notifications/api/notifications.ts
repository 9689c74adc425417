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
import { apiFetch } from '@/web/lib/api';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

function listNotifications(before: string | null, signal?: AbortSignal) {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiFetch<NotificationPage>(`/notifications${query}`, { signal });
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
    mutationFn: (input: NotificationsRead) =>
      apiFetch<{ updated: number; unreadCount: number }>('/notifications/read', {
        method: 'POST',
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
