// DELETE /api/v1/scheduling/event-types/:id, after the confirmation dialog. Its own
// availability goes with it and its bookings lose their name ("Unknown Event Type").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '@/web/lib/api-client';
import { schedulingKeys } from './scheduling-keys';

export function deleteEventType(id: string): Promise<void> {
  return answer(api.DELETE('/api/v1/scheduling/event-types/{id}', { params: { path: { id } } }));
}

export function useDeleteEventType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEventType,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: schedulingKeys.eventTypes });
      void queryClient.invalidateQueries({ queryKey: schedulingKeys.allAvailability });
      void queryClient.invalidateQueries({ queryKey: schedulingKeys.bookings });
    },
  });
}
