// The webhooks API as the OpenAPI document describes it (decision 072; routes.ts serves it).
import { z } from 'zod';
import {
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookEndpointCreate,
  ZWebhookEndpointList,
  ZWebhookEndpointUpdate,
} from '../../../core/webhook-schemas';
import {
  emptyAnswer,
  type FeatureOperations,
  idParam,
  json,
  jsonAnswer,
  NO_BODY,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const webhooksTag: OperationTag = {
  name: 'Webhooks',
  description:
    'A workspace’s webhook endpoints: the events each receives (signed with its secret, ' +
    'Standard Webhooks headers), its delivery log, a test event and redelivery. Managed by ' +
    'members who may edit the workspace’s settings (403 otherwise).',
};

const deliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

export const webhookOperations = {
  'GET /api/v1/webhooks': {
    summary: 'List webhook endpoints',
    operationId: 'listWebhookEndpoints',
    inWorkspace: true,
    errors: [403],
    responses: { 200: jsonAnswer("The workspace's endpoints", ZWebhookEndpointList) },
  },
  'POST /api/v1/webhooks': {
    summary: 'Create a webhook endpoint',
    operationId: 'createWebhookEndpoint',
    inWorkspace: true,
    body: json(ZWebhookEndpointCreate),
    errors: [400, 403],
    responses: { 201: jsonAnswer('The endpoint, with its signing secret', ZWebhookEndpoint) },
  },
  'GET /api/v1/webhooks/:id': {
    summary: 'Get a webhook endpoint',
    operationId: 'getWebhookEndpoint',
    inWorkspace: true,
    params: idParam,
    errors: [403],
    responses: { 200: jsonAnswer('The endpoint', ZWebhookEndpoint) },
  },
  'PATCH /api/v1/webhooks/:id': {
    summary: 'Update a webhook endpoint',
    operationId: 'updateWebhookEndpoint',
    inWorkspace: true,
    params: idParam,
    body: json(ZWebhookEndpointUpdate),
    errors: [400, 403],
    responses: { 200: jsonAnswer('The endpoint as saved', ZWebhookEndpoint) },
  },
  'DELETE /api/v1/webhooks/:id': {
    summary: 'Delete a webhook endpoint',
    operationId: 'deleteWebhookEndpoint',
    inWorkspace: true,
    params: idParam,
    errors: [403],
    responses: { 204: emptyAnswer('Deleted, with its delivery log') },
  },
  'POST /api/v1/webhooks/:id/rotate-secret': {
    summary: "Rotate a webhook endpoint's secret",
    operationId: 'rotateWebhookSecret',
    inWorkspace: true,
    params: idParam,
    body: NO_BODY,
    errors: [403],
    responses: { 200: jsonAnswer('The endpoint with its new secret', ZWebhookEndpoint) },
  },
  'POST /api/v1/webhooks/:id/test': {
    summary: 'Send a test event',
    operationId: 'sendWebhookTestEvent',
    description: 'Queues a webhook.test event to the endpoint.',
    inWorkspace: true,
    params: idParam,
    body: NO_BODY,
    errors: [403],
    responses: { 202: jsonAnswer('The delivery queued', ZWebhookDelivery) },
  },
  'GET /api/v1/webhooks/:id/deliveries': {
    summary: 'List deliveries',
    operationId: 'listWebhookDeliveries',
    inWorkspace: true,
    params: idParam,
    errors: [403],
    responses: {
      200: jsonAnswer("The endpoint's latest deliveries, newest first", ZWebhookDeliveryList),
    },
  },
  'POST /api/v1/webhooks/:id/deliveries/:deliveryId/redeliver': {
    summary: 'Redeliver an event',
    operationId: 'redeliverWebhookEvent',
    description: 'Sends the same event again, with the same webhook-id.',
    inWorkspace: true,
    params: deliveryParams,
    body: NO_BODY,
    errors: [403],
    responses: { 202: jsonAnswer('The new delivery queued', ZWebhookDelivery) },
  },
} satisfies FeatureOperations;
