// The host's calendar account (calendar sync, decision 059):
// GET/POST /calendar-connections, PUT/DELETE …/:id, POST …/:id/sync.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarChoice,
  CalendarConnectInput,
  CalendarConnectionAnswer,
  CalendarConnectionView,
} from '@/core/calendar-sync-schemas';
import { answer, api } from '@/web/lib/api-client';

export const calendarConnectionKey = ['calendar_connections'] as const;

export function calendarConnectionQueryOptions() {
  return queryOptions({
    queryKey: calendarConnectionKey,
    queryFn: ({ signal }): Promise<CalendarConnectionAnswer> =>
      answer(api.GET('/api/v1/calendar-connections', { signal })),
  });
}

export function useCalendarConnection() {
  return useQuery(calendarConnectionQueryOptions());
}

function useStoreConnection() {
  const queryClient = useQueryClient();
  return (connection: CalendarConnectionView | null) =>
    queryClient.setQueryData<CalendarConnectionAnswer>(calendarConnectionKey, { connection });
}

export function useConnectCalendar() {
  const store = useStoreConnection();
  return useMutation({
    mutationFn: (input: CalendarConnectInput): Promise<CalendarConnectionView> =>
      answer(api.POST('/api/v1/calendar-connections', { body: input })),
    onSuccess: store,
  });
}

export function useChooseCalendars(id: string) {
  const store = useStoreConnection();
  return useMutation({
    mutationFn: (choice: CalendarChoice): Promise<CalendarConnectionView> =>
      answer(
        api.PUT('/api/v1/calendar-connections/{id}', { params: { path: { id } }, body: choice }),
      ),
    onSuccess: store,
  });
}

export function useSyncCalendar(id: string) {
  const store = useStoreConnection();
  return useMutation({
    mutationFn: (): Promise<CalendarConnectionView> =>
      answer(api.POST('/api/v1/calendar-connections/{id}/sync', { params: { path: { id } } })),
    onSuccess: store,
  });
}

export function useDisconnectCalendar(id: string) {
  const store = useStoreConnection();
  return useMutation({
    mutationFn: (): Promise<void> =>
      answer(api.DELETE('/api/v1/calendar-connections/{id}', { params: { path: { id } } })),
    onSuccess: () => store(null),
  });
}
