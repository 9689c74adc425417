// What the route table cannot say about an operation: the body it reads, the query
// parameters it reads through a schema, and whether it answers without a session. Keyed by "METHOD /hono/path"; the OpenAPI unit test fails
// when a key names no route, or when a route that takes a body is missing here.
import type { z } from 'zod';
import { ZActivityQuery } from '../../../core/activity';
import { ZAdminOrganizationUpdate, ZAdminUserUpdate } from '../../../core/admin-schemas';
import { ZTrackClickRequest, ZTrackViewRequest } from '../../../core/analytics-schemas';
import { ZApiKeyCreate } from '../../../core/api-key-schemas';
import { ZAppearance, ZAppearancePreviewQuery } from '../../../core/appearance/appearance-schemas';
import { ZCheckoutRequest, ZStripeEventEnvelope } from '../../../core/billing';
import { ZCalendarChoice, ZCalendarConnect } from '../../../core/calendar-sync-schemas';
import { ZClientMerge, ZDuplicatesQuery } from '../../../core/client-duplicates';
import { ZClientFilterQuery } from '../../../core/client-filter-schemas';
import {
  ZClientBulkAction,
  ZClientBulkAssign,
  ZClientBulkMove,
  ZClientBulkUndo,
  ZClientCreate,
  ZClientExportSelected,
  ZClientListQuery,
  ZClientStatusChange,
  ZClientUpdate,
  ZInteractionCreate,
  ZInteractionUpdate,
  ZPhone,
} from '../../../core/client-schemas';
import {
  ZClientViewCreate,
  ZClientViewDefault,
  ZClientViewUpdate,
} from '../../../core/client-view-schemas';
import {
  ZCustomFieldCreate,
  ZCustomFieldReorder,
  ZCustomFieldUpdate,
} from '../../../core/custom-field-schemas';
import {
  ZDocumentMove,
  ZDocumentUpdate,
  ZDocumentViewBeacon,
  ZTrackingLinkCreate,
  ZTrackingLinkUpdate,
} from '../../../core/document-schemas';
import { ZImportPreviewQuery, ZImportQuery } from '../../../core/import/import-options';
import {
  ZRoutingSettingsUpdate,
  ZTeamPageMembership,
  ZTeamPageUpdate,
} from '../../../core/lead-routing-schemas';
import { ZLinkCreate, ZLinkOrder, ZLinkUpdate } from '../../../core/link-schemas';
import { ZNotificationQuery, ZNotificationsRead } from '../../../core/notification-schemas';
import {
  ZInvitationCreate,
  ZMemberRemoval,
  ZMemberRoleUpdate,
  ZOrganizationCreate,
  ZOrganizationUpdate,
  ZOwnershipTransfer,
  ZRoleCreate,
  ZRoleUpdate,
} from '../../../core/organization-schemas';
import {
  ZNotificationPreferences,
  ZProfileUpdate,
  ZUsernameChange,
} from '../../../core/profile-schemas';
import {
  ZProjectCreate,
  ZProjectDocumentAdd,
  ZProjectMemberAdd,
  ZProjectMemberUpdate,
  ZProjectUpdate,
} from '../../../core/project-schemas';
import { ZBookingNote, ZBookingReschedule } from '../../../core/scheduling/reschedule-schemas';
import {
  ZAvailabilitySlot,
  ZAvailabilitySlotUpdate,
  ZBookingCancel,
  ZBookingCreate,
  ZDateOverride,
  ZDateOverrideUpdate,
  ZEventTypeInput,
  ZQuickSetup,
} from '../../../core/scheduling-schemas';
import { ZTaskCreate, ZTaskListQuery, ZTaskUpdate } from '../../../core/task-schemas';
import { ZTeamAnalyticsQuery } from '../../../core/team-analytics-schemas';
import { ZTeamEventTypeInput } from '../../../core/team-event-type-schemas';
import { ZTemplateCreate, ZTemplateMove, ZTemplateUpdate } from '../../../core/template-schemas';
import { ZTemplateUse } from '../../../core/templates';
import { ZWebhookEndpointCreate, ZWebhookEndpointUpdate } from '../../../core/webhook-schemas';
import type { BodyRule } from '../../http/same-origin-writes';

/**
 * json: a JSON body read with this schema (`textPlain`: also sent as text/plain, as
 * navigator.sendBeacon does). multipart: a form with one `file`. binary: the file's raw
 * bytes. none: the operation reads no body (said so explicitly, so a write without an
 * entry is noticed rather than assumed bodiless). The API's CSRF check refuses any other
 * content type (src/server/http/same-origin-writes.ts).
 */
export type RequestBody =
  | { kind: 'json'; schema: z.ZodType; optional?: boolean; textPlain?: boolean }
  | { kind: 'multipart' }
  | { kind: 'binary'; contentType: string }
  | { kind: 'none' };

export type OperationInfo = {
  body?: RequestBody;
  /** Its query parameters, one per property; a value the schema refuses answers 400. */
  query?: z.ZodObject;
  /** Answers without a session (the booking page, the document viewer, the beacons). */
  isPublic?: boolean;
};

const json = (schema: z.ZodType, optional = false): RequestBody => ({
  kind: 'json',
  schema,
  optional,
});
/** A public beacon: JSON, sent as text/plain by navigator.sendBeacon. */
const beacon = (schema: z.ZodType): RequestBody => ({ kind: 'json', schema, textPlain: true });
const NONE: RequestBody = { kind: 'none' };
const MULTIPART: RequestBody = { kind: 'multipart' };

export const OPERATION_REGISTRY: Record<string, OperationInfo> = {
  'GET /api/openapi.json': { isPublic: true },
  'GET /api/v1/auth/providers': { isPublic: true },
  'POST /api/v1/track/click': { isPublic: true, body: beacon(ZTrackClickRequest) },
  'POST /api/v1/track/view': { isPublic: true, body: beacon(ZTrackViewRequest) },
  'GET /api/v1/track/view.gif': { isPublic: true },
  'GET /api/v1/public/schedule/:userId': { isPublic: true },
  'GET /api/v1/public/schedule/:userId/:slug': { isPublic: true },
  'GET /api/v1/public/schedule/:userId/:slug/slots': { isPublic: true },
  'POST /api/v1/public/schedule/:userId/:slug/bookings': {
    isPublic: true,
    body: json(ZBookingCreate),
  },
  'GET /api/v1/public/team/:orgSlug/:slug': { isPublic: true },
  'GET /api/v1/public/team/:orgSlug/:slug/slots': { isPublic: true },
  'POST /api/v1/public/team/:orgSlug/:slug/bookings': {
    isPublic: true,
    body: json(ZBookingCreate),
  },
  'GET /api/v1/public/bookings/:token': { isPublic: true },
  'POST /api/v1/public/bookings/:token/cancel': { isPublic: true, body: json(ZBookingCancel) },
  'GET /api/v1/public/bookings/:token/invite.ics': { isPublic: true },
  'POST /api/v1/public/bookings/:token/reschedule': {
    isPublic: true,
    body: json(ZBookingReschedule),
  },
  'GET /api/v1/public/documents/:username/:code': { isPublic: true },
  'GET /api/v1/public/documents/:username/:code/file': { isPublic: true },
  'POST /api/v1/track/document-view': { isPublic: true, body: beacon(ZDocumentViewBeacon) },
  'GET /api/v1/invitations/:token': { isPublic: true },
  // Called by Stripe (no Origin, no session, so the same-origin check lets it through):
  // application/json, read as raw text because its signature covers those exact bytes.
  'POST /api/v1/billing/stripe-webhook': { isPublic: true, body: json(ZStripeEventEnvelope) },
  'POST /api/v1/billing/checkout': { body: json(ZCheckoutRequest) },
  'POST /api/v1/billing/portal': { body: NONE },

  'GET /api/v1/activity': { query: ZActivityQuery },
  'GET /api/v1/team-analytics': { query: ZTeamAnalyticsQuery },
  'GET /api/v1/notifications': { query: ZNotificationQuery },
  'POST /api/v1/notifications/read': { body: json(ZNotificationsRead) },
  'GET /api/v1/clients': { query: ZClientListQuery },
  'GET /api/v1/clients/summary': { query: ZClientFilterQuery },
  'GET /api/v1/clients/export.csv': { query: ZClientFilterQuery },
  'GET /api/v1/clients/export.vcf': { query: ZClientFilterQuery },
  'GET /api/v1/clients/duplicates': { query: ZDuplicatesQuery },
  'DELETE /api/v1/organizations/:orgId/members/:memberId': { query: ZMemberRemoval },
  'PATCH /api/v1/me/profile': { body: json(ZProfileUpdate) },
  'POST /api/v1/me/avatar': { body: MULTIPART },
  'PATCH /api/v1/me/username': { body: json(ZUsernameChange) },
  'PATCH /api/v1/me/notifications': { body: json(ZNotificationPreferences) },
  'POST /api/v1/me/sessions/revoke-others': { body: NONE },
  'POST /api/v1/links': { body: json(ZLinkCreate) },
  'PUT /api/v1/links/order': { body: json(ZLinkOrder) },
  'PATCH /api/v1/links/:id': { body: json(ZLinkUpdate) },
  'POST /api/v1/links/:id/thumbnail': { body: MULTIPART },
  'PUT /api/v1/scale-page/appearance': { body: json(ZAppearance) },
  'POST /api/v1/scale-page/appearance/background': { body: MULTIPART },
  'GET /api/v1/scale-page/appearance/preview': { query: ZAppearancePreviewQuery },
  'POST /api/v1/clients/import': {
    body: { kind: 'binary', contentType: 'application/octet-stream' },
    query: ZImportQuery,
  },
  'POST /api/v1/clients/import/preview': {
    body: { kind: 'binary', contentType: 'application/octet-stream' },
    query: ZImportPreviewQuery,
  },
  'POST /api/v1/clients': { body: json(ZClientCreate) },
  'POST /api/v1/clients/assign': { body: json(ZClientBulkAssign) },
  'POST /api/v1/clients/move': { body: json(ZClientBulkMove) },
  'POST /api/v1/clients/bulk': { body: json(ZClientBulkAction) },
  'POST /api/v1/clients/bulk/undo': { body: json(ZClientBulkUndo) },
  'POST /api/v1/clients/views': { body: json(ZClientViewCreate) },
  'PATCH /api/v1/clients/views/:id': { body: json(ZClientViewUpdate) },
  'PUT /api/v1/clients/views/default': { body: json(ZClientViewDefault) },
  'POST /api/v1/clients/export/selected': { body: json(ZClientExportSelected) },
  'POST /api/v1/clients/:id/merge': { body: json(ZClientMerge) },
  'PATCH /api/v1/clients/:id': { body: json(ZClientUpdate) },
  'PATCH /api/v1/clients/:id/status': { body: json(ZClientStatusChange) },
  'PATCH /api/v1/clients/:id/phones/:index': { body: json(ZPhone) },
  'POST /api/v1/clients/:id/interactions': { body: json(ZInteractionCreate) },
  'PATCH /api/v1/interactions/:id': { body: json(ZInteractionUpdate) },
  'POST /api/v1/client-fields': { body: json(ZCustomFieldCreate) },
  'PUT /api/v1/client-fields/order': { body: json(ZCustomFieldReorder) },
  'PATCH /api/v1/client-fields/:id': { body: json(ZCustomFieldUpdate) },
  'GET /api/v1/tasks': { query: ZTaskListQuery },
  'POST /api/v1/clients/:id/tasks': { body: json(ZTaskCreate) },
  'PATCH /api/v1/tasks/:id': { body: json(ZTaskUpdate) },
  'POST /api/v1/api-keys': { body: json(ZApiKeyCreate) },
  'POST /api/v1/templates': { body: json(ZTemplateCreate) },
  'PATCH /api/v1/templates/:id': { body: json(ZTemplateUpdate) },
  'POST /api/v1/templates/:id/move': { body: json(ZTemplateMove) },
  'POST /api/v1/clients/:id/template-uses': { body: json(ZTemplateUse) },
  'POST /api/v1/scheduling/event-types': { body: json(ZEventTypeInput) },
  'PUT /api/v1/scheduling/event-types/:id': { body: json(ZEventTypeInput) },
  'POST /api/v1/scheduling/team-event-types': { body: json(ZTeamEventTypeInput) },
  'PUT /api/v1/scheduling/team-event-types/:id': { body: json(ZTeamEventTypeInput) },
  'POST /api/v1/scheduling/availability': { body: json(ZAvailabilitySlot) },
  'PUT /api/v1/scheduling/availability/quick-setup': { body: json(ZQuickSetup) },
  'PATCH /api/v1/scheduling/availability/:id': { body: json(ZAvailabilitySlotUpdate) },
  'POST /api/v1/scheduling/date-overrides': { body: json(ZDateOverride) },
  'PUT /api/v1/scheduling/date-overrides/:id': { body: json(ZDateOverrideUpdate) },
  'POST /api/v1/scheduling/bookings/:id/cancel': { body: json(ZBookingCancel, true) },
  'POST /api/v1/scheduling/bookings/:id/confirm': { body: NONE },
  'POST /api/v1/scheduling/bookings/:id/decline': { body: json(ZBookingNote, true) },
  'POST /api/v1/scheduling/bookings/:id/reschedule': { body: json(ZBookingReschedule) },
  'POST /api/v1/scheduling/bookings/:id/request-reschedule': { body: json(ZBookingNote, true) },
  'POST /api/v1/calendar-connections': { body: json(ZCalendarConnect) },
  'PUT /api/v1/calendar-connections/:id': { body: json(ZCalendarChoice) },
  'POST /api/v1/calendar-connections/:id/sync': { body: NONE },
  'POST /api/v1/organizations/:orgId/invitations': { body: json(ZInvitationCreate) },
  'POST /api/v1/organizations/:orgId/invitations/:invitationId/resend': { body: NONE },
  'POST /api/v1/invitations/:token/accept': { body: NONE },
  'POST /api/v1/organizations': { body: json(ZOrganizationCreate) },
  'PATCH /api/v1/organizations/:orgId': { body: json(ZOrganizationUpdate) },
  'POST /api/v1/organizations/:orgId/logo': { body: MULTIPART },
  'PUT /api/v1/workspace/lead-routing': { body: json(ZRoutingSettingsUpdate) },
  'POST /api/v1/webhooks': { body: json(ZWebhookEndpointCreate) },
  'PATCH /api/v1/webhooks/:id': { body: json(ZWebhookEndpointUpdate) },
  'POST /api/v1/webhooks/:id/rotate-secret': { body: NONE },
  'POST /api/v1/webhooks/:id/test': { body: NONE },
  'POST /api/v1/webhooks/:id/deliveries/:deliveryId/redeliver': { body: NONE },
  'PUT /api/v1/workspace/team-page': { body: json(ZTeamPageUpdate) },
  'PUT /api/v1/workspace/team-page/me': { body: json(ZTeamPageMembership) },
  'POST /api/v1/organizations/:orgId/roles': { body: json(ZRoleCreate) },
  'PATCH /api/v1/organizations/:orgId/roles/:roleId': { body: json(ZRoleUpdate) },
  'PATCH /api/v1/organizations/:orgId/members/:memberId': { body: json(ZMemberRoleUpdate) },
  'POST /api/v1/organizations/:orgId/transfer-ownership': { body: json(ZOwnershipTransfer) },
  'PATCH /api/v1/admin/users/:userId': { body: json(ZAdminUserUpdate) },
  'PATCH /api/v1/admin/organizations/:orgId': { body: json(ZAdminOrganizationUpdate) },
  'POST /api/v1/documents': { body: { kind: 'binary', contentType: 'application/octet-stream' } },
  'PATCH /api/v1/documents/:id': { body: json(ZDocumentUpdate) },
  'POST /api/v1/documents/:id/move': { body: json(ZDocumentMove) },
  'POST /api/v1/documents/:id/links': { body: json(ZTrackingLinkCreate) },
  'PATCH /api/v1/document-links/:linkId': { body: json(ZTrackingLinkUpdate) },
  'POST /api/v1/projects': { body: json(ZProjectCreate) },
  'PATCH /api/v1/projects/:id': { body: json(ZProjectUpdate) },
  'POST /api/v1/projects/:id/documents': { body: json(ZProjectDocumentAdd) },
  'POST /api/v1/projects/:id/members': { body: json(ZProjectMemberAdd) },
  'PATCH /api/v1/projects/:id/members/:memberId': { body: json(ZProjectMemberUpdate) },
};

/** Methods whose operations carry a body, so the registry must say which (or none). */
export const BODY_METHODS = ['POST', 'PUT', 'PATCH'];

/** What the CSRF check accepts for an operation's body, from the registry above. */
export function bodyRuleOf(operation: string): BodyRule | undefined {
  const body = OPERATION_REGISTRY[operation]?.body;
  if (!body) return undefined;
  return body.kind === 'json' ? { kind: 'json', alsoTextPlain: body.textPlain === true } : body;
}
