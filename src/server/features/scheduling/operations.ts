// The scheduling API as the OpenAPI document describes it: the host's event types,
// availability, date overrides, bookings and calendar connection (routes.ts,
// team-event-types/team-routes.ts, calendar-sync/calendar-routes.ts), and the public
// booking pages' endpoints (booking-page/public-routes.ts, team-public-routes.ts).
import { z } from 'zod';
import {
  ZCalendarChoice,
  ZCalendarConnect,
  ZCalendarConnectionAnswer,
  ZCalendarConnectionView,
} from '../../../core/calendar-sync-schemas';
import {
  ZBookingNote,
  ZBookingReschedule,
  ZPublicBookingDetails,
} from '../../../core/scheduling/reschedule-schemas';
import {
  ZAvailabilitySetQuery,
  ZAvailabilitySlot,
  ZAvailabilitySlotUpdate,
  ZAvailabilitySlotView,
  ZBooking,
  ZBookingCancel,
  ZBookingCreate,
  ZDateOverride,
  ZDateOverrideUpdate,
  ZDateOverrideView,
  ZEventType,
  ZEventTypeInput,
  ZHostBookings,
  ZPublicBookingCreated,
  ZPublicBookingSummary,
  ZPublicEventType,
  ZPublicHostEventTypes,
  ZQuickSetup,
  ZSlotsAnswer,
  ZSlotsQuery,
} from '../../../core/scheduling-schemas';
import { ZTeamEventType, ZTeamEventTypeInput } from '../../../core/team-event-type-schemas';
import {
  emptyAnswer,
  type FeatureOperations,
  fileAnswer,
  json,
  jsonAnswer,
  NO_BODY,
} from '../../platform/openapi/operation-spec';

const ZReschedulePath = z
  .object({
    path: z.string().describe('/schedule/reschedule/{token}: the booking page to move it'),
  })
  .meta({ id: 'ReschedulePath' });

const deleted = (what: string) => ({ 204: emptyAnswer(`${what} deleted`) });

export const schedulingOperations = {
  'GET /api/v1/scheduling/event-types': {
    summary: 'List event types',
    operationId: 'listEventTypes',
    responses: { 200: jsonAnswer('The workspace’s event types', z.array(ZEventType)) },
  },
  'POST /api/v1/scheduling/event-types': {
    summary: 'Create an event type',
    operationId: 'createEventType',
    body: json(ZEventTypeInput),
    responses: { 201: jsonAnswer('The event type created', ZEventType) },
  },
  'GET /api/v1/scheduling/event-types/:id': {
    summary: 'Get an event type',
    operationId: 'getEventType',
    responses: { 200: jsonAnswer('The event type with its questions', ZEventType) },
  },
  'PUT /api/v1/scheduling/event-types/:id': {
    summary: 'Update an event type',
    operationId: 'updateEventType',
    body: json(ZEventTypeInput),
    responses: { 200: jsonAnswer('The event type as saved', ZEventType) },
  },
  'DELETE /api/v1/scheduling/event-types/:id': {
    summary: 'Delete an event type',
    operationId: 'deleteEventType',
    responses: deleted('Event type'),
  },
  'GET /api/v1/scheduling/team-event-types': {
    summary: 'List team event types',
    operationId: 'listTeamEventTypes',
    responses: {
      200: jsonAnswer(
        'The team workspace’s round-robin and collective event types',
        z.array(ZTeamEventType),
      ),
    },
  },
  'POST /api/v1/scheduling/team-event-types': {
    summary: 'Create a team event type',
    operationId: 'createTeamEventType',
    body: json(ZTeamEventTypeInput),
    responses: { 201: jsonAnswer('The team event type created', ZTeamEventType) },
  },
  'GET /api/v1/scheduling/team-event-types/:id': {
    summary: 'Get a team event type',
    operationId: 'getTeamEventType',
    responses: { 200: jsonAnswer('The team event type with its hosts', ZTeamEventType) },
  },
  'PUT /api/v1/scheduling/team-event-types/:id': {
    summary: 'Update a team event type',
    operationId: 'updateTeamEventType',
    body: json(ZTeamEventTypeInput),
    responses: { 200: jsonAnswer('The team event type as saved', ZTeamEventType) },
  },
  'DELETE /api/v1/scheduling/team-event-types/:id': {
    summary: 'Delete a team event type',
    operationId: 'deleteTeamEventType',
    responses: deleted('Team event type'),
  },
  'GET /api/v1/scheduling/availability': {
    summary: 'List weekly availability',
    operationId: 'listAvailability',
    query: ZAvailabilitySetQuery,
    responses: { 200: jsonAnswer('The set’s weekly time slots', z.array(ZAvailabilitySlotView)) },
  },
  'POST /api/v1/scheduling/availability': {
    summary: 'Add an availability slot',
    operationId: 'addAvailabilitySlot',
    body: json(ZAvailabilitySlot),
    responses: { 201: jsonAnswer('The slot added', ZAvailabilitySlotView) },
  },
  'PUT /api/v1/scheduling/availability/quick-setup': {
    summary: 'Replace weekly availability',
    operationId: 'quickSetupAvailability',
    description: 'Replaces the set’s weekly hours with the same window on the days given.',
    body: json(ZQuickSetup),
    responses: {
      200: jsonAnswer('The set’s slots after the change', z.array(ZAvailabilitySlotView)),
    },
  },
  'PATCH /api/v1/scheduling/availability/:id': {
    summary: 'Update an availability slot',
    operationId: 'updateAvailabilitySlot',
    body: json(ZAvailabilitySlotUpdate),
    responses: { 200: jsonAnswer('The slot as saved', ZAvailabilitySlotView) },
  },
  'DELETE /api/v1/scheduling/availability/:id': {
    summary: 'Delete an availability slot',
    operationId: 'deleteAvailabilitySlot',
    responses: deleted('Slot'),
  },
  'GET /api/v1/scheduling/date-overrides': {
    summary: 'List date overrides',
    operationId: 'listDateOverrides',
    query: ZAvailabilitySetQuery,
    responses: { 200: jsonAnswer('The set’s date overrides', z.array(ZDateOverrideView)) },
  },
  'POST /api/v1/scheduling/date-overrides': {
    summary: 'Add a date override',
    operationId: 'addDateOverride',
    body: json(ZDateOverride),
    responses: { 201: jsonAnswer('The date override added', ZDateOverrideView) },
  },
  'PUT /api/v1/scheduling/date-overrides/:id': {
    summary: 'Update a date override',
    operationId: 'updateDateOverride',
    body: json(ZDateOverrideUpdate),
    responses: { 200: jsonAnswer('The date override as saved', ZDateOverrideView) },
  },
  'DELETE /api/v1/scheduling/date-overrides/:id': {
    summary: 'Delete a date override',
    operationId: 'deleteDateOverride',
    responses: deleted('Date override'),
  },
  'GET /api/v1/scheduling/bookings': {
    summary: 'List bookings',
    operationId: 'listBookings',
    responses: { 200: jsonAnswer('Upcoming and recent past bookings', ZHostBookings) },
  },
  'GET /api/v1/scheduling/bookings/:id': {
    summary: 'Get a booking',
    operationId: 'getBooking',
    responses: { 200: jsonAnswer('The booking with its answers', ZBooking) },
  },
  'POST /api/v1/scheduling/bookings/:id/cancel': {
    summary: 'Cancel a booking',
    operationId: 'cancelBooking',
    body: json(ZBookingCancel, true),
    responses: { 200: jsonAnswer('The booking, canceled; the invitee is mailed', ZBooking) },
  },
  'POST /api/v1/scheduling/bookings/:id/confirm': {
    summary: 'Confirm a pending booking',
    operationId: 'confirmBooking',
    body: NO_BODY,
    responses: { 200: jsonAnswer('The booking, confirmed', ZBooking) },
  },
  'POST /api/v1/scheduling/bookings/:id/decline': {
    summary: 'Decline a pending booking',
    operationId: 'declineBooking',
    body: json(ZBookingNote, true),
    responses: { 200: jsonAnswer('The booking, canceled', ZBooking) },
  },
  'POST /api/v1/scheduling/bookings/:id/reschedule': {
    summary: 'Move a booking',
    operationId: 'rescheduleBooking',
    body: json(ZBookingReschedule),
    responses: { 200: jsonAnswer('The booking at its new time', ZBooking) },
  },
  'GET /api/v1/scheduling/bookings/:id/reschedule-link': {
    summary: 'Get a booking’s reschedule page',
    operationId: 'getBookingReschedulePath',
    responses: { 200: jsonAnswer('The booking page path to pick a new time', ZReschedulePath) },
  },
  'POST /api/v1/scheduling/bookings/:id/request-reschedule': {
    summary: 'Ask the invitee to reschedule',
    operationId: 'requestBookingReschedule',
    body: json(ZBookingNote, true),
    responses: {
      200: jsonAnswer('The booking, canceled; the invitee is asked to rebook', ZBooking),
    },
  },
  'GET /api/v1/calendar-connections': {
    summary: 'Get my calendar connection',
    operationId: 'getCalendarConnection',
    responses: {
      200: jsonAnswer('The connected CalDAV account, or null', ZCalendarConnectionAnswer),
    },
  },
  'POST /api/v1/calendar-connections': {
    summary: 'Connect a calendar',
    operationId: 'connectCalendar',
    body: json(ZCalendarConnect),
    responses: { 201: jsonAnswer('The connection with its calendars', ZCalendarConnectionView) },
  },
  'PUT /api/v1/calendar-connections/:id': {
    summary: 'Choose calendars',
    operationId: 'chooseCalendars',
    body: json(ZCalendarChoice),
    responses: { 200: jsonAnswer('The connection as saved', ZCalendarConnectionView) },
  },
  'POST /api/v1/calendar-connections/:id/sync': {
    summary: 'Sync a calendar now',
    operationId: 'syncCalendar',
    body: NO_BODY,
    responses: { 200: jsonAnswer('The connection after the sync', ZCalendarConnectionView) },
  },
  'DELETE /api/v1/calendar-connections/:id': {
    summary: 'Disconnect a calendar',
    operationId: 'disconnectCalendar',
    responses: { 204: emptyAnswer('Disconnected; its busy times are forgotten') },
  },

  'GET /api/v1/public/schedule/:userId': {
    summary: 'List a host’s event types',
    operationId: 'listPublicEventTypes',
    isPublic: true,
    responses: { 200: jsonAnswer('The host and their active event types', ZPublicHostEventTypes) },
  },
  'GET /api/v1/public/schedule/:userId/:slug': {
    summary: 'Get a booking page',
    operationId: 'getPublicEventType',
    isPublic: true,
    responses: { 200: jsonAnswer('The host and the event type', ZPublicEventType) },
  },
  'GET /api/v1/public/schedule/:userId/:slug/slots': {
    summary: 'List free slots',
    operationId: 'listPublicSlots',
    isPublic: true,
    query: ZSlotsQuery,
    responses: { 200: jsonAnswer('The free slots in the span', ZSlotsAnswer) },
  },
  'POST /api/v1/public/schedule/:userId/:slug/bookings': {
    summary: 'Book a meeting',
    operationId: 'createPublicBooking',
    isPublic: true,
    body: json(ZBookingCreate),
    responses: { 201: jsonAnswer('The booking made', ZPublicBookingCreated) },
  },
  'GET /api/v1/public/team/:orgSlug/:slug': {
    summary: 'Get a team booking page',
    operationId: 'getPublicTeamEventType',
    isPublic: true,
    responses: { 200: jsonAnswer('The team and the event type', ZPublicEventType) },
  },
  'GET /api/v1/public/team/:orgSlug/:slug/slots': {
    summary: 'List a team event’s free slots',
    operationId: 'listPublicTeamSlots',
    isPublic: true,
    query: ZSlotsQuery,
    responses: { 200: jsonAnswer('The free slots in the span', ZSlotsAnswer) },
  },
  'POST /api/v1/public/team/:orgSlug/:slug/bookings': {
    summary: 'Book a team meeting',
    operationId: 'createPublicTeamBooking',
    isPublic: true,
    body: json(ZBookingCreate),
    responses: { 201: jsonAnswer('The booking made', ZPublicBookingCreated) },
  },
  'GET /api/v1/public/bookings/:token': {
    summary: 'Get my booking',
    operationId: 'getPublicBooking',
    isPublic: true,
    responses: { 200: jsonAnswer('The booking, as its invitee sees it', ZPublicBookingDetails) },
  },
  'GET /api/v1/public/bookings/:token/invite.ics': {
    summary: 'Download a booking’s calendar file',
    operationId: 'downloadBookingIcs',
    isPublic: true,
    responses: { 200: fileAnswer('The meeting as an iCalendar file', 'text/calendar') },
  },
  'POST /api/v1/public/bookings/:token/reschedule': {
    summary: 'Move my booking',
    operationId: 'reschedulePublicBooking',
    isPublic: true,
    body: json(ZBookingReschedule),
    responses: { 200: jsonAnswer('The booking at its new time', ZPublicBookingDetails) },
  },
  'POST /api/v1/public/bookings/:token/cancel': {
    summary: 'Cancel my booking',
    operationId: 'cancelPublicBooking',
    isPublic: true,
    body: json(ZBookingCancel),
    responses: { 200: jsonAnswer('The booking, canceled', ZPublicBookingSummary) },
  },
} satisfies FeatureOperations;
