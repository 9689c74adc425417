// An event type's reminder list (issue 21; decision 058): each reminder is sent that
// many minutes before the meeting, by e-mail to the invitee and, if asked, the host.
import { z } from 'zod';

export const REMINDER_MIN_MINUTES = 1;
/** 30 days. */
export const REMINDER_MAX_MINUTES = 43_200;
export const MAX_REMINDERS = 5;

export type BookingReminder = { offsetMinutes: number; toHost: boolean };

/** New and existing event types: 24 hours and 1 hour before, to the invitee. */
export const DEFAULT_REMINDERS: BookingReminder[] = [
  { offsetMinutes: 1440, toHost: false },
  { offsetMinutes: 60, toHost: false },
];

export const REMINDER_MESSAGES = {
  offsetRange: 'A reminder is sent between 1 minute and 30 days before the meeting',
  tooMany: `At most ${MAX_REMINDERS} reminders`,
  duplicate: 'Two reminders are sent at the same time: remove one',
} as const;

export const ZBookingReminder = z.object({
  offsetMinutes: z
    .number(REMINDER_MESSAGES.offsetRange)
    .int(REMINDER_MESSAGES.offsetRange)
    .min(REMINDER_MIN_MINUTES, REMINDER_MESSAGES.offsetRange)
    .max(REMINDER_MAX_MINUTES, REMINDER_MESSAGES.offsetRange),
  toHost: z.boolean().default(false),
});

export const ZBookingReminders = z
  .array(ZBookingReminder)
  .max(MAX_REMINDERS, REMINDER_MESSAGES.tooMany)
  .refine(
    (list) => new Set(list.map((reminder) => reminder.offsetMinutes)).size === list.length,
    REMINDER_MESSAGES.duplicate,
  )
  // Earliest first, as the mails go out.
  .transform((list) => [...list].sort((a, b) => b.offsetMinutes - a.offsetMinutes));

export const REMINDER_UNITS = [
  { unit: 'minutes', minutes: 1 },
  { unit: 'hours', minutes: 60 },
  { unit: 'days', minutes: 1440 },
] as const;
export type ReminderUnit = (typeof REMINDER_UNITS)[number]['unit'];

/** The largest unit that divides the offset: 1440 → 1 day, 90 → 90 minutes. */
export function splitOffset(offsetMinutes: number): { amount: number; unit: ReminderUnit } {
  for (const { unit, minutes } of [...REMINDER_UNITS].reverse()) {
    if (offsetMinutes % minutes === 0) return { amount: offsetMinutes / minutes, unit };
  }
  return { amount: offsetMinutes, unit: 'minutes' };
}

/** "1 day", "2 hours", "15 minutes". */
export function describeOffset(offsetMinutes: number): string {
  const { amount, unit } = splitOffset(offsetMinutes);
  return `${amount} ${amount === 1 ? unit.slice(0, -1) : unit}`;
}
