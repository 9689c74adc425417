// The words of the booking mails (pure: booking-mails.ts loads the rows and queues
// them). Every value a person typed is escaped in the HTML part: the invitee chooses
// their name and answers, the host's mail program renders them.
import { escapeHtml } from '../../../auth/auth-mails';
import type { MailAttachment } from '../../../platform/mail/tables';
import { bookingUid, type IcsMethod, type IcsStatus, renderIcs } from './ics';

export type BookingMailKind =
  | 'created'
  | 'canceled-by-host'
  | 'canceled-by-invitee'
  | 'confirmed'
  | 'declined'
  /** The booking moved to another time (issue 21): same UID, SEQUENCE + 1. */
  | 'rescheduled'
  /** The host canceled and asked the invitee to book again (issue 21). */
  | 'reschedule-requested';

/** The time a rescheduled booking had before (the mails show both). */
export type PreviousTime = { start: Date; end: Date };

export type BookingForMail = {
  id: string;
  status: 'pending' | 'confirmed' | 'canceled';
  startTime: Date;
  endTime: Date;
  inviteeName: string;
  inviteeEmail: string;
  inviteePhone: string | null;
  inviteeTimeZone: string | null;
  notes: string | null;
  cancellationReason: string | null;
  cancelToken: string;
  icsSequence: number;
  /** Null once the event type was deleted. */
  eventType: {
    name: string;
    slug: string;
    location: string | null;
    /** A video call's link: the calendar file's URL (decision 058). */
    meetingUrl?: string | null;
    description: string | null;
  } | null;
  /** username: the friendly booking page address (issue 21); absent, the id form. */
  host: MailHost;
  /** A collective booking's other hosts, who attend too (decision 073); absent otherwise. */
  coHostNames?: string[];
  responses: { question: string; response: string }[];
};

export type MailHost = {
  id: string;
  username?: string;
  name: string;
  email: string;
  timeZone: string;
};

export type MailBody = {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

type Line = [label: string, value: string];

/** "Monday, March 9, 2026, 9:00 AM – 9:30 AM (Europe/Paris)" */
export function formatBookingTime(start: Date, end: Date, timeZone: string): string {
  const { day, time } = formatsOf(timeZone);
  return `${day.format(start)}, ${time.format(start)} – ${time.format(end)} (${timeZone})`;
}

/** Formatters are costly to build; a reminder job formats thousands (decision 058). */
const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formatsOf(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
    };
    // Zones are a few hundred at most; the map stays small.
    formats.set(timeZone, found);
  }
  return found;
}

/** Google Calendar's "create event" template link. */
export function googleCalendarUrl(event: CalendarLinkEvent): string {
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
      .replace(/[-:]/g, '');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${stamp(event.start)}/${stamp(event.end)}`,
    details: event.details,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook on the web's compose-event deep link. */
export function outlookCalendarUrl(event: CalendarLinkEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.start.toISOString(),
    enddt: event.end.toISOString(),
    body: event.details,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}

type CalendarLinkEvent = {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string | null;
};

export function meetingTitle(booking: BookingForMail): string {
  const name = booking.eventType?.name ?? 'Meeting';
  return `${name} with ${booking.host.name}`;
}

/**
 * The calendar file of one change. Both sides get the same event — the same UID, the
 * same SEQUENCE (booking-mails.ts loads it once for both mails), method and status — so
 * each calendar updates or removes the event it already holds. Only the words differ:
 * the invitee reads "… with {host}" and the link that cancels without signing in; the
 * host reads "… with {invitee}", who that is, and the link to their bookings (the
 * invitee's secret cancel link stays the invitee's).
 */
function calendarFile(
  booking: BookingForMail,
  publicUrl: string,
  method: IcsMethod,
  status: IcsStatus,
  reader: 'invitee' | 'host' = 'invitee',
): MailAttachment {
  const paragraphs = (...parts: (string | null | undefined)[]) =>
    parts.filter((part): part is string => Boolean(part)).join('\n\n');
  const canceled = `Canceled.${booking.cancellationReason ? ` ${booking.cancellationReason}` : ''}`;
  const lead = method === 'CANCEL' ? canceled : booking.eventType?.description;
  const description =
    reader === 'invitee'
      ? paragraphs(
          lead,
          method === 'CANCEL'
            ? null
            : `To reschedule: ${rescheduleLink(booking, publicUrl)}\nTo cancel: ${cancelLink(booking, publicUrl)}`,
        )
      : paragraphs(
          lead,
          [
            ...inviteeDetails(booking).map(([label, value]) => `${label}: ${value}`),
            ...booking.responses.map((r) => `${r.question}: ${r.response}`),
          ].join('\n'),
          `Your bookings: ${publicUrl}/scheduling`,
        );
  const content = renderIcs({
    uid: bookingUid(booking.id, publicUrl),
    sequence: booking.icsSequence,
    method,
    status,
    start: booking.startTime,
    end: booking.endTime,
    stamp: new Date(),
    summary:
      reader === 'invitee'
        ? meetingTitle(booking)
        : `${booking.eventType?.name ?? 'Meeting'} with ${booking.inviteeName}`,
    description,
    location: booking.eventType?.location,
    url: booking.eventType?.meetingUrl,
    organizer: { name: booking.host.name, email: booking.host.email },
    attendee: {
      name: booking.inviteeName,
      email: booking.inviteeEmail,
      partStat: method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED',
    },
  });
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    content,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

export function cancelLink(booking: BookingForMail, publicUrl: string): string {
  return `${publicUrl}/schedule/cancel/${encodeURIComponent(booking.cancelToken)}`;
}

/** The invitee's reschedule link: the server sends it on to the booking page (issue 21). */
export function rescheduleLink(booking: BookingForMail, publicUrl: string): string {
  return `${publicUrl}/schedule/reschedule/${encodeURIComponent(booking.cancelToken)}`;
}

/** The booking page, to pick another time after a cancellation (null when the type is gone). */
function bookingPageLink(booking: BookingForMail, publicUrl: string): string | null {
  if (!booking.eventType) return null;
  const host = booking.host.username ?? booking.host.id;
  return `${publicUrl}/schedule/${encodeURIComponent(host)}/${encodeURIComponent(booking.eventType.slug)}`;
}

/** The invitee's "Add to calendar" links and file, for the confirmation page (issue 21). */
export function inviteeCalendarLinks(
  booking: BookingForMail,
  publicUrl: string,
): { google: string; outlook: string } {
  const event = inviteeCalendarEvent(booking, publicUrl);
  return { google: googleCalendarUrl(event), outlook: outlookCalendarUrl(event) };
}

/** The invitee's calendar file of the booking as it stands (the page's .ics download). */
export function inviteeCalendarFile(booking: BookingForMail, publicUrl: string): MailAttachment {
  if (booking.status === 'canceled') {
    return calendarFile(booking, publicUrl, 'CANCEL', 'CANCELLED');
  }
  return calendarFile(
    booking,
    publicUrl,
    'REQUEST',
    booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
  );
}

function inviteeCalendarEvent(booking: BookingForMail, publicUrl: string): CalendarLinkEvent {
  return {
    title: meetingTitle(booking),
    start: booking.startTime,
    end: booking.endTime,
    details: `To reschedule: ${rescheduleLink(booking, publicUrl)}\nTo cancel: ${cancelLink(booking, publicUrl)}`,
    location: booking.eventType?.location ?? null,
  };
}

/** Assembles text and HTML from one list of paragraphs, detail lines and links. */
export function compose(parts: {
  subject: string;
  intro: string;
  details: Line[];
  sections?: { title: string; lines: Line[] }[];
  links: { label: string; url: string }[];
  footnote?: string;
  attachments?: MailAttachment[];
}): MailBody {
  const sections = (parts.sections ?? []).filter((section) => section.lines.length > 0);
  const text = [
    parts.intro,
    '',
    ...parts.details.map(([label, value]) => `${label}: ${value}`),
    ...sections.flatMap((section) => [
      '',
      `${section.title}:`,
      ...section.lines.map(([label, value]) => `${label}: ${value}`),
    ]),
    '',
    ...parts.links.map((link) => `${link.label}: ${link.url}`),
    ...(parts.footnote ? ['', parts.footnote] : []),
  ].join('\n');
  const lines = (entries: Line[]) =>
    entries
      .map(
        ([label, value]) =>
          `<b>${escapeHtml(label)}:</b> <span style="white-space:pre-line">${escapeHtml(value)}</span>`,
      )
      .join('<br>');
  const html = [
    `<p>${escapeHtml(parts.intro)}</p>`,
    `<p>${lines(parts.details)}</p>`,
    ...sections.map(
      (section) => `<p><b>${escapeHtml(section.title)}</b><br>${lines(section.lines)}</p>`,
    ),
    `<p>${parts.links.map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`).join(' · ')}</p>`,
    ...(parts.footnote ? [`<p style="color:#666">${escapeHtml(parts.footnote)}</p>`] : []),
  ].join('\n');
  return { subject: parts.subject, text, html, attachments: parts.attachments };
}

export function meetingLines(booking: BookingForMail, timeZone: string): Line[] {
  return [
    ['What', booking.eventType?.name ?? 'Meeting'],
    ['When', formatBookingTime(booking.startTime, booking.endTime, timeZone)],
    ['With', hostNames(booking)],
    ...(booking.eventType?.location ? [['Where', booking.eventType.location] as Line] : []),
  ];
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy": every host who attends. */
export function hostNames(booking: Pick<BookingForMail, 'host' | 'coHostNames'>): string {
  const names = [booking.host.name, ...(booking.coHostNames ?? [])];
  if (names.length === 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function inviteeDetails(booking: BookingForMail): Line[] {
  return [
    ['Name', booking.inviteeName],
    ['Email', booking.inviteeEmail],
    ...(booking.inviteePhone ? [['Phone', booking.inviteePhone] as Line] : []),
    ...(booking.notes ? [['Notes', booking.notes] as Line] : []),
  ];
}

/** The invitee's mail for this change, with the calendar file that goes with it. */
export function inviteeMail(
  kind: BookingMailKind,
  booking: BookingForMail,
  options: {
    publicUrl: string;
    timeZone: string;
    previous?: PreviousTime;
    /** A round-robin move handed the booking to another host (decision 073). */
    previousHostName?: string;
  },
): MailBody {
  const { publicUrl, timeZone } = options;
  const title = meetingTitle(booking);
  const details = meetingLines(booking, timeZone);
  const cancelUrl = cancelLink(booking, publicUrl);
  const rebookUrl = bookingPageLink(booking, publicUrl);
  const calendarLinks = () => {
    const event = inviteeCalendarEvent(booking, publicUrl);
    return [
      { label: 'Add to Google Calendar', url: googleCalendarUrl(event) },
      { label: 'Add to Outlook', url: outlookCalendarUrl(event) },
      ...(rebookUrl ? [{ label: 'Reschedule', url: rescheduleLink(booking, publicUrl) }] : []),
      { label: 'Cancel', url: cancelUrl },
    ];
  };
  const was = options.previous
    ? ([
        ['Was', formatBookingTime(options.previous.start, options.previous.end, timeZone)],
      ] as Line[])
    : [];
  const rebook = rebookUrl ? [{ label: 'Pick another time', url: rebookUrl }] : [];

  switch (kind) {
    case 'created':
      if (booking.status === 'pending') {
        return compose({
          subject: `Awaiting confirmation: ${title}`,
          intro: `Thanks, ${booking.inviteeName}. Your booking request was sent to ${booking.host.name}, who will confirm it. You will get another e-mail when they do.`,
          details,
          links: calendarLinks(),
          footnote: 'The attached calendar file holds the time as tentative until it is confirmed.',
          attachments: [calendarFile(booking, publicUrl, 'REQUEST', 'TENTATIVE')],
        });
      }
      return compose({
        subject: `Booking confirmed: ${title}`,
        intro: `Thanks, ${booking.inviteeName}. Your booking is confirmed.`,
        details,
        links: calendarLinks(),
        footnote: 'Open the attached calendar file to add the meeting to your calendar.',
        attachments: [calendarFile(booking, publicUrl, 'REQUEST', 'CONFIRMED')],
      });
    case 'confirmed':
      return compose({
        subject: `Booking confirmed: ${title}`,
        intro: `Good news, ${booking.inviteeName}: ${booking.host.name} confirmed your booking.`,
        details,
        links: calendarLinks(),
        footnote: 'The attached calendar file updates the meeting in your calendar.',
        attachments: [calendarFile(booking, publicUrl, 'REQUEST', 'CONFIRMED')],
      });
    case 'declined':
      return compose({
        subject: `Booking declined: ${title}`,
        intro: `Sorry, ${booking.inviteeName}: ${booking.host.name} declined your booking request.`,
        details: reasonLines(booking, details),
        links: rebook,
        footnote: 'The attached calendar file removes the meeting from your calendar.',
        attachments: [calendarFile(booking, publicUrl, 'CANCEL', 'CANCELLED')],
      });
    case 'canceled-by-host':
      return compose({
        subject: `Booking canceled: ${title}`,
        intro: `${booking.host.name} canceled your booking, ${booking.inviteeName}.`,
        details: reasonLines(booking, details),
        links: rebook,
        footnote: 'The attached calendar file removes the meeting from your calendar.',
        attachments: [calendarFile(booking, publicUrl, 'CANCEL', 'CANCELLED')],
      });
    case 'rescheduled':
      return compose({
        subject: `Booking rescheduled: ${title}`,
        intro: options.previousHostName
          ? `Your booking has been moved to a new time, ${booking.inviteeName}. ${booking.host.name} will meet you then, as ${options.previousHostName} is not free at that time.`
          : `Your booking has been moved to a new time, ${booking.inviteeName}.`,
        details: [
          ...details,
          ...was,
          ...(options.previousHostName ? [['Was with', options.previousHostName] as Line] : []),
        ],
        links: calendarLinks(),
        footnote: 'The attached calendar file moves the meeting in your calendar.',
        attachments: [
          calendarFile(
            booking,
            publicUrl,
            'REQUEST',
            booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
          ),
        ],
      });
    case 'reschedule-requested':
      return compose({
        subject: `Please pick a new time: ${title}`,
        intro: `${booking.host.name} asked you to pick a new time for your booking, ${booking.inviteeName}. The old time is canceled.`,
        details: booking.cancellationReason
          ? [...details, ['Message', booking.cancellationReason]]
          : details,
        links: rebookUrl ? [{ label: 'Pick a new time', url: rebookUrl }] : [],
        footnote: 'The attached calendar file removes the old time from your calendar.',
        attachments: [calendarFile(booking, publicUrl, 'CANCEL', 'CANCELLED')],
      });
    case 'canceled-by-invitee':
      return compose({
        subject: `Booking canceled: ${title}`,
        intro: `Your booking is canceled, ${booking.inviteeName}. ${booking.host.name} has been told.`,
        details: reasonLines(booking, details),
        links: rebook,
        footnote: 'The attached calendar file removes the meeting from your calendar.',
        attachments: [calendarFile(booking, publicUrl, 'CANCEL', 'CANCELLED')],
      });
  }
}

function reasonLines(booking: BookingForMail, details: Line[]): Line[] {
  return booking.cancellationReason
    ? [...details, ['Reason', booking.cancellationReason]]
    : details;
}

/** The host's mail for this change. */
export function hostMail(
  kind: BookingMailKind,
  booking: BookingForMail,
  options: {
    publicUrl: string;
    previous?: PreviousTime;
    /** A collective booking's other host reads who acted rather than "You" (decision 073). */
    actorName?: string;
  },
): MailBody {
  const timeZone = booking.host.timeZone;
  const actor = options.actorName;
  const managerUrl = `${options.publicUrl}/scheduling`;
  const what = booking.eventType?.name ?? 'Meeting';
  const details = [
    ['What', what],
    ['When', formatBookingTime(booking.startTime, booking.endTime, timeZone)],
  ] as Line[];
  const invitee = { title: 'Invitee', lines: inviteeDetails(booking) };
  const answers = {
    title: 'Answers',
    lines: booking.responses.map((r) => [r.question, r.response] as Line),
  };
  const links = [{ label: 'Open your bookings', url: managerUrl }];
  const withReason = reasonLines(booking, details);
  // The same calendar file as the invitee's for the same change (issue 19): the host's
  // calendar holds the meeting too, tentative while it waits for their answer.
  const file = (method: IcsMethod, status: IcsStatus) => [
    calendarFile(booking, options.publicUrl, method, status, 'host'),
  ];
  const removes = 'The attached calendar file removes the meeting from your calendar.';

  switch (kind) {
    case 'created':
      return compose({
        subject:
          booking.status === 'pending'
            ? `New booking request: ${booking.inviteeName} – ${what}`
            : `New booking: ${booking.inviteeName} – ${what}`,
        intro:
          booking.status === 'pending'
            ? `${booking.inviteeName} asked to book a meeting with you. It waits for your confirmation.`
            : `${booking.inviteeName} booked a meeting with you.`,
        details,
        sections: [invitee, answers],
        links,
        footnote:
          booking.status === 'pending'
            ? 'The attached calendar file holds the time as tentative until you confirm it.'
            : 'Open the attached calendar file to add the meeting to your calendar.',
        attachments: file('REQUEST', booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED'),
      });
    case 'canceled-by-invitee':
      return compose({
        subject: `Booking canceled: ${booking.inviteeName} – ${what}`,
        intro: `${booking.inviteeName} canceled their booking with you.`,
        details: withReason,
        sections: [invitee],
        links,
        footnote: removes,
        attachments: file('CANCEL', 'CANCELLED'),
      });
    case 'rescheduled':
      return compose({
        subject: `Booking rescheduled: ${booking.inviteeName} – ${what}`,
        intro: `The booking with ${booking.inviteeName} moved to a new time.`,
        details: options.previous
          ? [
              ...details,
              [
                'Was',
                formatBookingTime(options.previous.start, options.previous.end, timeZone),
              ] as Line,
            ]
          : details,
        sections: [invitee],
        links,
        footnote: 'The attached calendar file moves the meeting in your calendar.',
        attachments: file('REQUEST', booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED'),
      });
    case 'reschedule-requested':
      return compose({
        subject: `Reschedule requested: ${booking.inviteeName} – ${what}`,
        intro: `${actor ?? 'You'} asked ${booking.inviteeName} to pick a new time; the old time is canceled.`,
        details: booking.cancellationReason
          ? [...details, ['Message', booking.cancellationReason] as Line]
          : details,
        sections: [invitee],
        links,
        footnote: removes,
        attachments: file('CANCEL', 'CANCELLED'),
      });
    case 'canceled-by-host':
      return compose({
        subject: actor
          ? `Booking canceled: ${booking.inviteeName} – ${what}`
          : `You canceled: ${booking.inviteeName} – ${what}`,
        intro: actor
          ? `${actor} canceled the booking with ${booking.inviteeName}; they have been told.`
          : `You canceled your booking with ${booking.inviteeName}; they have been told.`,
        details: withReason,
        sections: [invitee],
        links,
        footnote: removes,
        attachments: file('CANCEL', 'CANCELLED'),
      });
    case 'confirmed':
      return compose({
        subject: actor
          ? `Booking confirmed: ${booking.inviteeName} – ${what}`
          : `You confirmed: ${booking.inviteeName} – ${what}`,
        intro: `${actor ?? 'You'} confirmed the booking with ${booking.inviteeName}; they have been told.`,
        details,
        sections: [invitee],
        links,
        footnote: 'The attached calendar file updates the meeting in your calendar.',
        attachments: file('REQUEST', 'CONFIRMED'),
      });
    case 'declined':
      return compose({
        subject: actor
          ? `Booking declined: ${booking.inviteeName} – ${what}`
          : `You declined: ${booking.inviteeName} – ${what}`,
        intro: `${actor ?? 'You'} declined the booking request of ${booking.inviteeName}; they have been told.`,
        details: withReason,
        sections: [invitee],
        links,
        footnote: removes,
        attachments: file('CANCEL', 'CANCELLED'),
      });
  }
}

/**
 * A round-robin booking handed to another host on a move (decision 073): the new host's
 * mail adds it to their calendar, the previous host's removes it from theirs (the same
 * UID and sequence, each in their own calendar).
 */
export function handedOverHostMails(
  booking: BookingForMail,
  options: { publicUrl: string; previous: PreviousTime; previousHost?: MailHost },
): { toNewHost: MailBody; toPreviousHost?: MailBody } {
  const what = booking.eventType?.name ?? 'Meeting';
  const links = [{ label: 'Open your bookings', url: `${options.publicUrl}/scheduling` }];
  const invitee = { title: 'Invitee', lines: inviteeDetails(booking) };
  const answers = {
    title: 'Answers',
    lines: booking.responses.map((r) => [r.question, r.response] as Line),
  };
  const previousName = options.previousHost?.name ?? 'Its host';
  const toNewHost = compose({
    subject: `New booking: ${booking.inviteeName} – ${what}`,
    intro: `${booking.inviteeName} moved their booking to a time ${previousName} is not free, so it is yours now (round robin).`,
    details: [
      ['What', what],
      ['When', formatBookingTime(booking.startTime, booking.endTime, booking.host.timeZone)],
    ],
    sections: [invitee, answers],
    links,
    footnote: 'Open the attached calendar file to add the meeting to your calendar.',
    attachments: [
      calendarFile(
        booking,
        options.publicUrl,
        'REQUEST',
        booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
        'host',
      ),
    ],
  });
  const previousHost = options.previousHost;
  if (!previousHost) return { toNewHost };
  const asItWas: BookingForMail = {
    ...booking,
    host: previousHost,
    startTime: options.previous.start,
    endTime: options.previous.end,
    cancellationReason: `Moved to another time, hosted by ${booking.host.name}.`,
  };
  const toPreviousHost = compose({
    subject: `Booking moved to ${booking.host.name}: ${booking.inviteeName} – ${what}`,
    intro: `${booking.inviteeName} moved their booking to a time you are not free, so ${booking.host.name} hosts it now. It is no longer in your bookings.`,
    details: [
      ['What', what],
      [
        'Was',
        formatBookingTime(options.previous.start, options.previous.end, previousHost.timeZone),
      ],
      ['Now', formatBookingTime(booking.startTime, booking.endTime, previousHost.timeZone)],
    ],
    sections: [invitee],
    links,
    footnote: 'The attached calendar file removes the meeting from your calendar.',
    attachments: [calendarFile(asItWas, options.publicUrl, 'CANCEL', 'CANCELLED', 'host')],
  });
  return { toNewHost, toPreviousHost };
}
