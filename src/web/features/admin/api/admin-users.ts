// GET and PATCH /api/v1/admin/users: every account, 50 a page, newest first; a user's
// plan tier and platform-admin flag.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminPage, AdminUserView, ZAdminUserUpdate } from '@/core/admin-schemas';
import { apiFetch } from '@/web/lib/api';
import { ME_QUERY_KEY } from '@/web/lib/get-me';
import { adminKeys, adminListPath } from './admin-keys';

type AdminUserChanges = z.input<typeof ZAdminUserUpdate>;

export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<AdminPage<AdminUserView>>(adminListPath('users', q, pageParam), { signal }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  });
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, changes }: { userId: string; changes: AdminUserChanges }) =>
      apiFetch<AdminUserView>(`/admin/users/${encodeURIComponent(userId)}`, {
        method: 'PATCH',
        body: changes,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.allUsers });
      // The admin may have changed their own tier, which the rest of the app reads from /me.
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
