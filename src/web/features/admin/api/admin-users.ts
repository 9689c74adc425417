// GET and PATCH /api/v1/admin/users: every account, 50 a page, newest first; a user's
// plan tier and platform-admin flag.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminPage, AdminUserView, ZAdminUserUpdate } from '@/core/admin-schemas';
import { answer, api } from '@/web/lib/api-client';
import { ME_QUERY_KEY } from '@/web/lib/get-me';
import { adminKeys, adminListQuery } from './admin-keys';

type AdminUserChanges = z.input<typeof ZAdminUserUpdate>;

export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ pageParam, signal }): Promise<AdminPage<AdminUserView>> =>
      answer(
        api.GET('/api/v1/admin/users', {
          params: { query: adminListQuery(q, pageParam) },
          signal,
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  });
}

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      changes,
    }: {
      userId: string;
      changes: AdminUserChanges;
    }): Promise<AdminUserView> =>
      answer(
        api.PATCH('/api/v1/admin/users/{userId}', {
          params: { path: { userId } },
          body: changes,
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.allUsers });
      // The admin may have changed their own tier, which the rest of the app reads from /me.
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
