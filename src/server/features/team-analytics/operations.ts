// The Team tab's figures as the OpenAPI document describes them (issue 22, decision 066;
// routes.ts serves them).
import { ZTeamAnalytics, ZTeamAnalyticsQuery } from '../../../core/team-analytics-schemas';
import {
  type FeatureOperations,
  jsonAnswer,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const teamAnalyticsTag: OperationTag = {
  name: 'Team analytics',
  description:
    'A team workspace’s figures per member and per day: leads, response times, clients ' +
    'won, bookings, page views, link clicks and document views.',
};

export const teamAnalyticsOperations = {
  'GET /api/v1/team-analytics': {
    summary: 'Get team analytics',
    operationId: 'getTeamAnalytics',
    description:
      'Over `from`..`to` (local days in `timeZone`; by default the last 30 days in the caller’s zone).',
    inWorkspace: true,
    query: ZTeamAnalyticsQuery,
    errors: [400, 403],
    responses: { 200: jsonAnswer('The figures per member and per day', ZTeamAnalytics) },
  },
} satisfies FeatureOperations;
