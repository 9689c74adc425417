// The OpenAPI document lists every API route the app serves, with the body each write
// reads, so the authorization matrix and the fuzz test (which read it) miss nothing.

import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { API_OPERATIONS } from '../../api-operations';
import { createApp } from '../../app';
import { BODY_METHODS } from './body-rules';
import { renderWebApiTypes, WEB_API_TYPES_PATH } from './render-web-api-types';

type Operation = {
  operationId: string;
  security?: unknown[];
  'x-public': boolean;
  'x-workspace'?: boolean;
  parameters: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: { type?: string } }> };
};
type Document = {
  openapi: string;
  security: unknown[];
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation & Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> };
};

let server: TestServer;
let document: Document;
let appRoutes: { method: string; path: string }[];

beforeAll(async () => {
  server = await startTestServer();
  const answer = await fetch(`${server.url}/api/openapi.json`);
  expect(answer.status).toBe(200);
  document = (await answer.json()) as Document;
  appRoutes = createApp(server.deps).app.routes.map(({ method, path }) => ({ method, path }));
});

afterAll(async () => {
  await server?.close();
});

const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');
const operationOf = (method: string, honoPath: string) =>
  document.paths[openApiPath(honoPath)]?.[method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document answered without a session', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(operationOf('GET', '/api/openapi.json')?.['x-public']).toBe(true);
  });

  it('lists every API route of the app, and the better-auth endpoints the web calls', () => {
    const apiRoutes = appRoutes.filter(
      (route) =>
        route.path.startsWith('/api/') && route.method !== 'ALL' && !route.path.endsWith('*'),
    );
    const missing = apiRoutes
      .filter((route) => !route.path.startsWith('/api/auth/'))
      .filter((route) => !operationOf(route.method, route.path))
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    expect(apiRoutes.length).toBeGreaterThan(100);
    const auth = Object.keys(document.paths).filter((path) => path.startsWith('/api/auth/'));
    expect(auth).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-up/email',
        '/api/auth/sign-in/email',
        '/api/auth/sign-in/social',
        '/api/auth/sign-out',
        '/api/auth/get-session',
        '/api/auth/request-password-reset',
        '/api/auth/reset-password',
      ]),
    );
    expect(document.paths['/api/auth/sign-in/email']?.post?.['x-public']).toBe(true);
  });

  it('says where the API answers, who may call it, and groups operations by feature', () => {
    expect(document.servers).toEqual([{ url: server.url, description: expect.any(String) }]);
    expect(document.security).toEqual([{ session: [] }]);
    const tagNames = document.tags.map((tag) => tag.name);
    expect(tagNames).toContain('Notifications');
    for (const tag of document.tags) expect(tag.description.length, tag.name).toBeGreaterThan(10);
    const list = operationOf('GET', '/api/v1/notifications') as Record<string, unknown>;
    expect(list.tags).toEqual(['Notifications']);
  });

  it('gives every operation a unique, URL-safe operationId', () => {
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    const declaredIds = Object.values(API_OPERATIONS).map((info) => info.operationId);
    expect(declaredIds.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
  });

  it('refers to each named schema as one component', () => {
    const page = document.paths['/api/v1/notifications']?.get as unknown as {
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    expect(page.responses['200']?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/NotificationPage',
    });
    expect(document.components.schemas.Notification).toMatchObject({ type: 'object' });
    expect(JSON.stringify(document)).not.toContain('#/$defs/');
  });

  it('names every path parameter', () => {
    const unnamed: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(operations)) {
        const declared = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
        if (JSON.stringify(declared) !== JSON.stringify(names)) unnamed.push(`${method} ${path}`);
      }
    }
    expect(unnamed).toEqual([]);
  });

  it('says for every write what body it reads, with a JSON schema where it reads JSON', () => {
    const undecided = appRoutes
      .filter((route) => BODY_METHODS.includes(route.method) && route.path.startsWith('/api/v1/'))
      .map((route) => `${route.method} ${route.path}`)
      .filter((key) => !API_OPERATIONS[key]?.body);
    expect(undecided).toEqual([]);

    for (const [key, info] of Object.entries(API_OPERATIONS)) {
      const [method = '', path = ''] = key.split(' ');
      const operation = operationOf(method, path);
      expect(operation, `${key} is in the registry but not a route`).toBeDefined();
      if (path.startsWith('/api/auth/')) continue;
      if (info.body?.kind === 'json') {
        expect(operation?.requestBody?.content['application/json']?.schema.type, key).toBe(
          'object',
        );
      }
    }
  });

  it('describes the query parameters an operation reads through a schema, and refuses bad ones', async () => {
    const declared = Object.entries(API_OPERATIONS).filter(([, info]) => info.query);
    expect(declared.map(([key]) => key)).toContain('GET /api/v1/activity');
    for (const [key, info] of declared) {
      const [method = '', path = ''] = key.split(' ');
      const query = operationOf(method, path)?.parameters.filter((p) => p.in === 'query') ?? [];
      expect(query.map((p) => p.name).sort(), key).toEqual(
        Object.keys(info.query?.shape ?? {}).sort(),
      );
    }
    const activity = operationOf('GET', '/api/v1/activity')?.parameters ?? [];
    expect(activity).toContainEqual(
      expect.objectContaining({
        name: 'limit',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 50 }),
      }),
    );
    expect(activity).toContainEqual(
      expect.objectContaining({
        name: 'before',
        schema: expect.objectContaining({ type: 'string', pattern: expect.any(String) }),
      }),
    );
  });

  it('marks as private exactly the operations that answer 401 without a session', async () => {
    const wrong: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      // better-auth's own (its sign-out answers signed out too): tested in src/server/auth.
      if (path.startsWith('/api/auth/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const answer = await fetch(`${server.url}${path.replace(/\{\w+\}/g, 'x')}`, {
          method: method.toUpperCase(),
          headers: { origin: server.url },
        });
        await answer.body?.cancel();
        const isPublic = operation['x-public'];
        // What works in a workspace (its records, and its settings that name it by the
        // X-Workspace-Id header) also answers its API keys (decision 071), not the keys' own API.
        const namesWorkspace =
          operation['x-workspace'] === true ||
          operation.parameters.some((parameter) => parameter.name === 'X-Workspace-Id');
        const keyed = namesWorkspace && !path.startsWith('/api/v1/api-keys');
        expect(operation.security ?? document.security).toEqual(
          isPublic ? [] : keyed ? [{ session: [] }, { apiKey: [] }] : [{ session: [] }],
        );
        if (isPublic === (answer.status === 401)) wrong.push(`${method} ${path}: ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the document as tools read it', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      config,
      absoluteRef: '/openapi.json',
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => ({ rule: problem.ruleId, at: problem.location[0]?.pointer ?? '' }));
    expect(errors).toEqual([]);
  });

  it('generates types with openapi-typescript where no declared answer is unknown', async () => {
    const types = astToString(await openapiTS(JSON.parse(JSON.stringify(document))));
    const unknownAnswers: string[] = [];
    for (const info of Object.values(API_OPERATIONS)) {
      const block = operationTypes(types, info.operationId);
      expect(block, info.operationId).toBeDefined();
      const responses = block?.slice(block.indexOf('responses: {')) ?? '';
      const withoutHeaders = responses.replaceAll('[name: string]: unknown;', '');
      if (withoutHeaders.includes('unknown')) unknownAnswers.push(info.operationId);
    }
    expect(unknownAnswers).toEqual([]);
  });

  it('is the contract the web app is typed from: its generated types are current', async () => {
    const committed = readFileSync(WEB_API_TYPES_PATH, 'utf8');
    const current = await renderWebApiTypes(document);
    // Stale types would let the web compile against answers the server no longer gives.
    expect(committed === current, `${WEB_API_TYPES_PATH} is stale: run npm run api:types`).toBe(
      true,
    );
  });
});

/** One operation's block of openapi-typescript's `operations` interface. */
function operationTypes(types: string, operationId: string): string | undefined {
  const start = types.indexOf(`\n    ${operationId}: {\n`);
  if (start < 0) return undefined;
  const end = types.indexOf('\n    };\n', start);
  return types.slice(start, end);
}
