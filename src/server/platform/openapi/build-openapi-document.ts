// The OpenAPI 3.1 document of the JSON API, from the app's route table and the operations
// the features declare (src/server/api-operations.ts).
import type { RouterRoute } from 'hono/types';
import { z } from 'zod';
import { type ApiOperation, apiOperations } from './api-operations';
import type { OperationSpec, OperationTag, RequestBody, ResponseSpec } from './operation-spec';
import { SchemaComponents } from './schema-components';

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

const ERROR_REF = { $ref: '#/components/schemas/Error' };

const errorResponse = (description: string, schema: unknown = ERROR_REF) => ({
  description,
  content: { 'application/json': { schema } },
});

/** What each error status named beyond 4XX means. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input is refused; `fields` names each bad field',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'No such record in this workspace',
  409: 'Conflicts with what is stored',
  413: 'Too large',
  415: 'Not a content type this operation reads',
  429: 'Too many requests; try again later',
};

export const operationKey = (operation: Pick<ApiOperation, 'method' | 'honoPath'>) =>
  `${operation.method} ${operation.honoPath}`;

type Operations = Readonly<Record<string, Partial<OperationSpec>>>;

function requestBodyOf(body: RequestBody | undefined, schemas: SchemaComponents) {
  switch (body?.kind) {
    case undefined:
    case 'none':
      return undefined;
    case 'json': {
      // The input side: what a caller sends, before defaults and transforms.
      const schema = schemas.render(body.schema, 'input');
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

/** One parameter per property of the schema (the input side: what a caller writes). */
function parametersOf(object: z.ZodObject | undefined, where: 'query' | 'path') {
  if (!object) return [];
  const schema = z.toJSONSchema(object, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { description?: string }>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (schema.required?.includes(name) ?? false),
    ...(property.description ? { description: property.description } : {}),
    schema: property,
  }));
}

function pathParametersOf(operation: ApiOperation, info: Partial<OperationSpec>) {
  const declared = parametersOf(info.params, 'path');
  return operation.pathParameters.map(
    (name) =>
      declared.find((parameter) => parameter.name === name) ?? {
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      },
  );
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

/**
 * Operations that also work in the workspace X-Workspace-Id names, API keys included,
 * but are not its records: the custom field definitions and the team page and routing
 * settings (managed by who may edit settings), and the task list (the caller's, or the
 * team's by a filter). The workspace matrix, which holds `x-workspace: true` operations
 * to the records' rules, does not cover them yet; their own tests do.
 */
const WORKSPACE_SETTINGS_PATHS = ['/api/v1/client-fields', '/api/v1/tasks', '/api/v1/workspace'];

function isWorkspaceSettingsOperation(operation: Pick<ApiOperation, 'path'>): boolean {
  return WORKSPACE_SETTINGS_PATHS.some(
    (prefix) => operation.path === prefix || operation.path.startsWith(`${prefix}/`),
  );
}

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

/** A declared success answer: its JSON body's schema (the output side), or a file. */
function responseOf(response: ResponseSpec, schemas: SchemaComponents) {
  if (response.schema) {
    const schema = schemas.render(response.schema, 'output');
    return { description: response.description, content: { 'application/json': { schema } } };
  }
  if (response.contentType) {
    const types =
      typeof response.contentType === 'string' ? [response.contentType] : response.contentType;
    return {
      description: response.description,
      content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' } }])),
    };
  }
  return { description: response.description };
}

function successResponsesOf(info: Partial<OperationSpec>, schemas: SchemaComponents) {
  if (!info.responses) return { '2XX': { description: 'Success' } };
  return Object.fromEntries(
    Object.entries(info.responses).map(([status, response]) => [
      status,
      responseOf(response, schemas),
    ]),
  );
}

function errorResponsesOf(
  operation: ApiOperation,
  info: Partial<OperationSpec>,
  schemas: SchemaComponents,
) {
  const schema = info.errorSchema ? schemas.render(info.errorSchema, 'output') : ERROR_REF;
  const statuses = new Set(info.errors ?? []);
  if (!info.isPublic) statuses.add(401);
  if (operation.pathParameters.length > 0) statuses.add(404);
  return Object.fromEntries([
    ...[...statuses]
      .sort()
      .map((status) => [
        String(status),
        errorResponse(ERROR_DESCRIPTIONS[status] ?? 'Refused', schema),
      ]),
    ['4XX', errorResponse('Refused', schema)],
  ]);
}

/**
 * Who may call it: the document's default is a signed-in session; a workspace's records
 * also answer its API keys (decision 071), except the keys' own management; public
 * operations need nothing.
 */
function securityOf(operation: ApiOperation, info: Partial<OperationSpec>, inWorkspace: boolean) {
  if (info.isPublic) return { security: [] };
  if (inWorkspace && !operation.path.startsWith('/api/v1/api-keys')) {
    return { security: [{ session: [] }, { apiKey: [] }] };
  }
  return {};
}

function operationObject(
  operation: ApiOperation,
  operations: Operations,
  schemas: SchemaComponents,
) {
  const info = operations[operationKey(operation)] ?? {};
  const requestBody = requestBodyOf(info.body, schemas);
  const inWorkspace = !info.isPublic && (info.inWorkspace ?? isWorkspaceOperation(operation));
  const namesWorkspace = inWorkspace || (!info.isPublic && isWorkspaceSettingsOperation(operation));
  return {
    operationId: info.operationId ?? operationKey(operation),
    ...(info.summary ? { summary: info.summary } : {}),
    ...(info.description ? { description: info.description } : {}),
    ...(info.tag ? { tags: [info.tag] } : {}),
    'x-public': info.isPublic === true,
    'x-workspace': inWorkspace,
    ...securityOf(operation, info, namesWorkspace),
    parameters: [
      ...pathParametersOf(operation, info),
      ...parametersOf(info.query, 'query'),
      ...(namesWorkspace ? [WORKSPACE_HEADER_PARAMETER] : []),
    ],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...successResponsesOf(info, schemas),
      ...errorResponsesOf(operation, info, schemas),
    },
  };
}

/** Registers every schema the operations use, so each is named before any is written. */
function collectSchemas(operations: Operations): SchemaComponents {
  const schemas = new SchemaComponents();
  for (const info of Object.values(operations)) {
    if (info.body?.kind === 'json') schemas.use(info.body.schema, 'input');
    if (info.errorSchema) schemas.use(info.errorSchema, 'output');
    for (const response of Object.values(info.responses ?? {})) {
      if (response.schema) schemas.use(response.schema, 'output');
    }
  }
  return schemas;
}

export type OpenApiDocumentSource = {
  routes: readonly RouterRoute[];
  operations: Operations;
  tags: readonly OperationTag[];
  /** The address the API answers at (PUBLIC_URL). */
  serverUrl: string;
};

export function buildOpenApiDocument({
  routes,
  operations,
  tags,
  serverUrl,
}: OpenApiDocumentSource) {
  const schemas = collectSchemas(operations);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of apiOperations(routes, Object.keys(operations))) {
    paths[operation.path] ??= {};
    (paths[operation.path] as Record<string, unknown>)[operation.method.toLowerCase()] =
      operationObject(operation, operations, schemas);
  }
  const usedTags = new Set(Object.values(operations).map((info) => info.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Scale API',
      version: '1',
      description:
        'Every operation under /api, read from the running app, and the sign-in, sign-up and ' +
        'password endpoints of /api/auth the web app calls. Operations with x-public: true ' +
        'answer without a session; the others answer 401 without one. Every refusal has one ' +
        'shape (Error).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl, description: 'This Scale server' }],
    security: [{ session: [] }],
    tags: tags.filter((tag) => usedTags.has(tag.name)),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            'The session cookie better-auth sets at sign-in (POST /api/auth/sign-in/email)',
        },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'A workspace API key (Settings → API): Authorization: Bearer scale_…',
        },
      },
      schemas: { Error: ERROR_SCHEMA, ...schemas.components() },
    },
  };
}
