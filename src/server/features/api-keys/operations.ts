// The API keys API as the OpenAPI document describes it (routes.ts serves it).
import { ZApiKeyCreate, ZApiKeyList, ZCreatedApiKey } from '../../../core/api-key-schemas';
import {
  emptyAnswer,
  type FeatureOperations,
  idParam,
  json,
  jsonAnswer,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const apiKeyTag: OperationTag = {
  name: 'API keys',
  description:
    'A workspace’s keys for scripts and automation tools (Authorization: Bearer scale_…): ' +
    'each has a role of the workspace; the secret is shown once. Managed by signed-in ' +
    'members who may edit the workspace’s settings; a key never manages keys (403).',
};

export const apiKeyOperations = {
  'GET /api/v1/api-keys': {
    summary: 'List API keys',
    operationId: 'listApiKeys',
    errors: [403],
    responses: { 200: jsonAnswer('The live keys and the roles a new key may have', ZApiKeyList) },
  },
  'POST /api/v1/api-keys': {
    summary: 'Create an API key',
    operationId: 'createApiKey',
    body: json(ZApiKeyCreate),
    errors: [400, 403],
    responses: { 201: jsonAnswer('The key and its secret, shown this once', ZCreatedApiKey) },
  },
  'DELETE /api/v1/api-keys/:id': {
    summary: 'Revoke an API key',
    operationId: 'revokeApiKey',
    params: idParam,
    errors: [403],
    responses: { 204: emptyAnswer('Revoked: the key answers 401 from now on') },
  },
} satisfies FeatureOperations;
