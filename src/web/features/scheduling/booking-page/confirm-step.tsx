// Step 3, "Confirm": everything the invitee chose, to check before booking.
import type { PublicEventType } from '@/core/scheduling-schemas';
import type { BookingFormValues } from './booking-form-values';
import { dateKeyInZone, formatLongDate, formatSlotRange, type ZonedSlot } from './zoned-dates';

export function ConfirmStep({
  eventType,
  slot,
  timeZone,
  values,
}: {
  eventType: PublicEventType['eventType'];
  slot: ZonedSlot;
  timeZone: string;
  values: BookingFormValues;
}) {
  const answered = [...eventType.questions]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((question) => ({ question, answer: values.responses[question.id]?.trim() ?? '' }))
    .filter(({ answer }) => answer);
  const rows: [string, string][] = [
    ['Event', eventType.name],
    ['Date', formatLongDate(dateKeyInZone(slot.start, timeZone))],
    [
      'Time',
      `${formatSlotRange(slot.start, slot.end, timeZone)} (${timeZone.replaceAll('_', ' ')})`,
    ],
    ['Name', values.name.trim()],
    ['Email', values.email.trim()],
  ];
  if (values.phone.trim()) rows.push(['Phone', values.phone.trim()]);
  if (values.notes.trim()) rows.push(['Notes', values.notes.trim()]);
  for (const { question, answer } of answered) rows.push([question.question, answer]);

  return (
    <dl
      className="divide-y divide-border rounded-lg border border-border"
      aria-label="Booking summary"
    >
      {rows.map(([term, detail]) => (
        <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="text-sm font-medium whitespace-pre-line break-words">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
