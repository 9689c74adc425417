// The feed's sentences, links and cursors, from stored facts alone.
import { describe, expect, it } from 'vitest';
import {
  type ActivitySubjects,
  activityCursor,
  describeActivity,
  formatActivityTime,
  parseActivityCursor,
  type StoredActivity,
} from './activity';

const NONE: ActivitySubjects = { clientId: null, bookingId: null, documentId: null };
const CONTEXT = { timeZone: 'America/New_York', createdAt: new Date('2026-11-20T12:00:00Z') };
const ID = '3f2a1b2c-1234-4abc-8def-0123456789ab';

const describe_ = (activity: StoredActivity, subjects: ActivitySubjects = NONE) =>
  describeActivity(activity, subjects, CONTEXT);

describe('formatActivityTime', () => {
  it("reads in the host's zone, with a plain space before AM/PM", () => {
    expect(formatActivityTime('2026-12-01T15:00:00Z', 'America/New_York', CONTEXT.createdAt)).toBe(
      'Tue, Dec 1, 10:00 AM',
    );
    expect(formatActivityTime('2026-12-01T15:00:00Z', 'Asia/Tokyo', CONTEXT.createdAt)).toBe(
      'Wed, Dec 2, 12:00 AM',
    );
  });

  it('adds the year only when it is not the year the entry was written', () => {
    expect(formatActivityTime('2027-01-05T15:30:00Z', 'UTC', CONTEXT.createdAt)).toBe(
      'Tue, Jan 5, 2027, 3:30 PM',
    );
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(formatActivityTime('2026-12-01T15:00:00Z', 'Mars/Olympus', CONTEXT.createdAt)).toBe(
      'Tue, Dec 1, 3:00 PM',
    );
  });
});

describe('describeActivity', () => {
  it('says what a lead did and links to the client while it exists', () => {
    const lead = (outcome: 'new_client' | 'existing_client' | 'client_limit') =>
      ({ kind: 'lead_received', data: { name: 'Ada Lovelace', outcome } }) as const;
    expect(describe_(lead('new_client'), { ...NONE, clientId: ID })).toEqual({
      text: 'Ada Lovelace left their details on your Scale Page',
      href: `/dashboard?tab=clients&client=${ID}`,
      gone: null,
    });
    expect(describe_(lead('existing_client'), { ...NONE, clientId: ID }).text).toBe(
      'Ada Lovelace sent you a message on your Scale Page',
    );
    expect(describe_(lead('new_client'))).toEqual({
      text: 'Ada Lovelace left their details on your Scale Page',
      href: null,
      gone: 'This client no longer exists',
    });
    // Kept out by the plan: never had a client, so nothing is "gone".
    expect(describe_(lead('client_limit'))).toMatchObject({ href: null, gone: null });
  });

  it('tells each turn of a booking, with a stand-in for a deleted event type', () => {
    const data = {
      inviteeName: 'Ada',
      eventTypeName: '30 Minute Meeting',
      startTime: '2026-12-01T15:00:00Z',
    };
    const subjects = { ...NONE, bookingId: ID };
    expect(
      describe_({ kind: 'booking_created', data: { ...data, isPending: false } }, subjects),
    ).toEqual({
      text: 'Ada booked 30 Minute Meeting for Tue, Dec 1, 10:00 AM',
      href: `/dashboard?tab=scheduling&section=bookings&booking=${ID}`,
      gone: null,
    });
    expect(
      describe_({ kind: 'booking_created', data: { ...data, isPending: true } }, subjects).text,
    ).toBe('Ada asked to book 30 Minute Meeting for Tue, Dec 1, 10:00 AM');
    const canceled = (canceledBy: 'invitee' | 'host', isDeclined: boolean) =>
      describe_(
        {
          kind: 'booking_canceled',
          data: { ...data, eventTypeName: null, canceledBy, isDeclined },
        },
        subjects,
      ).text;
    expect(canceled('invitee', false)).toBe('Ada canceled their meeting on Tue, Dec 1, 10:00 AM');
    expect(canceled('host', false)).toBe("You canceled Ada's meeting on Tue, Dec 1, 10:00 AM");
    expect(canceled('host', true)).toBe("You declined Ada's meeting on Tue, Dec 1, 10:00 AM");
    const rescheduled = (rescheduledBy: 'invitee' | 'host', eventTypeName: string | null) =>
      describe_(
        {
          kind: 'booking_rescheduled',
          data: {
            ...data,
            eventTypeName,
            startTime: '2026-12-02T16:30:00Z',
            previousStartTime: data.startTime,
            rescheduledBy,
          },
        },
        subjects,
      );
    expect(rescheduled('invitee', '30 Minute Meeting')).toEqual({
      text: 'Ada rescheduled 30 Minute Meeting from Tue, Dec 1, 10:00 AM to Wed, Dec 2, 11:30 AM',
      href: `/dashboard?tab=scheduling&section=bookings&booking=${ID}`,
      gone: null,
    });
    expect(rescheduled('host', null).text).toBe(
      "Rescheduled Ada's meeting from Tue, Dec 1, 10:00 AM to Wed, Dec 2, 11:30 AM",
    );
    expect(
      describe_(
        {
          kind: 'booking_rescheduled',
          data: {
            ...data,
            previousStartTime: data.startTime,
            rescheduledBy: 'host',
          },
        },
        NONE,
      ).gone,
    ).toBe('This booking no longer exists');
  });

  it('tells of a document opened and of an import, counted in words', () => {
    expect(
      describe_(
        {
          kind: 'document_viewed',
          data: { title: 'Q3 Proposal', linkLabel: 'Acme', device: 'mobile' },
        },
        { ...NONE, documentId: ID },
      ),
    ).toEqual({
      text: '“Q3 Proposal” was opened through your link “Acme” on a phone',
      href: `/dashboard?tab=documents&document=${ID}`,
      gone: null,
    });
    const imported = (count: number) =>
      describe_({ kind: 'clients_imported', data: { fileName: 'contacts.csv', imported: count } });
    expect(imported(47)).toEqual({
      text: 'Imported 47 clients from contacts.csv',
      href: '/dashboard?tab=clients&view=list&sort=created_at',
      gone: null,
    });
    expect(imported(1).text).toBe('Imported 1 client from contacts.csv');
    expect(imported(12_500).text).toBe('Imported 12,500 clients from contacts.csv');
  });
});

describe('the activity cursor', () => {
  it('reads back what it wrote, to the microsecond', () => {
    const cursor = activityCursor({ createdAt: '2026-11-20T12:00:00.123456Z', id: ID });
    expect(parseActivityCursor(cursor)).toEqual({
      createdAt: '2026-11-20T12:00:00.123456Z',
      id: ID,
    });
  });

  it('refuses anything it did not hand out', () => {
    for (const bad of [
      '',
      ID,
      `2026-11-20T12:00:00.123Z_${ID}`,
      `2026-02-30T12:00:00.000000Z_${ID}`,
      `2026-11-20T25:00:00.000000Z_${ID}`,
      '2026-11-20T12:00:00.000000Z_not-a-uuid',
      `2026-11-20T12:00:00.000000Z_${ID}' OR 1=1`,
    ]) {
      expect(parseActivityCursor(bad), bad).toBeUndefined();
    }
  });
});
