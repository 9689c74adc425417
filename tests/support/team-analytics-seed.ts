// A small team with a March of work to count (issue 22's Team tab), written straight into
// the database at chosen moments: the HTTP test asserts every figure it yields and the
// browser journey reads the same figures on screen. Days are New York's (DST starts on
// 8 March 2026), and events sit on both sides of the range's local midnights.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { ApiUser } from './api-user';
import { inWorkspace, signUpClientTeam } from './client-team';
import { insertDocument } from './document-rows';
import { seedBooking } from './scheduling-rows';
import type { TestServer } from './test-server';

export const TEAM_RANGE = { from: '2026-03-01', to: '2026-03-31', timeZone: 'America/New_York' };

export type SeededTeam = {
  id: string;
  /** Ann: the workspace's owner. */
  owner: ApiUser;
  /** Bob: a Member. */
  member: ApiUser;
  /** A custom role that sees every client but not the team's figures. */
  viewer: ApiUser;
  outsider: ApiUser;
};

async function nameUser(server: TestServer, user: ApiUser, name: string) {
  await server.database.db
    .updateTable('profiles')
    .set({ displayName: name })
    .where('userId', '=', user.id)
    .execute();
}

export async function seedTeamMarch(server: TestServer, prefix: string): Promise<SeededTeam> {
  const team = await signUpClientTeam(server, prefix);
  const { db } = server.database;
  const ann = team.owner;
  const bob = team.member;
  await nameUser(server, ann, `Ann ${prefix}`);
  await nameUser(server, bob, `Bob ${prefix}`);
  await nameUser(server, team.viewer, `Vic ${prefix}`);

  const client = async (fields: {
    name: string;
    owner: ApiUser | null;
    createdBy?: ApiUser;
    at: string;
    value?: number;
    workspaceId?: string;
  }) => {
    const row = await db
      .insertInto('clients')
      .values({
        name: fields.name,
        userId: fields.owner?.id ?? null,
        workspaceId: fields.workspaceId ?? team.id,
        createdBy: (fields.createdBy ?? fields.owner ?? ann).id,
        estimatedValueCents: fields.value ?? 0,
        createdAt: fields.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const assign = (clientId: string, owner: ApiUser | null, at: string) =>
    db
      .insertInto('client_assignments')
      .values({
        workspaceId: team.id,
        clientId,
        userId: owner?.id ?? null,
        rule: 'manual',
        assignedBy: ann.id,
        createdAt: at,
      })
      .execute();
  const interaction = (clientId: string, by: ApiUser, at: string, subject: string | null = null) =>
    db
      .insertInto('client_interactions')
      .values({ clientId, userId: by.id, content: 'Called them', subject, createdAt: at })
      .execute();
  // The status change as the app makes it (the trigger records it), then dated.
  const status = async (clientId: string, to: 'contacted' | 'closed_won', at: string) => {
    await db.updateTable('clients').set({ status: to }).where('id', '=', clientId).execute();
    await sql`UPDATE client_status_changes SET changed_at = ${at}
      WHERE id = (SELECT max(id) FROM client_status_changes WHERE client_id = ${clientId})`.execute(
      db,
    );
  };

  // A: Ann's since 2 March, answered an hour later.
  const a = await client({ name: 'Acme', owner: ann, at: '2026-03-02T14:00:00Z' });
  await interaction(a, ann, '2026-03-02T15:00:00Z');
  // B: Ann's since February; handed to Bob on 10 March (answered in 30 min, the handover's
  // own note not counting), won while Bob's on 20 March, handed back to Ann on 25 March.
  const b = await client({ name: 'Beta', owner: ann, at: '2026-02-20T12:00:00Z', value: 500_00 });
  await assign(b, bob, '2026-03-10T12:00:00Z');
  await interaction(b, ann, '2026-03-10T12:00:00Z', 'Owner changed');
  await interaction(b, bob, '2026-03-10T12:30:00Z');
  await status(b, 'closed_won', '2026-03-20T12:00:00Z');
  await assign(b, ann, '2026-03-25T12:00:00Z');
  await db.updateTable('clients').set({ userId: ann.id }).where('id', '=', b).execute();
  // C: Bob's at 23:30 on 31 March in New York (04-01 in UTC), won ten minutes later.
  const c = await client({ name: 'Gamma', owner: bob, at: '2026-04-01T03:30:00Z', value: 100_00 });
  await status(c, 'closed_won', '2026-04-01T03:40:00Z');
  // D: 00:30 on 1 April in New York, E: 23:30 on 28 February: both outside.
  await client({ name: 'Delta', owner: ann, at: '2026-04-01T04:30:00Z' });
  await client({ name: 'Epsilon', owner: ann, at: '2026-03-01T04:30:00Z' });
  // F: made by Ann on 5 March for the inbox, routed to Bob the next day.
  const f = await client({
    name: 'Foxtrot',
    owner: bob,
    createdBy: ann,
    at: '2026-03-05T10:00:00Z',
  });
  await assign(f, bob, '2026-03-06T10:00:00Z');
  // Unassigned, and another workspace's: not counted.
  await client({ name: 'Inbox', owner: null, at: '2026-03-12T10:00:00Z' });
  await client({
    name: 'Personal',
    owner: ann,
    at: '2026-03-12T10:00:00Z',
    workspaceId: await personalWorkspaceOf(server, ann),
  });

  // Bookings: Bob hosts one and had one canceled; Ann's at 23:00 on 31 March local.
  for (const booking of [
    { host: bob, start: '2026-03-15T15:00:00Z', status: 'confirmed' as const },
    { host: bob, start: '2026-03-16T15:00:00Z', status: 'canceled' as const },
    { host: ann, start: '2026-04-01T03:00:00Z', status: 'confirmed' as const },
    { host: ann, start: '2026-04-01T05:00:00Z', status: 'confirmed' as const },
  ]) {
    await seedBooking(server, {
      userId: booking.host.id,
      workspaceId: team.id,
      eventTypeId: null,
      start: new Date(booking.start),
      status: booking.status,
    });
  }
  await seedBooking(server, {
    userId: ann.id,
    eventTypeId: null,
    start: new Date('2026-03-17T15:00:00Z'),
  });

  // Bob's Scale Page: 3 views in one row and a click; Ann's view falls after the range.
  await db
    .insertInto('pageViews')
    .values([
      { userId: bob.id, views: 3, createdAt: new Date('2026-03-12T16:00:00Z') as never },
      { userId: ann.id, views: 1, createdAt: new Date('2026-04-02T16:00:00Z') as never },
    ])
    .execute();
  const link = await bob.call('POST', '/links', { title: 'Site', url: 'https://example.com' });
  expect(link.status, link.text).toBe(201);
  await db
    .insertInto('linkClicks')
    .values({
      linkId: link.body.id,
      userId: bob.id,
      createdAt: new Date('2026-03-12T16:01:00Z') as never,
    })
    .execute();

  // Ann's team document, viewed twice in March through its share link.
  const document = await insertDocument(server, ann.id);
  await db
    .updateTable('documents')
    .set({ workspaceId: team.id })
    .where('id', '=', document.id)
    .execute();
  const tracking = await db
    .insertInto('document_tracking_links')
    .values({
      documentId: document.id,
      userId: ann.id,
      workspaceId: team.id,
      uniqueCode: randomBytes(10).toString('hex'),
      label: 'For Acme',
      createdAt: '2026-03-01T12:00:00Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const at of ['2026-03-03T12:00:00Z', '2026-03-04T12:00:00Z']) {
    await db
      .insertInto('document_views')
      .values({
        viewKey: randomUUID(),
        trackingLinkId: tracking.id,
        documentId: document.id,
        viewerHash: randomUUID(),
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  }
  return { ...team, owner: ann, member: bob };
}

async function personalWorkspaceOf(server: TestServer, user: ApiUser): Promise<string> {
  const row = await server.database.db
    .selectFrom('organizations')
    .select('id')
    .where('personalUserId', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** GET /team-analytics as `user` in `workspaceId`. */
export function teamAnalyticsAs(
  user: ApiUser,
  workspaceId: string | null,
  query: Record<string, string> = TEAM_RANGE,
) {
  return user.call(
    'GET',
    `/team-analytics?${new URLSearchParams(query)}`,
    undefined,
    workspaceId ? inWorkspace(workspaceId) : undefined,
  );
}
