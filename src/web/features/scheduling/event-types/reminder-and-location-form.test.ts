// The event type form's reminders and location (decision 058): what is typed becomes
// the API's minutes, and the form gives the server's messages before sending.
import { describe, expect, it } from 'vitest';
import { REMINDER_MESSAGES } from '@/core/scheduling/booking-reminders';
import { LOCATION_MESSAGES } from '@/core/scheduling/meeting-location';
import {
  checkEventTypeForm,
  EMPTY_EVENT_TYPE_FORM,
  type EventTypeFormValues,
  newReminderDraft,
} from './event-type-form-values';

const form = (changes: Partial<EventTypeFormValues>) => ({
  ...EMPTY_EVENT_TYPE_FORM,
  name: 'Chat',
  slug: 'chat',
  ...changes,
});

describe('the reminders of the event type form', () => {
  it('starts with 1 day and 1 hour, and sends minutes', () => {
    expect(EMPTY_EVENT_TYPE_FORM.reminders.map((r) => [r.amount, r.unit])).toEqual([
      ['1', 'days'],
      ['1', 'hours'],
    ]);
    const checked = checkEventTypeForm(
      form({
        reminders: [
          { ...newReminderDraft(), amount: '2', unit: 'days', toHost: true },
          { ...newReminderDraft(), amount: '5', unit: 'minutes' },
        ],
      }),
      true,
    );
    expect(checked).toMatchObject({
      isValid: true,
      input: {
        reminders: [
          { offsetMinutes: 2880, toHost: true },
          { offsetMinutes: 5, toHost: false },
        ],
      },
    });
  });

  it('refuses an empty amount, 0, and the same moment twice', () => {
    const empty = checkEventTypeForm(
      form({ reminders: [{ ...newReminderDraft(), amount: '' }] }),
      true,
    );
    expect(empty).toMatchObject({
      isValid: false,
      errors: { 'reminders.0.offsetMinutes': REMINDER_MESSAGES.offsetRange },
    });
    const twice = checkEventTypeForm(
      form({
        reminders: [
          { ...newReminderDraft(), amount: '1', unit: 'hours' },
          { ...newReminderDraft(), amount: '60', unit: 'minutes' },
        ],
      }),
      true,
    );
    expect(twice).toMatchObject({
      isValid: false,
      errors: { reminders: REMINDER_MESSAGES.duplicate },
    });
  });
});

describe('the location of the event type form', () => {
  it('refuses a javascript: link at its field', () => {
    const checked = checkEventTypeForm(
      form({ locationKind: 'video_link', location: 'javascript:alert(1)' }),
      true,
    );
    expect(checked).toMatchObject({
      isValid: false,
      errors: { location: LOCATION_MESSAGES.linkHttps },
    });
  });

  it('accepts a Jitsi room, whatever address was typed before', () => {
    const checked = checkEventTypeForm(
      form({ locationKind: 'jitsi', location: 'left over' }),
      true,
    );
    expect(checked).toMatchObject({ isValid: true, input: { locationKind: 'jitsi' } });
  });
});
