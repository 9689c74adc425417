// The API's view of one weekly availability slot, and which set a request names.
import type { Selectable } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type { AvailabilitySlot } from '../../../../core/scheduling-schemas';
import { notFound } from '../../../http/errors';
import type { SchedulingTables } from '../tables';

export type AvailabilityRow = Selectable<SchedulingTables['scheduling_availability']>;

export function toAvailabilityView(row: AvailabilityRow): AvailabilitySlot {
  return {
    id: row.id,
    eventTypeId: row.eventTypeId,
    dayOfWeek: row.dayOfWeek,
    startTime: row.startTime,
    endTime: row.endTime,
  };
}

/** `?eventTypeId=`: absent or 'general' is the general set (null), else an event type's override. */
export function readAvailabilitySet(value: string | undefined): string | null {
  if (value === undefined || value === '' || value === 'general') return null;
  return value;
}

export function availabilityNotFound() {
  return notFound(SCHEDULING_MESSAGES.availabilityNotFound);
}
