// The dashboard overview tiles, computed from real rows.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAgent } from '../../../../tests/support/api-user';
import { createAgent, type TestAgent } from '../../../../tests/support/test-agent';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { ClientStatus } from '../clients/tables';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const api = (path: string) => `${server.url}${path}`;

async function signedIn(email: string): Promise<{ agent: TestAgent; userId: string }> {
  const { agent, id } = await signUpAgent(server, email);
  return { agent, userId: id };
}

async function addLinks(userId: string, clickCounts: number[]) {
  await server.database.db
    .insertInto('links')
    .values(
      clickCounts.map((clickCount, orderIndex) => ({
        userId,
        title: `Link ${orderIndex + 1}`,
        url: `https://example.com/${orderIndex}`,
        orderIndex,
        clickCount,
      })),
    )
    .execute();
}

async function addClients(userId: string, statuses: ClientStatus[]) {
  await server.database.db
    .insertInto('clients')
    .values(statuses.map((status, i) => ({ userId, name: `Client ${i + 1}`, status })))
    .execute();
}

async function overview(agent: TestAgent) {
  const response = await agent.request(api('/api/v1/dashboard/overview'));
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /api/v1/dashboard/overview', () => {
  it('shows zeros and "0%" for a new account', async () => {
    const { agent } = await signedIn('new@example.com');
    expect(await overview(agent)).toEqual({
      totalLinks: 0,
      totalClicks: 0,
      clients: 0,
      conversion: '0%',
      tasksDueToday: 0,
    });
  });

  it("counts the user's links, clicks and clients, and the share closed won", async () => {
    const { agent, userId } = await signedIn('busy@example.com');
    await addLinks(userId, [10, 0, 32]);
    await addClients(userId, ['closed_won', 'new_lead', 'closed_lost']);
    expect(await overview(agent)).toEqual({
      totalLinks: 3,
      totalClicks: 42,
      clients: 3,
      conversion: '33%',
      tasksDueToday: 0,
    });

    // Someone else's rows never show up in these numbers.
    const { userId: otherId } = await signedIn('other@example.com');
    await addLinks(otherId, [1000]);
    await addClients(otherId, ['closed_won', 'closed_won']);
    expect(await overview(agent)).toMatchObject({ totalLinks: 3, totalClicks: 42, clients: 3 });

    await addClients(userId, ['closed_won']);
    expect(await overview(agent)).toMatchObject({ clients: 4, conversion: '50%' });
  });

  it('answers 401 to a signed-out visitor', async () => {
    const response = await createAgent().request(api('/api/v1/dashboard/overview'));
    expect(response.status).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthorized', message: 'Sign in required' },
    });
  });
});
