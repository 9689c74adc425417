// Kysely's view of the scheduling tables (db/migrations/0013_scheduling.sql).
import type { ColumnType, Generated } from 'kysely';
import type { BookingReminder } from '../../../core/scheduling/booking-reminders';
import type { LocationKind } from '../../../core/scheduling/meeting-location';
import type { BookingStatus, QuestionType } from '../../../core/scheduling-schemas';
import type { TeamKind } from '../../../core/team-event-type-schemas';

export type DateOverrideWindow = { startTime: string; endTime: string };
/** Read as Date; written as a Date or an SQL expression. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Read as Date; has a default on insert. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type SchedulingTables = {
  scheduling_event_types: {
    id: Generated<string>;
    userId: string;
    /** The workspace the record lives in (migration 0026; defaults to the owner's personal one). */
    workspaceId: Generated<string>;
    /** Who made it; defaults to the owner. */
    createdBy: Generated<string | null>;
    name: string;
    slug: string;
    description: string | null;
    location: string | null;
    /** Migration 0041 (decision 058). */
    locationKind: Generated<LocationKind>;
    /** [{offsetMinutes, toHost}], jsonb (migration 0041). */
    reminders: ColumnType<BookingReminder[], string | undefined, string>;
    color: Generated<string>;
    duration: Generated<number>;
    bufferBefore: Generated<number>;
    bufferAfter: Generated<number>;
    minBookingNotice: Generated<number>;
    maxBookingsPerDay: number | null;
    /** Migration 0039: per host-local week, Monday to Sunday. */
    maxBookingsPerWeek: Generated<number | null>;
    /** 'YYYY-MM-DD' (the connection keeps dates as text). */
    dateRangeStart: string | null;
    dateRangeEnd: string | null;
    requiresConfirmation: Generated<boolean>;
    isActive: Generated<boolean>;
    /** Migration 0045 (decision 063): null for a person's own, else a team workspace's. */
    teamKind: Generated<TeamKind | null>;
    createdAt: DefaultTimestamp;
    updatedAt: DefaultTimestamp;
  };
  /** Migration 0045: the hosts of a team event type, with their round-robin weight. */
  scheduling_team_hosts: {
    eventTypeId: string;
    userId: string;
    weight: Generated<number>;
    position: Generated<number>;
  };
  scheduling_availability: {
    id: Generated<string>;
    userId: string;
    /** The workspace the record lives in (migration 0026; defaults to the owner's personal one). */
    workspaceId: Generated<string>;
    /** Who made it; defaults to the owner. */
    createdBy: Generated<string | null>;
    eventTypeId: string | null;
    dayOfWeek: number;
    /** 'HH:MM:SS' in the host's time zone */
    startTime: string;
    endTime: string;
    createdAt: DefaultTimestamp;
  };
  /** db/migrations/0039 (decision 056): other hours, or none, on a range of host-local dates. */
  scheduling_date_overrides: {
    id: Generated<string>;
    userId: string;
    workspaceId: string;
    createdBy: string | null;
    /** null: the user's own, for every event type they host. */
    eventTypeId: string | null;
    /** 'YYYY-MM-DD', inclusive. */
    startDate: string;
    endDate: string;
    /** Host-local windows, sorted; empty: unavailable. */
    windows: ColumnType<DateOverrideWindow[], string, string>;
    /** A team event type's override: the zone its dates and hours are read in (0057). */
    timeZone: ColumnType<string | null, string | null | undefined, string | null>;
    createdAt: DefaultTimestamp;
  };
  /** db/migrations/0014: users whose general availability default has been written. */
  scheduling_availability_seeded: {
    userId: string;
    seededAt: DefaultTimestamp;
  };
  scheduling_questions: {
    id: Generated<string>;
    eventTypeId: string;
    question: string;
    type: Generated<QuestionType>;
    options: Generated<string[]>;
    isRequired: Generated<boolean>;
    orderIndex: Generated<number>;
  };
  scheduling_bookings: {
    id: Generated<string>;
    eventTypeId: string | null;
    userId: string;
    /** The workspace the record lives in (migration 0026; defaults to the owner's personal one). */
    workspaceId: Generated<string>;
    /** Who made it; defaults to the owner. */
    createdBy: Generated<string | null>;
    startTime: Timestamp;
    endTime: Timestamp;
    /** tstzrange, written as '[start,end)' text. */
    blockedDuring: string;
    inviteeName: string;
    inviteeEmail: string;
    inviteePhone: string | null;
    inviteeTimeZone: string | null;
    notes: string | null;
    status: BookingStatus;
    cancellationReason: string | null;
    canceledAt: Timestamp | null;
    cancelToken: string;
    icsSequence: Generated<number>;
    /** A Jitsi Meet room made for this booking (migration 0041). */
    meetingUrl: Generated<string | null>;
    /** Migration 0045: a collective booking's other hosts point at the invitee's row. */
    primaryBookingId: Generated<string | null>;
    createdAt: DefaultTimestamp;
    updatedAt: DefaultTimestamp;
  };
  /** Migration 0041: one row per reminder of a live booking (decision 058). */
  scheduling_booking_reminders: {
    id: Generated<string>;
    bookingId: string;
    offsetMinutes: number;
    toHost: Generated<boolean>;
    remindAt: Timestamp;
    armedAt: DefaultTimestamp;
    sentForStart: Timestamp | null;
  };
  scheduling_responses: {
    id: Generated<string>;
    bookingId: string;
    questionId: string | null;
    question: string;
    response: string;
  };
  /** The public booking page's rate limit (migration 0015). */
  public_booking_actions: {
    id: Generated<string>;
    userId: string;
    visitorKey: string;
    createdAt: DefaultTimestamp;
  };
  /** Migration 0054 (decision 073): a round-robin booking handed to another host on a move. */
  scheduling_booking_assignments: {
    id: Generated<string>;
    bookingId: string;
    workspaceId: string;
    fromUserId: string | null;
    toUserId: string | null;
    rule: 'round_robin';
    reason: 'reschedule';
    createdAt: DefaultTimestamp;
  };
};
