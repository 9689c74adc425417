// The message templates API as the OpenAPI document describes it (issue 5; routes.ts
// serves it).
import { z } from 'zod';
import {
  ZMessageTemplate,
  ZTemplateCreate,
  ZTemplateMove,
  ZTemplateUpdate,
} from '../../../core/template-schemas';
import { ZTemplateUse, ZTemplateUseResult } from '../../../core/templates';
import {
  emptyAnswer,
  type FeatureOperations,
  idParam,
  json,
  jsonAnswer,
  type OperationTag,
} from '../../platform/openapi/operation-spec';

export const templatesTag: OperationTag = {
  name: 'Templates',
  description:
    'Message templates with {{variables}}, private to their owner or shared with the ' +
    'workspace, sent to a client by e-mail or WhatsApp or copied.',
};

export const templateOperations = {
  'GET /api/v1/templates': {
    summary: 'List templates',
    operationId: 'listTemplates',
    inWorkspace: true,
    responses: {
      200: jsonAnswer(
        "The caller's templates and those shared with the workspace",
        z.array(ZMessageTemplate),
      ),
    },
  },
  'POST /api/v1/templates': {
    summary: 'Create a template',
    operationId: 'createTemplate',
    inWorkspace: true,
    body: json(ZTemplateCreate),
    errors: [400, 403],
    responses: { 201: jsonAnswer('The template created', ZMessageTemplate) },
  },
  'PATCH /api/v1/templates/:id': {
    summary: 'Update a template',
    operationId: 'updateTemplate',
    inWorkspace: true,
    params: idParam,
    body: json(ZTemplateUpdate),
    errors: [400, 403],
    responses: { 200: jsonAnswer('The template as saved', ZMessageTemplate) },
  },
  'POST /api/v1/templates/:id/move': {
    summary: 'Move a template to another workspace',
    operationId: 'moveTemplate',
    inWorkspace: true,
    params: idParam,
    body: json(ZTemplateMove),
    errors: [400, 403],
    responses: { 200: jsonAnswer('The template in its new workspace', ZMessageTemplate) },
  },
  'DELETE /api/v1/templates/:id': {
    summary: 'Delete a template',
    operationId: 'deleteTemplate',
    inWorkspace: true,
    params: idParam,
    errors: [403],
    responses: { 204: emptyAnswer('Deleted') },
  },
  'POST /api/v1/clients/:id/template-uses': {
    summary: 'Send a client a message from a template',
    operationId: 'useTemplate',
    description:
      'Fills the template in for the client, answers the link that opens the message (e-mail or WhatsApp) or its text to copy, and logs the message as an interaction on the client.',
    inWorkspace: true,
    params: idParam,
    body: json(ZTemplateUse),
    errors: [400, 403],
    responses: { 201: jsonAnswer('The message and the interaction it logged', ZTemplateUseResult) },
  },
} satisfies FeatureOperations;
