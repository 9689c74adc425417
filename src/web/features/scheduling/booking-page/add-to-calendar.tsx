// "Add to calendar" on the confirmation and cancel pages (issue 21): the same Google and
// Outlook links as the invitee's mail, and the booking's .ics file as it stands now.
import { CalendarPlus, Download } from 'lucide-react';
import { RESCHEDULE_MESSAGES as R } from '@/core/scheduling/reschedule-messages';
import type { PublicBookingDetails } from '@/core/scheduling/reschedule-schemas';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-md border border-border px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function AddToCalendar({ calendar }: { calendar: PublicBookingDetails['calendar'] }) {
  if (!calendar) return null;
  return (
    <section aria-labelledby="add-to-calendar" className="space-y-2">
      <h4 id="add-to-calendar" className="text-sm font-semibold">
        {R.addToCalendar}
      </h4>
      <div className="flex flex-wrap justify-center gap-2">
        <a className={linkClass} href={calendar.google} target="_blank" rel="noopener noreferrer">
          <CalendarPlus className="size-4" aria-hidden="true" />
          {R.googleCalendar}
        </a>
        <a className={linkClass} href={calendar.outlook} target="_blank" rel="noopener noreferrer">
          <CalendarPlus className="size-4" aria-hidden="true" />
          {R.outlookCalendar}
        </a>
        <a className={linkClass} href={calendar.icsPath} download="invite.ics">
          <Download className="size-4" aria-hidden="true" />
          {R.downloadIcs}
        </a>
      </div>
    </section>
  );
}
