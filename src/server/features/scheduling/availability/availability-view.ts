// The API's view of one weekly availability slot, and which set a request names.
import type { Kysely, Selectable } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type { AvailabilitySlot } from '../../../../core/scheduling-schemas';
import type { DB } from '../../../db/types';
import { notFound } from '../../../http/errors';
import { findOwnEventType } from '../event-types/find-own-event-type';
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

/** `?eventTypeId=`: absent or 'general' is the general set (null), else one of the user's event types. */
export function readAvailabilitySet(value: string | undefined): string | null {
  if (value === undefined || value === '' || value === 'general') return null;
  return value;
}

/** Throws 404 unless the set is the general one or an event type of the user's. */
export async function checkAvailabilitySet(
  db: Kysely<DB>,
  userId: string,
  eventTypeId: string | null,
): Promise<void> {
  if (eventTypeId !== null) await findOwnEventType(db, userId, eventTypeId);
}

export function availabilityNotFound() {
  return notFound(SCHEDULING_MESSAGES.availabilityNotFound);
}
