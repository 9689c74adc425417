// The API's view of one date override (decision 056).
import type { Selectable } from 'kysely';
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import type { DateOverride } from '../../../../core/scheduling-schemas';
import { notFound } from '../../../http/errors';
import type { SchedulingTables } from '../tables';

export type DateOverrideRow = Selectable<SchedulingTables['scheduling_date_overrides']>;

export function toDateOverrideView(row: DateOverrideRow): DateOverride {
  return {
    id: row.id,
    eventTypeId: row.eventTypeId,
    startDate: row.startDate,
    endDate: row.endDate,
    windows: row.windows.map(({ startTime, endTime }) => ({ startTime, endTime })),
  };
}

export function dateOverrideNotFound() {
  return notFound(SCHEDULING_MESSAGES.overrideNotFound);
}
