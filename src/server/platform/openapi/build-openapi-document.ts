// The OpenAPI 3.1 document of the JSON API, from the app's route table and the registry.
import type { RouterRoute } from 'hono/types';
import { z } from 'zod';
import { type ApiOperation, apiOperations } from './api-operations';
import { OPERATION_REGISTRY, type RequestBody } from './operation-registry';

export const SESSION_COOKIE = 'scale.session_token';

/** The one error shape every 4xx and 5xx answer has (src/server/http/errors.ts). */
const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export const operationKey = (operation: Pick<ApiOperation, 'method' | 'honoPath'>) =>
  `${operation.method} ${operation.honoPath}`;

function requestBodyOf(body: RequestBody | undefined) {
  switch (body?.kind) {
    case undefined:
    case 'none':
      return undefined;
    case 'json': {
      // The input side: what a caller sends, before defaults and transforms.
      const schema = z.toJSONSchema(body.schema, { io: 'input', unrepresentable: 'any' });
      return {
        required: !body.optional,
        content: {
          'application/json': { schema },
          ...(body.textPlain ? { 'text/plain': { schema } } : {}),
        },
      };
    }
    case 'multipart':
      return {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', contentEncoding: 'binary' } },
            },
          },
        },
      };
    case 'binary':
      return {
        required: true,
        content: { [body.contentType]: { schema: { type: 'string', contentEncoding: 'binary' } } },
      };
  }
}

/** One query parameter per property of the operation's query schema (the input side). */
function queryParametersOf(query: z.ZodObject | undefined) {
  if (!query) return [];
  const schema = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/**
 * The operations that work in a workspace (issue 18, decision 037): the records of the
 * CRM, templates, scheduling and documents, and the overview's client figures. Each names
 * its workspace in the X-Workspace-Id header (downloads: the `workspace` query parameter).
 */
const WORKSPACE_PATHS = [
  '/api/v1/clients',
  '/api/v1/interactions',
  '/api/v1/templates',
  '/api/v1/scheduling',
  '/api/v1/documents',
  '/api/v1/document-links',
  '/api/v1/projects',
  '/api/v1/usage',
  '/api/v1/dashboard/overview',
  '/api/v1/team-analytics',
  '/api/v1/api-keys',
  '/api/v1/webhooks',
];

export function isWorkspaceOperation(operation: Pick<ApiOperation, 'path'>): boolean {
  return WORKSPACE_PATHS.some(
    (prefix) => operation.path === prefix || operation.path.startsWith(`${prefix}/`),
  );
}

const WORKSPACE_HEADER_PARAMETER = {
  name: 'X-Workspace-Id',
  in: 'header',
  required: false,
  description:
    'The workspace (organization id) the call works in; without it, the caller’s personal ' +
    'workspace. A workspace the caller is not an active member of answers 404.',
  schema: { type: 'string', format: 'uuid' },
};

function operationObject(operation: ApiOperation) {
  const info = OPERATION_REGISTRY[operationKey(operation)] ?? {};
  const requestBody = requestBodyOf(info.body);
  const inWorkspace = !info.isPublic && isWorkspaceOperation(operation);
  return {
    operationId: operationKey(operation),
    'x-public': info.isPublic === true,
    'x-workspace': inWorkspace,
    // A workspace's records also answer its API keys (decision 071); the keys themselves
    // are managed by a signed-in member only.
    security: info.isPublic
      ? []
      : inWorkspace && !operation.path.startsWith('/api/v1/api-keys')
        ? [{ session: [] }, { apiKey: [] }]
        : [{ session: [] }],
    parameters: [
      ...operation.pathParameters.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...queryParametersOf(info.query),
      ...(inWorkspace ? [WORKSPACE_HEADER_PARAMETER] : []),
    ],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '2XX': { description: 'Success' },
      ...(info.isPublic ? {} : { '401': errorResponse('Not signed in') }),
      '4XX': errorResponse('Refused, in the one error shape'),
    },
  };
}

export function buildOpenApiDocument(routes: readonly RouterRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of apiOperations(routes)) {
    paths[operation.path] ??= {};
    (paths[operation.path] as Record<string, unknown>)[operation.method.toLowerCase()] =
      operationObject(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Scale API',
      version: '1',
      description:
        'Every operation under /api, read from the running app. Sign-in, sign-up, password ' +
        "reset and the other /api/auth/* endpoints are better-auth's own and are not listed " +
        'here. Operations with x-public: true answer without a session; the others answer ' +
        '401 without one.',
    },
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'A workspace API key (Settings → API): Authorization: Bearer scale_…',
        },
      },
      schemas: { Error: ERROR_SCHEMA },
    },
  };
}
