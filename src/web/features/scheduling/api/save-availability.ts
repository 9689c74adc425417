// The weekly set's writes: POST /scheduling/availability (one slot), PUT
// /scheduling/availability/quick-setup (replaces the set), PATCH and DELETE
// /scheduling/availability/:id.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySlot } from '@/core/scheduling-schemas';
import { answer, api } from '@/web/lib/api-client';
import { schedulingKeys } from './scheduling-keys';

export type SlotInput = {
  eventTypeId: string | null;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
};

export type QuickSetupInput = {
  eventTypeId: string | null;
  days: number[];
  startTime: string;
  endTime: string;
};

export function addAvailability(input: SlotInput): Promise<AvailabilitySlot> {
  return answer(api.POST('/api/v1/scheduling/availability', { body: input }));
}

export function quickSetupAvailability(input: QuickSetupInput): Promise<AvailabilitySlot[]> {
  return answer(api.PUT('/api/v1/scheduling/availability/quick-setup', { body: input }));
}

/** PATCH /scheduling/availability/:id — the times of one window, edited in place. */
export function updateAvailability({
  id,
  ...changes
}: {
  id: string;
  startTime: string;
  endTime: string;
}): Promise<AvailabilitySlot> {
  return answer(
    api.PATCH('/api/v1/scheduling/availability/{id}', { params: { path: { id } }, body: changes }),
  );
}

export function deleteAvailability(id: string): Promise<void> {
  return answer(api.DELETE('/api/v1/scheduling/availability/{id}', { params: { path: { id } } }));
}

function useRefreshAvailability() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: schedulingKeys.allAvailability });
}

export function useAddAvailability() {
  const refresh = useRefreshAvailability();
  return useMutation({ mutationFn: addAvailability, onSuccess: refresh });
}

export function useQuickSetupAvailability() {
  const refresh = useRefreshAvailability();
  return useMutation({ mutationFn: quickSetupAvailability, onSuccess: refresh });
}

export function useUpdateAvailability() {
  const refresh = useRefreshAvailability();
  return useMutation({ mutationFn: updateAvailability, onSuccess: refresh });
}

export function useDeleteAvailability() {
  const refresh = useRefreshAvailability();
  return useMutation({ mutationFn: deleteAvailability, onSuccess: refresh });
}
