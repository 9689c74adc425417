// Lead routing's API as the OpenAPI document describes it (issue 22; routes.ts serves it).
import {
  ZClientAssignmentAnswer,
  ZRoutingSettingsUpdate,
  ZRoutingSettingsView,
} from '../../../core/lead-routing-schemas';
import {
  type FeatureOperations,
  idParam,
  json,
  jsonAnswer,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const leadRoutingTag: OperationTag = {
  name: 'Lead routing',
  description:
    'Who gets a workspace’s new leads: round robin (with weights, out-of-office and daily ' +
    'caps), one fixed member, or the unassigned inbox; and which rule assigned a client.',
};

export const leadRoutingOperations = {
  'GET /api/v1/workspace/lead-routing': {
    summary: 'Get lead routing settings',
    operationId: 'getLeadRouting',
    errors: [403],
    responses: {
      200: jsonAnswer('The routing mode and the rotation table', ZRoutingSettingsView),
    },
  },
  'PUT /api/v1/workspace/lead-routing': {
    summary: 'Set lead routing settings',
    operationId: 'setLeadRouting',
    body: json(ZRoutingSettingsUpdate),
    errors: [400, 403],
    responses: { 200: jsonAnswer('The settings as saved', ZRoutingSettingsView) },
  },
  'GET /api/v1/clients/:id/assignment': {
    summary: "Get a client's latest assignment",
    operationId: 'getClientAssignment',
    inWorkspace: true,
    params: idParam,
    responses: {
      200: jsonAnswer('The rule that last chose its owner, if any', ZClientAssignmentAnswer),
    },
  },
} satisfies FeatureOperations;
