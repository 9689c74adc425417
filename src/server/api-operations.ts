// Every API operation's declaration, composed from the features (each declares its own
// beside its routes.ts, under its tag), for the OpenAPI document and the CSRF check's
// body rules.
import { authOperations, authTag } from './auth/operations';
import { activityOperations, activityTag } from './features/activity/operations';
import { adminOperations, adminTag } from './features/admin/operations';
import {
  analyticsOperations,
  analyticsTag,
  trackingTag,
  trackOperations,
} from './features/analytics/track-operations';
import { apiKeyOperations, apiKeyTag } from './features/api-keys/operations';
import { billingTag, planChangeOperations } from './features/billing/plan-change-operations';
import { clientOperations, clientsTag } from './features/clients/operations';
import { dataRoomOperations } from './features/documents/data-room-operations';
import { documentOperations, documentsTag } from './features/documents/operations';
import { leadRoutingOperations, leadRoutingTag } from './features/lead-routing/operations';
import { linkOperations, linksTag } from './features/links/operations';
import { notificationOperations, notificationTag } from './features/notifications/operations';
import { organizationOperations, organizationsTag } from './features/organizations/operations';
import { profileOperations, profileTag } from './features/profiles/operations';
import { appearanceOperations, scalePageTag } from './features/scale-page/appearance/operations';
import {
  teamPageSettingsOperations,
  teamPageTag,
} from './features/scale-page/team-page/settings-operations';
import { schedulingOperations } from './features/scheduling/operations';
import {
  schedulingTag,
  teamDateOverrideOperations,
} from './features/scheduling/team-date-override-operations';
import { teamAnalyticsOperations, teamAnalyticsTag } from './features/team-analytics/operations';
import { templateOperations, templatesTag } from './features/templates/operations';
import { webhookOperations, webhooksTag } from './features/webhooks/operations';
import { eventOperations, liveUpdatesTag } from './platform/events/operations';
import { type OperationSpec, type OperationTag, tagged } from './platform/openapi/operation-spec';
import { apiReferenceTag, openApiOperations } from './platform/openapi/operations';

/** The API reference's groups, in the order it lists them. */
export const API_TAGS: readonly OperationTag[] = [
  authTag,
  adminTag,
  analyticsTag,
  apiKeyTag,
  billingTag,
  clientsTag,
  activityTag,
  documentsTag,
  leadRoutingTag,
  linksTag,
  liveUpdatesTag,
  notificationTag,
  organizationsTag,
  profileTag,
  scalePageTag,
  schedulingTag,
  teamAnalyticsTag,
  teamPageTag,
  trackingTag,
  templatesTag,
  webhooksTag,
  apiReferenceTag,
];

/** The operations declared by their features (the legacy registry excluded). */
export const API_OPERATIONS: Readonly<Record<string, OperationSpec>> = {
  ...tagged(authTag, authOperations),
  ...tagged(apiKeyTag, apiKeyOperations),
  ...tagged(notificationTag, notificationOperations),
  ...tagged(billingTag, planChangeOperations),
  ...tagged(schedulingTag, teamDateOverrideOperations),
  ...tagged(schedulingTag, schedulingOperations),
  ...tagged(clientsTag, clientOperations),
  ...tagged(activityTag, activityOperations),
  ...tagged(documentsTag, documentOperations),
  ...tagged(documentsTag, dataRoomOperations),
  ...tagged(organizationsTag, organizationOperations),
  ...tagged(webhooksTag, webhookOperations),
  ...tagged(leadRoutingTag, leadRoutingOperations),
  ...tagged(teamPageTag, teamPageSettingsOperations),
  ...tagged(linksTag, linkOperations),
  ...tagged(profileTag, profileOperations),
  ...tagged(scalePageTag, appearanceOperations),
  ...tagged(templatesTag, templateOperations),
  ...tagged(teamAnalyticsTag, teamAnalyticsOperations),
  ...tagged(adminTag, adminOperations),
  ...tagged(trackingTag, trackOperations),
  ...tagged(analyticsTag, analyticsOperations),
  ...tagged(apiReferenceTag, openApiOperations),
  ...tagged(liveUpdatesTag, eventOperations),
};
