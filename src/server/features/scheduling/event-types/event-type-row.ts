// The form's values as event type columns. A new event type with an empty slug takes
// one derived from its name (spec §5); an edit must send one.
import { SCHEDULING_MESSAGES } from '../../../../core/messages';
import { checkLocation } from '../../../../core/scheduling/meeting-location';
import {
  type EventTypeValues,
  eventTypeLocationKind,
  slugify,
} from '../../../../core/scheduling-schemas';
import { badRequest } from '../../../http/errors';

function slugRequired() {
  return badRequest(SCHEDULING_MESSAGES.slugRequired, { slug: SCHEDULING_MESSAGES.slugRequired });
}

export function eventTypeSlug(values: EventTypeValues, { isNew }: { isNew: boolean }): string {
  if (values.slug) return values.slug;
  if (!isNew) throw slugRequired();
  // A name of only punctuation ("!!!") derives nothing.
  const derived = slugify(values.name).slice(0, 100).replace(/-+$/, '');
  if (!derived) throw slugRequired();
  return derived;
}

/** The kind and what is stored for it: kinds that need no text store none. */
function storedLocation(values: EventTypeValues) {
  const locationKind = eventTypeLocationKind(values);
  const checked = checkLocation(locationKind, values.location);
  return { locationKind, location: checked.ok ? checked.location : null };
}

export function toEventTypeColumns(values: EventTypeValues, slug: string) {
  return {
    name: values.name,
    slug,
    description: values.description,
    ...storedLocation(values),
    reminders: JSON.stringify(values.reminders),
    color: values.color,
    duration: values.duration,
    bufferBefore: values.bufferBefore,
    bufferAfter: values.bufferAfter,
    minBookingNotice: values.minBookingNotice,
    maxBookingsPerDay: values.maxBookingsPerDay,
    maxBookingsPerWeek: values.maxBookingsPerWeek,
    dateRangeStart: values.dateRangeStart,
    dateRangeEnd: values.dateRangeEnd,
    requiresConfirmation: values.requiresConfirmation,
    isActive: values.isActive,
  };
}
