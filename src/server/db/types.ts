// The database as Kysely sees it (camelCase; the CamelCasePlugin maps to snake_case).
// Each area declares its own tables next to its code; this file only joins them.
import type { AuthTables } from '../auth/tables';
import type { ActivityTables } from '../features/activity/tables';
import type { AnalyticsTables } from '../features/analytics/tables';
import type { ApiKeyTables } from '../features/api-keys/tables';
import type { BillingTables } from '../features/billing/tables';
import type {
  ClientAssignmentTables,
  ClientBulkUndoTables,
  ClientCustomFieldTables,
  ClientTables,
  ClientTaskTables,
  ClientViewTables,
} from '../features/clients/tables';
import type { ProjectTables } from '../features/documents/projects/tables';
import type { DocumentTables } from '../features/documents/tables';
import type { LeadRoutingTables } from '../features/lead-routing/tables';
import type { LinkTables } from '../features/links/tables';
import type { NotificationTables } from '../features/notifications/tables';
import type { InvitationTables } from '../features/organizations/invitations/tables';
import type { OrganizationTables } from '../features/organizations/tables';
import type { ProfileTables } from '../features/profiles/tables';
import type { AppearanceTables } from '../features/scale-page/appearance/tables';
import type { LeadCaptureTables } from '../features/scale-page/lead-form/tables';
import type { TeamPageTables } from '../features/scale-page/team-page/tables';
import type { CalendarSyncTables } from '../features/scheduling/calendar-sync/tables';
import type { SchedulingTables } from '../features/scheduling/tables';
import type { TemplateTables } from '../features/templates/tables';
import type { WebhookTables } from '../features/webhooks/tables';
import type { MailTables } from '../platform/mail/tables';
import type { RateLimitTables } from '../platform/rate-limit/tables';

export type DB = AuthTables &
  ProfileTables &
  MailTables &
  LinkTables &
  ClientTables &
  ClientBulkUndoTables &
  ClientAssignmentTables &
  ClientTaskTables &
  ClientCustomFieldTables &
  ClientViewTables &
  LeadRoutingTables &
  AnalyticsTables &
  TemplateTables &
  SchedulingTables &
  CalendarSyncTables &
  LeadCaptureTables &
  TeamPageTables &
  AppearanceTables &
  OrganizationTables &
  InvitationTables &
  DocumentTables &
  ProjectTables &
  RateLimitTables &
  ActivityTables &
  NotificationTables &
  BillingTables &
  ApiKeyTables &
  WebhookTables;
