// Shared by the clients API tests: add clients through the API or, for bulk, straight
// into the database with the same row mapping the API uses.
import { expect } from 'vitest';
import {
  type Client,
  type ClientCreateInput,
  type ClientPage,
  ZClientCreate,
} from '../../src/core/client-schemas';
import { toClientRow } from '../../src/server/features/clients/client-row';
import type { ApiUser } from './api-user';
import type { TestServer } from './test-server';

export async function addClient(user: ApiUser, input: ClientCreateInput): Promise<Client> {
  const answer = await user.call('POST', '/clients', input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as Client;
}

/** GET /clients with `query` (from its `?`), which must answer 200: the page. */
export async function listClientPage(user: ApiUser, query: string): Promise<ClientPage> {
  const answer = await user.call('GET', `/clients${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as ClientPage;
}

export async function seedClients(
  server: TestServer,
  userId: string,
  inputs: ClientCreateInput[],
): Promise<void> {
  if (inputs.length === 0) return;
  await server.database.db
    .insertInto('clients')
    .values(inputs.map((input) => toClientRow(userId, ZClientCreate.parse(input))))
    .execute();
}

export async function clientRows(server: TestServer, userId: string) {
  return server.database.db
    .selectFrom('clients')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('name')
    .execute();
}

export async function setTier(server: TestServer, userId: string, tier: 'free' | 'pro') {
  await server.database.db
    .updateTable('profiles')
    .set({ tier })
    .where('userId', '=', userId)
    .execute();
}
