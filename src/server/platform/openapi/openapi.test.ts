// The OpenAPI document lists every API route the app serves, with the body each write
// reads, so the authorization matrix and the fuzz test (which read it) miss nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { createApp } from '../../app';
import { BODY_METHODS, OPERATION_REGISTRY } from './operation-registry';

type Operation = {
  security: unknown[];
  'x-public': boolean;
  'x-workspace'?: boolean;
  parameters: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: { type?: string } }> };
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

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

  it('lists every API route of the app, and no better-auth route', () => {
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
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/auth/'))).toEqual([]);
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
      .filter((key) => !OPERATION_REGISTRY[key]?.body);
    expect(undecided).toEqual([]);

    for (const [key, info] of Object.entries(OPERATION_REGISTRY)) {
      const [method = '', path = ''] = key.split(' ');
      const operation = operationOf(method, path);
      expect(operation, `${key} is in the registry but not a route`).toBeDefined();
      if (info.body?.kind === 'json') {
        expect(operation?.requestBody?.content['application/json']?.schema.type, key).toBe(
          'object',
        );
      }
    }
  });

  it('describes the query parameters an operation reads through a schema, and refuses bad ones', async () => {
    const declared = Object.entries(OPERATION_REGISTRY).filter(([, info]) => info.query);
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
      for (const [method, operation] of Object.entries(operations)) {
        const answer = await fetch(`${server.url}${path.replace(/\{\w+\}/g, 'x')}`, {
          method: method.toUpperCase(),
          headers: { origin: server.url },
        });
        await answer.body?.cancel();
        const isPublic = operation['x-public'];
        // A workspace's records also answer its API keys (decision 071), not the keys' own API.
        const keyed = operation['x-workspace'] === true && !path.startsWith('/api/v1/api-keys');
        expect(operation.security).toEqual(
          isPublic ? [] : keyed ? [{ session: [] }, { apiKey: [] }] : [{ session: [] }],
        );
        if (isPublic === (answer.status === 401)) wrong.push(`${method} ${path}: ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
