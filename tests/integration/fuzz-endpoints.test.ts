// Bad input on every endpoint (issue 8): for each operation of /api/openapi.json,
// fast-check with a fixed seed makes requests that break its contract (see
// tests/support/bad-requests.ts), sent as a signed-in user (a platform admin, so the
// admin API is reached too) who owns a row of every kind, with that user's real ids.
// Expected: never a 5xx, every 4xx in the one error shape, and no row changed.
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BadRequest, badRequestsFor } from '../support/bad-requests';
import {
  fillPath,
  type Operation,
  operationName,
  readOperations,
} from '../support/openapi-operations';
import { makePlatformAdmin } from '../support/organization-rows';
import { type OwnerRows, seedOwnerRows } from '../support/owner-rows';
import { changedTables, snapshotRows } from '../support/row-snapshot';
import { startTestServer, type TestServer } from '../support/test-server';

const SEED = 20_260_808;
const CASES_PER_OPERATION = 5;

/** The codes of src/server/http/errors.ts. */
const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
];

/**
 * The page-view beacon always answers as if it had counted: a visitor never waits for,
 * or sees, a failure to count; bad input is simply not counted (track-view-routes.ts).
 */
const ALWAYS_ANSWERS: Record<string, number> = { 'POST /api/v1/track/view': 204 };

/**
 * Operations no request can make invalid: they read no body, no parameter and no query,
 * so anything sent is their one valid request (they are not called here).
 */
const NOTHING_TO_BREAK = [
  'DELETE /api/v1/me/avatar',
  // Removes the Scale Page's background picture (issue 23): no body, no parameters.
  'DELETE /api/v1/scale-page/appearance/background',
  // Opens the caller's Stripe customer portal: no body, no parameters.
  'POST /api/v1/billing/portal',
  'POST /api/v1/me/sessions/revoke-others',
];

let server: TestServer;
let rows: OwnerRows;
let operations: Operation[];

type Sent = { status: number; text: string; json: unknown };

/** The body's bytes and content type (a form's carries its boundary). */
async function encode(request: BadRequest): Promise<{ bytes?: Buffer; contentType?: string }> {
  if (request.body === undefined) return {};
  if (request.body instanceof FormData) {
    const encoded = new Response(request.body);
    return {
      bytes: Buffer.from(await encoded.arrayBuffer()),
      contentType: encoded.headers.get('content-type') ?? undefined,
    };
  }
  return { bytes: Buffer.from(request.body), contentType: request.contentType };
}

/**
 * Sent with node:http rather than fetch: a server may answer an oversized body (413)
 * before it is all written and then close the connection, and the answer is what
 * counts, not the failed write.
 */
async function send(operation: Operation, request: BadRequest): Promise<Sent> {
  const bad = request.pathParameter;
  const path = fillPath(operation, (key) =>
    bad && key.endsWith(`.${bad.name}`) ? bad.value : rows.ids[key],
  );
  const { bytes, contentType } = await encode(request);
  return new Promise<Sent>((resolve, reject) => {
    const outgoing = httpRequest(`${server.url}/api/v1${path}${request.query ?? ''}`, {
      method: operation.method,
      headers: {
        cookie: rows.owner.cookie,
        origin: server.url,
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(bytes ? { 'content-length': String(bytes.length) } : {}),
      },
      timeout: 30_000,
    });
    outgoing.on('response', (response) => {
      // The live-update stream never ends by itself; its status is the answer.
      if (response.headers['content-type']?.startsWith('text/event-stream')) {
        response.destroy();
        resolve({ status: response.statusCode ?? 0, text: '', json: undefined });
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode ?? 0, text, json });
      });
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    // A write cut short after the answer came is the server refusing the rest: ignored.
    outgoing.on('error', reject);
    outgoing.end(bytes);
  });
}

function problemWith(operation: Operation, request: BadRequest, sent: Sent): string | undefined {
  const name = operationName(operation);
  const said = `${sent.status} ${sent.text.slice(0, 200)}`;
  const always = ALWAYS_ANSWERS[name];
  if (always !== undefined)
    return sent.status === always ? undefined : `expected ${always}, got ${said}`;
  if (sent.status >= 500) return `a server error: ${said}`;
  // A hostile query on a read may be ignored: unknown or unusable values read as absent.
  const mayAnswer = request.kind === 'hostile query' && sent.status >= 200 && sent.status < 300;
  if (mayAnswer) return undefined;
  if (sent.status < 400) return `accepted: ${said}`;
  const error = (sent.json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  if (!error || !ERROR_CODES.includes(String(error.code)) || typeof error.message !== 'string') {
    return `a ${sent.status} outside the error shape: ${sent.text.slice(0, 200)}`;
  }
  return undefined;
}

beforeAll(async () => {
  server = await startTestServer();
  rows = await seedOwnerRows(server);
  await makePlatformAdmin(server, rows.owner);
  operations = await readOperations(server);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('bad input on every endpoint', () => {
  it('leaves only the operations that read nothing unfuzzed', () => {
    const unfuzzed = operations.filter((operation) => !badRequestsFor(operation));
    expect(unfuzzed.map(operationName).sort()).toEqual(NOTHING_TO_BREAK);
  });

  it('answers 4xx in the one error shape, never 5xx, and stores nothing', async () => {
    const problems: string[] = [];
    for (const [index, operation] of operations.entries()) {
      const arbitrary = badRequestsFor(operation);
      if (!arbitrary) continue;
      const before = await snapshotRows(server);
      const requests = fc.sample(arbitrary, { seed: SEED + index, numRuns: CASES_PER_OPERATION });
      for (const request of requests) {
        const sent = await send(operation, request).catch((error: Error) => error);
        if (sent instanceof Error) {
          problems.push(
            `${operationName(operation)} (${request.kind}): no answer: ${sent.cause ?? sent}`,
          );
          continue;
        }
        const problem = problemWith(operation, request, sent);
        if (problem) problems.push(`${operationName(operation)} (${request.kind}): ${problem}`);
      }
      const changed = changedTables(before, await snapshotRows(server));
      if (changed.length > 0) {
        problems.push(`${operationName(operation)}: bad input changed ${changed.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
