// The team page's settings API as the OpenAPI document describes it (issue 22;
// settings-routes.ts serves it).
import {
  ZTeamPageMembership,
  ZTeamPageSettingsView,
  ZTeamPageUpdate,
} from '../../../../core/lead-routing-schemas';
import {
  type FeatureOperations,
  json,
  jsonAnswer,
  type OperationTag,
} from '../../../platform/openapi/operation-spec';

export const teamPageTag: OperationTag = {
  name: 'Team page',
  description:
    'A team workspace’s public page: its contact form switch, its links, and whether each ' +
    'member appears on it.',
};

export const teamPageSettingsOperations = {
  'GET /api/v1/workspace/team-page': {
    summary: 'Get team page settings',
    operationId: 'getTeamPageSettings',
    errors: [403],
    responses: { 200: jsonAnswer('The settings, links and their figures', ZTeamPageSettingsView) },
  },
  'PUT /api/v1/workspace/team-page': {
    summary: 'Update team page settings',
    operationId: 'updateTeamPageSettings',
    description: 'The links given replace the list (a link keeps its clicks by its id).',
    body: json(ZTeamPageUpdate),
    errors: [400, 403],
    responses: { 200: jsonAnswer('The settings as saved', ZTeamPageSettingsView) },
  },
  'PUT /api/v1/workspace/team-page/me': {
    summary: 'Show or hide me on the team page',
    operationId: 'setTeamPageMembership',
    body: json(ZTeamPageMembership),
    errors: [400, 403],
    responses: { 200: jsonAnswer('The settings', ZTeamPageSettingsView) },
  },
} satisfies FeatureOperations;
