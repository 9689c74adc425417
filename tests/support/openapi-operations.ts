// The operations of /api/openapi.json, and their paths filled with real ids, for the
// tests that call every endpoint (authorization matrix, fuzz).
import type { TestServer } from './test-server';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
};

export type Operation = {
  method: string;
  /** OpenAPI's form: /api/v1/links/{id} */
  path: string;
  isPublic: boolean;
  /** Works in a workspace (issue 18): named by the X-Workspace-Id header. */
  inWorkspace: boolean;
  parameters: string[];
  /** The query parameters it reads through a schema, with that schema. */
  queryParameters: { name: string; schema: JsonSchema }[];
  /** The content types of its request body, with the JSON schema where it reads JSON. */
  bodyTypes: string[];
  jsonSchema?: JsonSchema;
};

type DocumentOperation = {
  'x-public': boolean;
  'x-workspace'?: boolean;
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

export const operationName = (operation: Pick<Operation, 'method' | 'path'>) =>
  `${operation.method} ${operation.path}`;

export async function readOperations(server: TestServer): Promise<Operation[]> {
  const answer = await fetch(`${server.url}/api/openapi.json`);
  if (answer.status !== 200) throw new Error(`/api/openapi.json answered ${answer.status}`);
  const document = (await answer.json()) as {
    paths: Record<string, Record<string, DocumentOperation>>;
  };
  // better-auth's endpoints (/api/auth) are its own, with their own tests; the matrix and
  // the fuzz test cover the JSON API.
  const ours = Object.entries(document.paths).filter(([path]) => !path.startsWith('/api/auth/'));
  return ours.flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        isPublic: operation['x-public'],
        inWorkspace: operation['x-workspace'] === true,
        parameters: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
        queryParameters: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map(({ name, schema }) => ({ name, schema })),
        bodyTypes: Object.keys(content),
        jsonSchema: content['application/json']?.schema,
      };
    }),
  );
}

/**
 * Where a parameter's real value is looked up: the literal segment before it and its
 * name ("links.id"); project members are told apart from organization members, and a
 * data room link's code from a document link's.
 */
export function parameterKeys(path: string): { param: string; key: string }[] {
  const keys: { param: string; key: string }[] = [];
  let literal = '';
  for (const segment of path.split('/')) {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!param) {
      literal = segment;
      continue;
    }
    const scope = path.startsWith('/api/v1/projects/') && literal === 'members' ? 'projects.' : '';
    // A data room's public paths name a room link's code, not a document link's.
    if (param === 'code' && path.includes('/room/')) {
      keys.push({ param, key: 'room.code' });
      continue;
    }
    keys.push({ param, key: `${scope}${literal}.${param}` });
  }
  return keys;
}

/**
 * The path under /api/v1 with each parameter's value from `valueFor`; throws when one has
 * none, so an endpoint with a new kind of id is noticed.
 */
export function fillPath(
  operation: Operation,
  valueFor: (key: string) => string | undefined,
): string {
  let path = operation.path;
  for (const { param, key } of parameterKeys(operation.path)) {
    const value = valueFor(key);
    if (value === undefined) {
      throw new Error(`no real id for {${param}} (${key}) in ${operation.path}`);
    }
    path = path.replace(`{${param}}`, value);
  }
  return path.replace(/^\/api\/v1/, '');
}
