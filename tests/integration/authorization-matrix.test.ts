// The authorization matrix of issue 8, over the whole API as /api/openapi.json lists it.
// A first user owns a real row of every kind; every operation whose path names an id or
// a code is called with those real ids as (a) a signed-out visitor, (b) another user and
// (c) an active member of another organization and (d) an Admin API key of that other
// organization (issue 24, no cookie). A private operation answers 401, then 404
// (another user's row does not exist for them) — to the key 404 on the workspace's
// records and 403 everywhere a key never works — and no refused call changes a row.
// An operation added later is called automatically; one whose parameter cannot be
// filled with a real id fails the test rather than going unchecked.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, callApi, signUpApiUser } from '../support/api-user';
import {
  fillPath,
  type Operation,
  operationName,
  readOperations,
} from '../support/openapi-operations';
import { addMember, createOrganizationAs } from '../support/organization-rows';
import {
  bookAsVisitor,
  EVENT_SLUG,
  freeSlotStarts,
  type OwnerRows,
  pngForm,
  seedOwnerRows,
} from '../support/owner-rows';
import { changedTables, snapshotRows } from '../support/row-snapshot';
import { startTestServer, type TestServer } from '../support/test-server';

type Actor = 'signedOut' | 'otherUser' | 'otherOrgMember' | 'otherOrgKey';
const ACTORS: Actor[] = ['signedOut', 'otherUser', 'otherOrgMember', 'otherOrgKey'];

/**
 * Public operations answer anyone who holds the link, signed in or not: the booking page
 * (anyone may book; the cancel link works without signing in), the document viewer (a
 * tracked share link is the only key) and the invitation preview (shown before signing
 * in). Their status is the same for every caller; `writes` marks the calls meant to
 * change rows (a booking made or cancelled).
 */
const PUBLIC_EXPECTED: Record<string, { status: number; writes?: boolean }> = {
  'GET /api/v1/public/schedule/{userId}': { status: 200 },
  'GET /api/v1/public/schedule/{userId}/{slug}': { status: 200 },
  'GET /api/v1/public/schedule/{userId}/{slug}/slots': { status: 200 },
  'POST /api/v1/public/schedule/{userId}/{slug}/bookings': { status: 201, writes: true },
  'GET /api/v1/public/team/{orgSlug}/{slug}': { status: 200 },
  'GET /api/v1/public/team/{orgSlug}/{slug}/slots': { status: 200 },
  'POST /api/v1/public/team/{orgSlug}/{slug}/bookings': { status: 201, writes: true },
  'GET /api/v1/public/bookings/{token}': { status: 200 },
  'POST /api/v1/public/bookings/{token}/cancel': { status: 200, writes: true },
  'GET /api/v1/public/bookings/{token}/invite.ics': { status: 200 },
  'POST /api/v1/public/bookings/{token}/reschedule': { status: 200, writes: true },
  'GET /api/v1/public/documents/{username}/{code}': { status: 200 },
  'GET /api/v1/public/documents/{username}/{code}/file': { status: 200 },
  'GET /api/v1/public/documents/{username}/{code}/room/{documentId}': { status: 200 },
  'GET /api/v1/public/documents/{username}/{code}/room/{documentId}/file': { status: 200 },
  'GET /api/v1/invitations/{token}': { status: 200 },
};

/**
 * Private operations whose refusal is not 404. Accepting an invitation is addressed by
 * its secret token, not by an id to hide: a signed-in user whose address is not the
 * invited one is told so (403), as the organization permission matrix pins.
 */
const PRIVATE_EXCEPTIONS: Record<string, number> = {
  'POST /api/v1/invitations/{token}/accept': 403,
};

/**
 * Operations outside the workspace paths that still work in the request's workspace
 * (requireWorkspace), so a key of another workspace meets a 404 there, not a 403.
 */
const KEY_EXCEPTIONS: Record<string, number> = {
  'PATCH /api/v1/client-fields/{id}': 404,
  'DELETE /api/v1/client-fields/{id}': 404,
  'PATCH /api/v1/tasks/{id}': 404,
  'DELETE /api/v1/tasks/{id}': 404,
};

let server: TestServer;
let rows: OwnerRows;
const callers = {} as Record<Actor, ApiUser['call']>;
let operations: Operation[];
/** One fresh slot to book, and one fresh booking to cancel, per call. */
let freeSlots: string[] = [];
const cancelTokens: string[] = [];
/** One fresh time per call to move a booking to (issue 21's reschedule link). */
let rescheduleSlots: string[] = [];
/** One fresh time per call to book the owner's team event type (issue 22), far from the rest. */
let teamSlots: string[] = [];

/** Plausible valid bodies: a body refused as invalid would hide a missing ownership check. */
function bodyFor(name: string): unknown {
  const { templateId, documentId, memberRoleId, adminRoleId, organizationMemberId } = rows;
  const bodies: Record<string, () => unknown> = {
    'PATCH /api/v1/links/{id}': () => ({ title: 'Renamed' }),
    'POST /api/v1/links/{id}/thumbnail': pngForm,
    'PATCH /api/v1/clients/{id}': () => ({ name: 'Renamed' }),
    'PATCH /api/v1/clients/{id}/status': () => ({ status: 'contacted' }),
    'POST /api/v1/clients/{id}/merge': () => ({ otherId: rows.twinClientId }),
    'PATCH /api/v1/clients/{id}/phones/{index}': () => ({ number: '+14155550199' }),
    'POST /api/v1/clients/{id}/interactions': () => ({ content: 'Another note' }),
    'POST /api/v1/clients/{id}/template-uses': () => ({ templateId, channel: 'email' }),
    'PATCH /api/v1/interactions/{id}': () => ({ content: 'Edited' }),
    'POST /api/v1/clients/{id}/tasks': () => ({ title: 'Another task', dueDate: '2027-01-05' }),
    'PATCH /api/v1/tasks/{id}': () => ({ done: true }),
    'PATCH /api/v1/clients/views/{id}': () => ({ name: 'Renamed' }),
    'PATCH /api/v1/templates/{id}': () => ({ name: 'Renamed' }),
    'POST /api/v1/templates/{id}/move': () => ({ workspaceId: randomUUID() }),
    'PUT /api/v1/scheduling/event-types/{id}': () => ({ name: 'Renamed', slug: EVENT_SLUG }),
    'PATCH /api/v1/scheduling/availability/{id}': () => ({ startTime: '10:00' }),
    'PUT /api/v1/scheduling/date-overrides/{id}': () => ({
      startDate: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
    }),
    'POST /api/v1/scheduling/bookings/{id}/cancel': () => ({ reason: 'Busy' }),
    'PUT /api/v1/calendar-connections/{id}': () => ({
      busyCalendarUrls: [],
      bookingCalendarUrl: null,
    }),
    'PATCH /api/v1/organizations/{orgId}': () => ({ description: 'Changed' }),
    'POST /api/v1/organizations/{orgId}/logo': pngForm,
    'POST /api/v1/organizations/{orgId}/roles': () => ({ name: 'Another', permissions: [] }),
    'PATCH /api/v1/organizations/{orgId}/roles/{roleId}': () => ({ name: 'Renamed' }),
    'PATCH /api/v1/organizations/{orgId}/members/{memberId}': () => ({ roleId: adminRoleId }),
    'POST /api/v1/organizations/{orgId}/transfer-ownership': () => ({
      memberId: organizationMemberId,
    }),
    'POST /api/v1/organizations/{orgId}/invitations': () => ({
      email: `matrix-${randomUUID().slice(0, 8)}@example.com`,
      roleId: memberRoleId,
    }),
    'PATCH /api/v1/admin/users/{userId}': () => ({ tier: 'pro' }),
    'PATCH /api/v1/admin/organizations/{orgId}': () => ({ isActive: false }),
    'PATCH /api/v1/documents/{id}': () => ({ title: 'Renamed' }),
    'PATCH /api/v1/webhooks/{id}': () => ({ description: 'Renamed' }),
    'POST /api/v1/documents/{id}/links': () => ({ label: 'Another' }),
    'POST /api/v1/documents/{id}/move': () => ({ workspaceId: randomUUID() }),
    'PATCH /api/v1/document-links/{linkId}': () => ({ label: 'Renamed' }),
    'PATCH /api/v1/projects/{id}': () => ({ name: 'Renamed' }),
    'POST /api/v1/projects/{id}/documents': () => ({ documentId }),
    'POST /api/v1/projects/{id}/members': () => ({ email: rows.owner.email, role: 'viewer' }),
    'PATCH /api/v1/projects/{id}/members/{memberId}': () => ({ role: 'editor' }),
    'POST /api/v1/public/schedule/{userId}/{slug}/bookings': () => ({
      startTime: freeSlots.shift(),
      name: 'Visitor',
      email: 'visitor@example.com',
    }),
    'POST /api/v1/public/team/{orgSlug}/{slug}/bookings': () => ({
      startTime: teamSlots.shift(),
      name: 'Visitor',
      email: 'team-visitor@example.com',
    }),
    'PUT /api/v1/scheduling/team-event-types/{id}': () => ({
      name: 'Renamed',
      slug: 'team-call',
      kind: 'round_robin',
      hosts: [{ userId: rows.owner.id }],
    }),
    'POST /api/v1/public/bookings/{token}/cancel': () => ({ reason: 'Changed my mind' }),
    'POST /api/v1/public/bookings/{token}/reschedule': () => ({
      startTime: rescheduleSlots.shift(),
    }),
    // A well-formed time: the booking is another user's, so it is never looked at.
    'POST /api/v1/scheduling/bookings/{id}/reschedule': () => ({
      startTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    }),
    'POST /api/v1/scheduling/bookings/{id}/request-reschedule': () => ({ reason: 'Travel' }),
    'POST /api/v1/scheduling/bookings/{id}/decline': () => ({ reason: 'Full' }),
    'POST /api/v1/scheduling/team-event-types/{id}/date-overrides': () => ({
      startDate: new Date(Date.now() + 500 * 86_400_000).toISOString().slice(0, 10),
      timeZone: 'UTC',
    }),
    'PUT /api/v1/scheduling/team-event-types/{id}/date-overrides/{overrideId}': () => ({
      startDate: new Date(Date.now() + 501 * 86_400_000).toISOString().slice(0, 10),
      timeZone: 'UTC',
    }),
    'POST /api/v1/projects/{id}/links': () => ({ label: 'Another room' }),
    'PATCH /api/v1/projects/{id}/links/{linkId}': () => ({ label: 'Renamed' }),
  };
  return bodies[name]?.();
}

function realPath(operation: Operation): string {
  const isCancelByToken =
    operationName(operation) === 'POST /api/v1/public/bookings/{token}/cancel';
  return fillPath(operation, (key) =>
    key === 'bookings.token' && isCancelByToken ? cancelTokens.shift() : rows.ids[key],
  );
}

/**
 * Whether an API key works on the operation (decision 071): the workspace's records, as
 * the document's bearer security scheme says; everything else answers a key 403.
 */
const SIGNED_BY_KEY_REFUSED = 403;
function keyWorksOn(operation: Operation): boolean {
  return operation.inWorkspace && !operation.path.startsWith('/api/v1/api-keys');
}

function expectedStatus(operation: Operation, actor: Actor): number {
  const name = operationName(operation);
  if (operation.isPublic) {
    const expected = PUBLIC_EXPECTED[name];
    if (!expected) throw new Error(`public ${name} has no expected status in PUBLIC_EXPECTED`);
    return expected.status;
  }
  if (actor === 'signedOut') return 401;
  if (actor === 'otherOrgKey') {
    return KEY_EXCEPTIONS[name] ?? (keyWorksOn(operation) ? 404 : SIGNED_BY_KEY_REFUSED);
  }
  return PRIVATE_EXCEPTIONS[name] ?? 404;
}

beforeAll(async () => {
  // The background loops (booking reminders, calendar sync) would change their tables at
  // any moment of the run, which reads as a refused request having changed something.
  server = await startTestServer({
    BOOKING_REMINDER_INTERVAL_MS: '0',
    CALENDAR_SYNC_INTERVAL_MS: '0',
  });
  rows = await seedOwnerRows(server);
  const slots = await freeSlotStarts(server, rows.owner);
  const perCaller = ACTORS.length;
  if (slots.length < 4 * perCaller) throw new Error('too few free slots to book');
  rescheduleSlots = slots.slice(2 * perCaller, 3 * perCaller);
  // One to book per caller, and one booked now to cancel per caller.
  freeSlots = slots.slice(0, perCaller);
  for (const start of slots.slice(perCaller, 2 * perCaller)) {
    cancelTokens.push(await bookAsVisitor(server, rows.owner, start));
  }
  teamSlots = slots.slice(-perCaller);
  const otherUser = await signUpApiUser(server, 'matrix-other');
  const otherOrgOwner = await signUpApiUser(server, 'matrix-other-org-owner');
  const otherOrgMember = await signUpApiUser(server, 'matrix-other-org-member');
  const otherOrganization = await createOrganizationAs(otherOrgOwner, { name: 'Other Org' });
  await addMember(server, otherOrganization.id, otherOrgMember, 'Admin');
  const otherKey = await otherOrgOwner.call(
    'POST',
    '/api-keys',
    { name: 'Other key', roleId: rows.adminRoleId, expiresAt: null },
    { 'x-workspace-id': otherOrganization.id },
  );
  if (otherKey.status !== 201) throw new Error(`the other key answered ${otherKey.status}`);
  const bearer = { authorization: `Bearer ${otherKey.body.secret}` };
  callers.otherOrgKey = (method, path, body) => callApi(server, '', method, path, body, bearer);
  callers.signedOut = (method, path, body) => callApi(server, '', method, path, body);
  callers.otherUser = otherUser.call;
  callers.otherOrgMember = otherOrgMember.call;
  operations = (await readOperations(server)).filter((o) => o.parameters.length > 0);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the authorization matrix over /api/openapi.json', () => {
  it('covers the operations that take an id or a code, public ones with their status', () => {
    expect(operations.length).toBeGreaterThan(60);
    const publicNames = operations.filter((o) => o.isPublic).map(operationName);
    expect(new Set(publicNames)).toEqual(new Set(Object.keys(PUBLIC_EXPECTED)));
  });

  it('uses real ids: the owner reads every one of them', async () => {
    const problems: string[] = [];
    for (const operation of operations.filter((o) => o.method === 'GET')) {
      // A team event type lives in the owner's team workspace, named by the header.
      const inTeam = operation.path.includes('/team-event-types/')
        ? { 'x-workspace-id': rows.ids['organizations.orgId'] ?? '' }
        : undefined;
      const answer = await rows.owner.call('GET', realPath(operation), undefined, inTeam);
      if (answer.status !== 200) problems.push(`${operationName(operation)}: ${answer.status}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses every caller but the owner, and changes nothing', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      const name = operationName(operation);
      const before = await snapshotRows(server);
      for (const actor of ACTORS) {
        let path: string;
        try {
          path = realPath(operation);
        } catch (error) {
          problems.push(`${name}: ${(error as Error).message}`);
          break;
        }
        const answer = await callers[actor](operation.method, path, await bodyFor(name));
        const want = expectedStatus(operation, actor);
        if (answer.status !== want) {
          problems.push(
            `${name} as ${actor}: expected ${want}, got ${answer.status} ${answer.text}`,
          );
        } else if (want >= 400 && !answer.body?.error?.message) {
          problems.push(`${name} as ${actor}: ${want} without the error shape: ${answer.text}`);
        }
      }
      const changed = changedTables(before, await snapshotRows(server));
      if (changed.length > 0 && !PUBLIC_EXPECTED[name]?.writes) {
        problems.push(`${name}: refused, yet changed ${changed.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it("answers other callers' reads without an id with none of the owner's rows", async () => {
    // The owner's Recent Activity holds the bookings made in beforeAll: a feed that
    // leaked would name them.
    const activity = await server.database.db
      .selectFrom('activity')
      .select('id')
      .where('userId', '=', rows.owner.id)
      .execute();
    expect(activity.length).toBeGreaterThan(0);
    const ownerIds = [
      ...Object.values(rows.ids).filter((value) => value.length >= 20),
      ...activity.map((entry) => entry.id),
    ];
    const reads = (await readOperations(server)).filter(
      (operation) =>
        operation.method === 'GET' &&
        operation.parameters.length === 0 &&
        !operation.isPublic &&
        // The live-update stream never ends; it carries ids only for the caller's rows.
        operationName(operation) !== 'GET /api/v1/events',
    );
    expect(reads.map(operationName)).toContain('GET /api/v1/activity');
    const problems: string[] = [];
    for (const operation of reads) {
      for (const actor of ['otherUser', 'otherOrgMember', 'otherOrgKey'] as const) {
        const answer = await callers[actor]('GET', operation.path.replace(/^\/api\/v1/, ''));
        const name = `${operationName(operation)} as ${actor}`;
        if (answer.status >= 500) problems.push(`${name}: ${answer.status}`);
        const leaked = ownerIds.filter((id) => answer.text.includes(id));
        if (leaked.length > 0) problems.push(`${name} names the owner's ${leaked.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
