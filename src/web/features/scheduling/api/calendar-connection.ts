// The host's calendar account (calendar sync, decision 059):
// GET/POST /calendar-connections, PUT/DELETE …/:id, POST …/:id/sync.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarChoice,
  CalendarConnectInput,
  CalendarConnectionAnswer,
  CalendarConnectionView,
} from '@/core/calendar-sync-schemas';
import { apiFetch } from '@/web/lib/api';

export const calendarConnectionKey = ['calendar_connections'] as const;

export function calendarConnectionQueryOptions() {
  return queryOptions({
    queryKey: calendarConnectionKey,
    queryFn: ({ signal }) =>
      apiFetch<CalendarConnectionAnswer>('/calendar-connections', { signal }),
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
    mutationFn: (input: CalendarConnectInput) =>
      apiFetch<CalendarConnectionView>('/calendar-connections', {
        method: 'POST',
        body: input,
      }),
    onSuccess: store,
  });
}

export function useChooseCalendars(id: string) {
  const store = useStoreConnection();
  return useMutation({
    mutationFn: (choice: CalendarChoice) =>
      apiFetch<CalendarConnectionView>(`/calendar-connections/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: choice,
      }),
    onSuccess: store,
  });
}

export function useSyncCalendar(id: string) {
  const store = useStoreConnection();
  return useMutation({
    mutationFn: () =>
      apiFetch<CalendarConnectionView>(`/calendar-connections/${encodeURIComponent(id)}/sync`, {
        method: 'POST',
      }),
    onSuccess: store,
  });
}

export function useDisconnectCalendar(id: string) {
  const store = useStoreConnection();
  return useMutation({
    mutationFn: () =>
      apiFetch<void>(`/calendar-connections/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => store(null),
  });
}
