// POST /api/v1/scheduling/event-types and PUT …/:id (the whole form, questions included).
// The form waits for the answer so a refused save keeps what was typed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventType, EventTypeInput } from '@/core/scheduling-schemas';
import { apiFetch } from '@/web/lib/api';
import { schedulingKeys } from './scheduling-keys';

export function saveEventType(id: string | null, input: EventTypeInput): Promise<EventType> {
  return id
    ? apiFetch<EventType>(`/scheduling/event-types/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
      })
    : apiFetch<EventType>('/scheduling/event-types', { method: 'POST', body: input });
}

export function useSaveEventType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: EventTypeInput }) =>
      saveEventType(id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: schedulingKeys.eventTypes });
      // Bookings show the event type's name.
      void queryClient.invalidateQueries({ queryKey: schedulingKeys.bookings });
    },
  });
}
