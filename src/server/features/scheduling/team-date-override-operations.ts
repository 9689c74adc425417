// A team event type's date overrides as the OpenAPI document describes them
// (team-event-types/team-routes.ts serves them; decision 077).
import { z } from 'zod';
import { ZTeamDateOverride, ZTeamDateOverrideInput } from '../../../core/team-event-type-schemas';
import {
  emptyAnswer,
  type FeatureOperations,
  json,
  jsonAnswer,
  NO_BODY,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const schedulingTag: OperationTag = {
  name: 'Scheduling',
  description:
    'Event types, availability, date overrides, bookings, calendars and the public booking pages.',
};

export const teamDateOverrideOperations = {
  'GET /api/v1/scheduling/team-event-types/:id/date-overrides': {
    summary: "List a team event type's date overrides",
    operationId: 'listTeamDateOverrides',
    inWorkspace: true,
    responses: {
      200: jsonAnswer(
        'Its overrides not yet over in their zone, by first date',
        z.array(ZTeamDateOverride),
      ),
    },
  },
  'POST /api/v1/scheduling/team-event-types/:id/date-overrides': {
    summary: 'Add a date override to a team event type',
    operationId: 'addTeamDateOverride',
    description:
      'Unavailable (no windows) or these hours on the dates, read in timeZone, for every host.',
    inWorkspace: true,
    body: json(ZTeamDateOverrideInput),
    responses: { 201: jsonAnswer('The override as stored', ZTeamDateOverride) },
  },
  'PUT /api/v1/scheduling/team-event-types/:id/date-overrides/:overrideId': {
    summary: "Change a team event type's date override",
    operationId: 'updateTeamDateOverride',
    inWorkspace: true,
    body: json(ZTeamDateOverrideInput),
    responses: { 200: jsonAnswer('The override as stored', ZTeamDateOverride) },
  },
  'DELETE /api/v1/scheduling/team-event-types/:id/date-overrides/:overrideId': {
    summary: "Delete a team event type's date override",
    operationId: 'deleteTeamDateOverride',
    inWorkspace: true,
    body: NO_BODY,
    responses: { 204: emptyAnswer('Deleted') },
  },
} satisfies FeatureOperations;
