// POST /api/v1/scheduling/event-types and PUT …/:id (the whole form, questions included).
// The form waits for the answer so a refused save keeps what was typed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventType, EventTypeInput } from '@/core/scheduling-schemas';
import { answer, api } from '@/web/lib/api-client';
import { schedulingKeys } from './scheduling-keys';

export function saveEventType(id: string | null, input: EventTypeInput): Promise<EventType> {
  return id
    ? answer(
        api.PUT('/api/v1/scheduling/event-types/{id}', { params: { path: { id } }, body: input }),
      )
    : answer(api.POST('/api/v1/scheduling/event-types', { body: input }));
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
