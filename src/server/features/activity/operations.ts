// Recent Activity as the OpenAPI document describes it (routes.ts): the signed-in user's
// own feed, newest first.
import { ZActivityPage, ZActivityQuery } from '../../../core/activity';
import {
  type FeatureOperations,
  jsonAnswer,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const activityTag: OperationTag = {
  name: 'Activity',
  description:
    'The signed-in user’s Recent Activity: leads received, bookings, document views and imports.',
};

export const activityOperations = {
  'GET /api/v1/activity': {
    summary: 'List my recent activity',
    operationId: 'listActivity',
    description: 'Newest first; `before` (the previous page’s `nextCursor`) pages back.',
    query: ZActivityQuery,
    responses: { 200: jsonAnswer('One page of entries', ZActivityPage) },
  },
} satisfies FeatureOperations;
