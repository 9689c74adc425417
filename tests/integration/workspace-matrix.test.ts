// The workspace authorization matrix of issue 18 (decision 022's matrix, per workspace
// level), over every operation /api/openapi.json marks `x-workspace: true`. The owner
// of a team organization makes one real record of every kind in the team workspace;
// five callers send the team's X-Workspace-Id: an outsider (signed in, not a member), a
// member whose role holds no data keys, one with view/edit "own", one with the seeded
// Member role (view all, edit own) and an Admin. Every operation that names an id is
// called with the real ids as each of them (the admin's writes last, each on fresh
// records); every list is read as each of them, in the team workspace and in their
// personal one; every write without an id is held to a listed rule. A refused call
// changes no row. An operation added later is called automatically and held to the
// default rules below; one that differs must be listed, with its reason, in an
// exceptions table. Last, a removed member and a role losing a key: both take effect on
// the next request of the same session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_PAGE_MAX } from '../../src/core/client-schemas';
import type { PermissionName } from '../../src/core/permissions';
import { type Answer, type ApiUser, signUpApiUser } from '../support/api-user';
import { firstSlots } from '../support/booking-host';
import { makePdf } from '../support/make-pdf';
import {
  fillPath,
  type Operation,
  operationName,
  readOperations,
} from '../support/openapi-operations';
import { addMember, createOrganizationAs } from '../support/organization-rows';
import {
  type OwnerRows,
  seedOwnerRows,
  seedWorkspaceRecords,
  type WorkspaceRecords,
} from '../support/owner-rows';
import { changedTables, snapshotRows } from '../support/row-snapshot';
import { startTestServer, type TestServer } from '../support/test-server';

const ACTORS = ['outsider', 'noView', 'viewOwn', 'viewAll', 'admin'] as const;
type Actor = (typeof ACTORS)[number];

/** A status, or any 2xx. */
type Expected = number | '2xx';

/** The rule every workspace operation that names an id follows unless listed below. */
function defaultExpected(operation: Operation, actor: Actor): Expected {
  const isRead = operation.method === 'GET';
  switch (actor) {
    // Not a member: the workspace does not exist for them.
    case 'outsider':
      return 404;
    // No data keys: no area exists for them (decision 017).
    case 'noView':
      return 404;
    // "Own": the owner's records are neither theirs nor made by them (the owner's client
    // is assigned to the owner, so it is not in the unassigned inbox either).
    case 'viewOwn':
      return 404;
    // View all, edit own: they read the owner's records and may not change them.
    case 'viewAll':
      return isRead ? 200 : 403;
    // Everything.
    case 'admin':
      return isRead ? 200 : '2xx';
  }
}

/**
 * Webhook endpoints (issue 24, decision 072) carry the signing secret and send the
 * workspace's records elsewhere: they are the workspace's settings, managed only by
 * those who may edit them (the Admin here); any other member meets 403.
 */
const MANAGES_SETTINGS_ONLY = { noView: 403, viewOwn: 403, viewAll: 403 } as const;
function webhookExceptions(): Record<
  string,
  { why: string; expect: Partial<Record<Actor, Expected>> }
> {
  const why = "webhooks are the workspace's settings: only who may edit them";
  return Object.fromEntries(
    [
      'GET /api/v1/webhooks/{id}',
      'PATCH /api/v1/webhooks/{id}',
      'DELETE /api/v1/webhooks/{id}',
      'POST /api/v1/webhooks/{id}/rotate-secret',
      'POST /api/v1/webhooks/{id}/test',
      'GET /api/v1/webhooks/{id}/deliveries',
      'POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    ].map((name) => [name, { why, expect: MANAGES_SETTINGS_ONLY }]),
  );
}

/**
 * Operations that name an id and legitimately differ from the default, with why. An
 * entry for an operation that no longer exists fails the test (so this table stays true).
 */
const ID_EXCEPTIONS: Record<string, { why: string; expect: Partial<Record<Actor, Expected>> }> = {
  // The owner's template is shared with the workspace: shared templates are used by every
  // member who may view clients at all, "own" included, and changed only by those whose
  // clients edit level takes them.
  'PATCH /api/v1/templates/{id}': {
    why: 'a shared template is seen at view "own" too',
    expect: { viewOwn: 403 },
  },
  'DELETE /api/v1/templates/{id}': {
    why: 'a shared template is seen at view "own" too',
    expect: { viewOwn: 403 },
  },
  'POST /api/v1/templates/{id}/move': {
    why: 'a shared template is seen at view "own" too',
    expect: { viewOwn: 403 },
  },
  // The owner's saved view is personal (issue 20): nobody else sees it, whatever their keys.
  'PATCH /api/v1/clients/views/{id}': {
    why: "a personal saved view is its creator's alone",
    expect: { viewAll: 404, admin: 404 },
  },
  'DELETE /api/v1/clients/views/{id}': {
    why: "a personal saved view is its creator's alone",
    expect: { viewAll: 404, admin: 404 },
  },
  // The reschedule page's address opens a change (issue 21): it needs the right to change
  // the booking, like the change itself, though reading it changes nothing.
  'GET /api/v1/scheduling/bookings/{id}/reschedule-link': {
    why: 'the link is handed only to who may move the booking',
    expect: { viewAll: 403 },
  },
  ...webhookExceptions(),
  // The record set's document is already in its project: the admin passes the access
  // check (Owner and Admin run the workspace's projects) and meets the conflict.
  'POST /api/v1/projects/{id}/documents': {
    why: 'the document is in the project already',
    expect: { admin: 409 },
  },
  // A data room's links (decision 078) carry the project's sharing settings: like the
  // project's other settings, only its owner (and the workspace's Owner and Admin) read
  // and manage them; a member who may view every project meets 403.
  'GET /api/v1/projects/{id}/links': {
    why: "a data room's links are managed by the project's owner only",
    expect: { viewAll: 403 },
  },
  // API keys (issue 24, decision 071) are the workspace's settings, not its records.
  'DELETE /api/v1/api-keys/{id}': {
    why: 'only who may edit the workspace settings manages its API keys; a member meets 403',
    expect: { noView: 403, viewOwn: 403, viewAll: 403 },
  },
};

function expectedFor(operation: Operation, actor: Actor): Expected {
  return (
    ID_EXCEPTIONS[operationName(operation)]?.expect[actor] ?? defaultExpected(operation, actor)
  );
}

const matches = (expected: Expected, status: number) =>
  expected === '2xx' ? status >= 200 && status < 300 : status === expected;

/**
 * Lists (workspace reads without an id). By default: outsider and noView 404; viewOwn 200
 * without any of the owner's records; viewAll and admin 200 naming them. The owner's
 * records show by their ids unless `shows` says otherwise (answers of figures or files);
 * `query` is added to the path; `expect` and `sees` override the default per actor.
 */
type ListRule = {
  why: string;
  query?: () => string;
  shows?: (answer: Answer) => boolean;
  expect?: Partial<Record<Actor, Expected>>;
  sees?: Partial<Record<Actor, boolean>>;
};

const clientCount = (answer: Answer) => Number(answer.body?.clients ?? 0) > 0;

const LIST_EXCEPTIONS: Record<string, ListRule> = {
  'GET /api/v1/api-keys': {
    why:
      'the API keys are listed to who may edit the workspace settings (decision 071): a ' +
      'member without that key meets 403, whatever their data levels',
    shows: (answer) => JSON.stringify(answer.body).includes(records.ids['api-keys.id'] ?? '-'),
    expect: { noView: 403, viewOwn: 403, viewAll: 403 },
  },
  'GET /api/v1/clients': {
    why:
      'the team holds more than one page of clients by then (every fresh record set adds a ' +
      'client and its duplicate): the whole list, in one page of the most it allows',
    query: () => `?limit=${CLIENT_PAGE_MAX}`,
  },
  'GET /api/v1/dashboard/overview': {
    why:
      "the dashboard's first figures answer every member (its links are the caller's own " +
      'Scale Page); its client figure counts only the clients they may see: none at "none"',
    shows: clientCount,
    expect: { noView: 200 },
  },
  'GET /api/v1/clients/summary': {
    why: 'tiles and column sums: figures, not ids',
    shows: (answer) => Number(answer.body?.tiles?.totalClients ?? 0) > 0,
  },
  'GET /api/v1/clients/export.csv': {
    why: 'a CSV names clients by their fields, not their ids',
    shows: (answer) => answer.text.includes(TEAM_CLIENT_EMAIL),
  },
  'GET /api/v1/templates': {
    why: 'the owner\'s template is shared: every member who may view clients uses it, "own" too',
    sees: { viewOwn: true },
  },
  'GET /api/v1/scheduling/availability': {
    why:
      "without an event type it is the caller's own weekly hours (a person's, kept in " +
      "their personal workspace); the team's rows are an event type's set, which only " +
      'those who see the event type may read',
    query: () => `?eventTypeId=${records.ids['event-types.id']}`,
    expect: { viewOwn: 404 },
  },
  'GET /api/v1/scheduling/date-overrides': {
    why:
      "without an event type it is the caller's own date overrides (a person's, like their " +
      "weekly hours); the team's rows are an event type's, which only those who see the " +
      'event type may read',
    query: () => `?eventTypeId=${records.ids['event-types.id']}`,
    expect: { viewOwn: 404 },
  },
  'GET /api/v1/clients/views': {
    why: "the owner's saved view is personal: it shows to nobody else (ids of views, not clients)",
    shows: (answer) => JSON.stringify(answer.body).includes(records.ids['views.id'] ?? '-'),
    sees: { viewAll: false, admin: false },
  },
  'GET /api/v1/team-analytics': {
    why:
      "the team's figures per member (issue 22) answer those holding view_team_analytics " +
      '(Owner and Admin), whatever their data levels; a member without the key meets 403',
    shows: (answer) =>
      (answer.body?.members ?? []).some(
        (member: { leadsAssigned: number }) => member.leadsAssigned > 0,
      ),
    expect: { noView: 403, viewOwn: 403, viewAll: 403 },
  },
  'GET /api/v1/webhooks': {
    why: "webhooks are the workspace's settings: only who may edit them lists them",
    expect: MANAGES_SETTINGS_ONLY,
  },
  'GET /api/v1/usage': {
    why:
      "the plan is a person's (§9): the figures count what the caller owns, in every " +
      'workspace; the workspace named must still be theirs, whatever their keys',
    shows: () => false,
    expect: { noView: 200 },
    sees: { viewAll: false, admin: false },
  },
};

/** The team client's address (seedWorkspaceRecords' first client). */
const TEAM_CLIENT_EMAIL = 'ada@example.com';

/**
 * Lists whose personal-workspace answer may name the team's rows, for whom, and why.
 */
const PERSONAL_EXCEPTIONS: Record<string, { who: string[]; why: string; status?: number }> = {
  'GET /api/v1/projects': {
    who: ['owner'],
    why:
      'every project someone is a project member of also shows in their personal ' +
      'workspace ("Shared with me", project-access.ts) — its owner included',
  },
  'GET /api/v1/team-analytics': {
    who: [],
    status: 404,
    why: 'a personal workspace has no team, so no Team tab and no team figures',
  },
};

const LIST_DEFAULT: Record<Actor, Expected> = {
  outsider: 404,
  noView: 404,
  viewOwn: 200,
  viewAll: 200,
  admin: 200,
};
const SEES_OWNER_ROWS: Record<Actor, boolean> = {
  outsider: false,
  noView: false,
  viewOwn: false,
  viewAll: true,
  admin: true,
};

/**
 * Workspace writes that name no id in their path: every one must be listed here (an
 * unlisted one fails the test). Those that create the caller's own record are refused to
 * the outsider and to a member without the area (404), and allowed to every member who
 * may edit their own; those whose body names the owner's records follow the id rule.
 */
type WriteRule = {
  why: string;
  request: (actor: Actor, set: WorkspaceRecords) => { path: string; body: unknown };
  expect: Record<Actor, Expected>;
  /** A POST that only reads (the import's preview): allowed, it still changes nothing. */
  changesNothing?: boolean;
};
const CREATES: Record<Actor, Expected> = {
  outsider: 404,
  noView: 404,
  viewOwn: '2xx',
  viewAll: '2xx',
  admin: '2xx',
};
let nextOverrideDay = 0;
const NAMES_OWNER_RECORDS: Record<Actor, Expected> = {
  outsider: 404,
  noView: 404,
  viewOwn: 404,
  viewAll: 403,
  admin: '2xx',
};
const creates = "creates a record of the caller's own";
const namesOwnerRecords = "its body names the owner's records, as a path id would";
const WRITES_WITHOUT_ID: Record<string, WriteRule> = {
  'POST /api/v1/api-keys': {
    why: 'only who may edit the workspace settings creates its API keys (decision 071)',
    request: (actor) => ({
      path: '/api-keys',
      body: { name: `Key of ${actor}`, roleId: rows.memberRoleId, expiresAt: null },
    }),
    expect: { outsider: 404, noView: 403, viewOwn: 403, viewAll: 403, admin: '2xx' },
  },
  'POST /api/v1/webhooks': {
    why: "adds an endpoint to the workspace's settings: only who may edit them",
    request: (actor) => ({
      path: '/webhooks',
      body: { url: `https://example.com/${actor}`, events: ['lead.created'] },
    }),
    expect: { outsider: 404, ...MANAGES_SETTINGS_ONLY, admin: '2xx' },
  },
  'POST /api/v1/clients': {
    why: creates,
    request: (actor) => ({ path: '/clients', body: { name: `Client of ${actor}` } }),
    expect: CREATES,
  },
  'POST /api/v1/clients/import': {
    why: creates,
    request: (actor) => ({
      path: '/clients/import?filename=clients.csv',
      body: new Blob([`Name,Email\nImported,imported-${actor}@example.com\n`], {
        type: 'text/csv',
      }),
    }),
    expect: CREATES,
  },
  'POST /api/v1/clients/import/preview': {
    why: "reads the file the caller would import, with the import's guard; stores nothing",
    request: () => ({
      path: '/clients/import/preview?filename=clients.csv',
      body: new Blob(['Name,Email\nPreviewed,previewed@example.com\n'], { type: 'text/csv' }),
    }),
    expect: CREATES,
    changesNothing: true,
  },
  'POST /api/v1/clients/views': {
    why: "saves a view of the caller's own (seeing the clients is enough)",
    request: () => ({ path: '/clients/views', body: { name: 'Mine', state: { filters: {} } } }),
    expect: CREATES,
  },
  'PUT /api/v1/clients/views/default': {
    why: "its body names the owner's personal saved view, which nobody else sees",
    request: (_actor, set) => ({
      path: '/clients/views/default',
      body: { viewId: set.ids['views.id'] },
    }),
    expect: { outsider: 404, noView: 404, viewOwn: 404, viewAll: 404, admin: 404 },
  },
  'POST /api/v1/templates': {
    why: creates,
    request: () => ({ path: '/templates', body: { name: 'Mine', body: 'Hi' } }),
    expect: CREATES,
  },
  'POST /api/v1/scheduling/team-event-types': {
    why: creates,
    request: (actor) => ({
      path: '/scheduling/team-event-types',
      body: {
        name: 'Ours',
        slug: `ours-${actor.toLowerCase()}`,
        kind: 'round_robin',
        hosts: [{ userId: users[actor].id }],
      },
    }),
    expect: CREATES,
  },
  'POST /api/v1/scheduling/event-types': {
    why: creates,
    request: (actor) => ({
      path: '/scheduling/event-types',
      body: { name: 'Mine', slug: `mine-${actor.toLowerCase()}` },
    }),
    expect: CREATES,
  },
  'POST /api/v1/documents': {
    why: creates,
    request: () => ({ path: '/documents?title=Mine', body: makePdf(1) }),
    expect: CREATES,
  },
  'POST /api/v1/projects': {
    why: creates,
    request: () => ({ path: '/projects', body: { name: 'Mine' } }),
    expect: CREATES,
  },
  'POST /api/v1/clients/assign': {
    why: namesOwnerRecords,
    request: (actor, set) => ({
      path: '/clients/assign',
      body: { ids: [set.ids['clients.id']], ownerId: users[actor].id },
    }),
    expect: NAMES_OWNER_RECORDS,
  },
  'POST /api/v1/clients/move': {
    why: `${namesOwnerRecords}; each moves into a workspace where they may edit clients (their personal one; the admin another team)`,
    request: (actor, set) => ({
      path: '/clients/move',
      body: {
        ids: [set.ids['clients.id']],
        workspaceId: actor === 'admin' ? otherTeamId : personalIds[actor],
      },
    }),
    expect: NAMES_OWNER_RECORDS,
  },
  'POST /api/v1/clients/bulk': {
    why: `${namesOwnerRecords}; one it cannot see at all answers 404, as a path id would`,
    request: (_actor, set) => ({
      path: '/clients/bulk',
      body: { action: 'status', status: 'closed_won', ids: [set.ids['clients.id']] },
    }),
    expect: NAMES_OWNER_RECORDS,
  },
  'POST /api/v1/clients/bulk/undo': {
    why: 'a token nobody was given is refused (404); the real undo is covered in bulk-clients.test.ts',
    request: () => ({
      path: '/clients/bulk/undo',
      body: { token: '00000000-0000-4000-8000-000000000000' },
    }),
    expect: { outsider: 404, noView: 404, viewOwn: 404, viewAll: 404, admin: 404 },
    changesNothing: true,
  },
  'POST /api/v1/clients/export/selected': {
    why:
      'a download of the named clients among those the caller may see (a POST only because ' +
      'a URL cannot carry the ids): those they cannot see are left out, as the list leaves ' +
      'them out — covered row by row in clients-export-selected.test.ts',
    request: (_actor, set) => ({
      path: '/clients/export/selected',
      body: { ids: [set.ids['clients.id']], format: 'csv' },
    }),
    expect: CREATES,
    changesNothing: true,
  },
  'POST /api/v1/scheduling/availability': {
    why: `${namesOwnerRecords} (an override for the owner's event type)`,
    request: (_actor, set) => ({
      path: '/scheduling/availability',
      body: {
        eventTypeId: set.ids['event-types.id'],
        dayOfWeek: 2,
        startTime: '13:00',
        endTime: '14:00',
      },
    }),
    expect: NAMES_OWNER_RECORDS,
  },
  'POST /api/v1/scheduling/date-overrides': {
    why: `${namesOwnerRecords} (a date override for the owner's event type)`,
    request: (_actor, set) => ({
      path: '/scheduling/date-overrides',
      body: {
        eventTypeId: set.ids['event-types.id'],
        // A date of its own per call: two overrides of one set may not share a date.
        startDate: new Date(Date.now() + (100 + nextOverrideDay++) * 86_400_000)
          .toISOString()
          .slice(0, 10),
      },
    }),
    expect: NAMES_OWNER_RECORDS,
  },
  'PUT /api/v1/scheduling/availability/quick-setup': {
    why: `${namesOwnerRecords} (the owner's event type's set)`,
    request: (_actor, set) => ({
      path: '/scheduling/availability/quick-setup',
      body: {
        eventTypeId: set.ids['event-types.id'],
        days: [3],
        startTime: '08:00',
        endTime: '10:00',
      },
    }),
    expect: NAMES_OWNER_RECORDS,
  },
};

const personalIds = {} as Record<Actor, string>;

let server: TestServer;
let rows: OwnerRows;
let teamId: string;
let otherTeamId: string;
let records: WorkspaceRecords;
const users = {} as Record<Actor, ApiUser>;
let bystander: ApiUser;
let operations: Operation[];
let nextSlug = 0;

const header = () => ({ 'X-Workspace-Id': teamId });
const inTeam = (user: ApiUser, method: string, path: string, body?: unknown) =>
  user.call(method, path, body, header());

/** Plausible valid bodies: a body refused as invalid would hide a missing check. */
function bodyFor(name: string, set: WorkspaceRecords): unknown {
  const bodies: Record<string, () => unknown> = {
    'PATCH /api/v1/clients/{id}': () => ({ name: 'Renamed' }),
    'PATCH /api/v1/clients/{id}/status': () => ({ status: 'contacted' }),
    'POST /api/v1/clients/{id}/merge': () => ({ otherId: set.twinClientId }),
    'PATCH /api/v1/clients/{id}/phones/{index}': () => ({ number: '+14155550199' }),
    'POST /api/v1/clients/{id}/interactions': () => ({ content: 'Another note' }),
    'POST /api/v1/clients/{id}/template-uses': () => ({
      templateId: set.templateId,
      channel: 'email',
    }),
    'PATCH /api/v1/interactions/{id}': () => ({ content: 'Edited' }),
    'POST /api/v1/clients/{id}/tasks': () => ({ title: 'Another task', dueDate: '2027-01-05' }),
    'PATCH /api/v1/tasks/{id}': () => ({ done: true }),
    'PATCH /api/v1/clients/views/{id}': () => ({ name: 'Renamed' }),
    'PATCH /api/v1/templates/{id}': () => ({ name: 'Renamed' }),
    'POST /api/v1/templates/{id}/move': () => ({ workspaceId: otherTeamId }),
    'PUT /api/v1/scheduling/event-types/{id}': () => ({ name: 'Renamed', slug: set.eventSlug }),
    'PUT /api/v1/scheduling/team-event-types/{id}': () => ({
      name: 'Renamed',
      slug: set.ids['team.slug'],
      kind: 'collective',
      hosts: [{ userId: rows.owner.id }],
    }),
    'PATCH /api/v1/scheduling/availability/{id}': () => ({ startTime: '10:00' }),
    'PUT /api/v1/scheduling/date-overrides/{id}': () => ({
      startDate: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
    }),
    'POST /api/v1/scheduling/bookings/{id}/cancel': () => ({ reason: 'Busy' }),
    'POST /api/v1/scheduling/bookings/{id}/request-reschedule': () => ({ reason: 'Travel' }),
    // A time the record set's event type offers now (its booking holds another one); a
    // well-formed one when none is left (a refused caller's booking is never looked at).
    'POST /api/v1/scheduling/bookings/{id}/reschedule': async () => ({
      startTime:
        (await firstSlots(server.url, rows.owner.id, set.eventSlug).catch(() => []))[0]?.start ??
        new Date(Date.now() + 3 * 86_400_000).toISOString(),
    }),
    'POST /api/v1/scheduling/bookings/{id}/decline': () => ({ reason: 'Full' }),
    'PATCH /api/v1/documents/{id}': () => ({ title: 'Renamed' }),
    'PATCH /api/v1/webhooks/{id}': () => ({ description: 'Renamed' }),
    'POST /api/v1/documents/{id}/links': () => ({ label: 'Another' }),
    // Into another team of the owner's where only the admin (as Admin) is a member.
    'POST /api/v1/documents/{id}/move': () => ({ workspaceId: otherTeamId }),
    'PATCH /api/v1/document-links/{linkId}': () => ({ label: 'Renamed' }),
    'PATCH /api/v1/projects/{id}': () => ({ name: 'Renamed' }),
    'POST /api/v1/projects/{id}/documents': () => ({ documentId: set.documentId }),
    'POST /api/v1/projects/{id}/members': () => ({ email: bystander.email, role: 'viewer' }),
    'PATCH /api/v1/projects/{id}/members/{memberId}': () => ({ role: 'editor' }),
    'POST /api/v1/projects/{id}/links': () => ({ label: 'Another room' }),
    'PATCH /api/v1/projects/{id}/links/{linkId}': () => ({ label: 'Renamed' }),
    'POST /api/v1/scheduling/team-event-types/{id}/date-overrides': () => ({
      startDate: new Date(Date.now() + (600 + nextOverrideDay++) * 86_400_000)
        .toISOString()
        .slice(0, 10),
      timeZone: 'UTC',
    }),
    'PUT /api/v1/scheduling/team-event-types/{id}/date-overrides/{overrideId}': () => ({
      startDate: new Date(Date.now() + (700 + nextOverrideDay++) * 86_400_000)
        .toISOString()
        .slice(0, 10),
      timeZone: 'UTC',
    }),
  };
  return bodies[name]?.();
}

/** Fails when an operation reads a JSON body the table above has none for. */
function bodyOrThrow(operation: Operation, set: WorkspaceRecords): unknown {
  const name = operationName(operation);
  const body = bodyFor(name, set);
  if (body === undefined && operation.bodyTypes.includes('application/json')) {
    throw new Error(`no body for ${name} in bodyFor`);
  }
  return body;
}

const idOperation = (operation: Operation) => operation.parameters.length > 0;

/** The owner's record ids (uuids) in a set, as they would show in an answer. */
const recordIds = (set: WorkspaceRecords) =>
  [...new Set(Object.values(set.ids))].filter((value) => /^[0-9a-f-]{36}$/.test(value));

async function customRole(name: string, permissions: PermissionName[]): Promise<string> {
  const role = await rows.owner.call('POST', `/organizations/${teamId}/roles`, {
    name,
    permissions,
  });
  if (role.status !== 201) throw new Error(`role ${name}: ${role.status} ${role.text}`);
  return role.body.id;
}

const memberIds = {} as Record<Actor, string>;

beforeAll(async () => {
  // The background loops (booking reminders, calendar sync) would change their tables at
  // any moment of the run, which reads as a refused request having changed something.
  server = await startTestServer({
    BOOKING_REMINDER_INTERVAL_MS: '0',
    CALENDAR_SYNC_INTERVAL_MS: '0',
  });
  rows = await seedOwnerRows(server, { inTeamWorkspace: true });
  teamId = rows.workspaceId ?? '';
  if (!teamId) throw new Error('no team workspace');
  records = {
    ids: rows.ids,
    templateId: rows.templateId,
    documentId: rows.documentId,
    twinClientId: rows.twinClientId,
    eventSlug: rows.ids['schedule.slug'] ?? '',
    apiKeySecret: rows.apiKeySecret,
  };
  for (const actor of ACTORS) users[actor] = await signUpApiUser(server, `ws-${actor}`);
  bystander = await signUpApiUser(server, 'ws-bystander');
  const noViewRole = await customRole('No data', []);
  const viewOwnRole = await customRole('Own records', [
    'view_clients_own',
    'edit_clients_own',
    'view_documents_own',
    'edit_documents_own',
    'view_scheduling_own',
    'edit_scheduling_own',
  ]);
  for (const actor of ACTORS) {
    const personal = await server.database.db
      .selectFrom('organizations')
      .select('id')
      .where('personalUserId', '=', users[actor].id)
      .executeTakeFirstOrThrow();
    personalIds[actor] = personal.id;
  }
  memberIds.noView = await addMember(server, teamId, users.noView, { id: noViewRole });
  memberIds.viewOwn = await addMember(server, teamId, users.viewOwn, { id: viewOwnRole });
  memberIds.viewAll = await addMember(server, teamId, users.viewAll, 'Member');
  memberIds.admin = await addMember(server, teamId, users.admin, 'Admin');
  // The target of the admin's "move to workspace".
  const otherTeam = await createOrganizationAs(rows.owner, { name: 'Other team' });
  otherTeamId = otherTeam.id;
  await addMember(server, otherTeamId, users.admin, 'Admin');
  operations = (await readOperations(server)).filter((o) => o.inWorkspace);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const listOperations = () => operations.filter((o) => o.method === 'GET' && !idOperation(o));

/** Whether an answer names any of the owner's team records by id. */
const showsRecordIds = (answer: Answer) =>
  recordIds(records).some((id) => answer.text.includes(id));

function describeAnswer(answer: Answer): string {
  return `${answer.status} ${answer.text.slice(0, 200)}`;
}

describe('the workspace authorization matrix over /api/openapi.json', () => {
  it('knows every workspace operation and lists only real ones as exceptions', () => {
    const names = new Set(operations.map(operationName));
    expect(operations.filter(idOperation).length).toBeGreaterThan(35);
    expect(listOperations().map(operationName)).toContain('GET /api/v1/clients');
    const listed = [ID_EXCEPTIONS, LIST_EXCEPTIONS, PERSONAL_EXCEPTIONS, WRITES_WITHOUT_ID].flatMap(
      Object.keys,
    );
    for (const name of listed) {
      expect(names, `exception for ${name}`).toContain(name);
    }
  });

  it('calls every operation that names an id as every actor, and refusals change nothing', async () => {
    const problems: string[] = [];
    const adminWrites: Operation[] = [];
    for (const operation of operations.filter(idOperation)) {
      const name = operationName(operation);
      let path: string;
      let body: unknown;
      try {
        path = fillPath(operation, (key) => rows.ids[key]);
        body = await bodyOrThrow(operation, records);
      } catch (error) {
        problems.push(`${name}: ${(error as Error).message}`);
        continue;
      }
      // The admin's writes go last, each on records of its own (below).
      const actors = ACTORS.filter((actor) => actor !== 'admin' || operation.method === 'GET');
      if (operation.method !== 'GET') adminWrites.push(operation);
      const refused = actors.filter((actor) => {
        const want = expectedFor(operation, actor);
        return want !== '2xx' && want >= 400;
      });
      const before = await snapshotRows(server);
      for (const actor of refused) {
        const answer = await inTeam(users[actor], operation.method, path, body);
        const want = expectedFor(operation, actor);
        if (!matches(want, answer.status)) {
          problems.push(`${name} as ${actor}: expected ${want}, got ${describeAnswer(answer)}`);
        } else if (!answer.body?.error?.message) {
          problems.push(`${name} as ${actor}: ${want} without the error shape`);
        }
      }
      const changed = changedTables(before, await snapshotRows(server));
      if (changed.length > 0) {
        problems.push(`${name}: refused to ${refused.join(', ')}, yet changed ${changed}`);
      }
      for (const actor of actors.filter((a) => !refused.includes(a))) {
        const answer = await inTeam(users[actor], operation.method, path, body);
        const want = expectedFor(operation, actor);
        if (!matches(want, answer.status)) {
          problems.push(`${name} as ${actor}: expected ${want}, got ${describeAnswer(answer)}`);
        }
      }
    }

    // The admin's writes, each on fresh records of the owner's in the team workspace, so
    // deleting, cancelling or moving one leaves the others theirs to change.
    for (const operation of adminWrites) {
      const name = operationName(operation);
      const fresh = await seedWorkspaceRecords(server, rows.owner, {
        workspaceId: teamId,
        projectMember: rows.colleague,
        slug: `admin-${nextSlug++}`,
      });
      const path = fillPath(operation, (key) => fresh.ids[key] ?? rows.ids[key]);
      const want = expectedFor(operation, 'admin');
      const before = await snapshotRows(server);
      const answer = await inTeam(
        users.admin,
        operation.method,
        path,
        await bodyOrThrow(operation, fresh),
      );
      if (!matches(want, answer.status)) {
        problems.push(`${name} as admin: expected ${want}, got ${describeAnswer(answer)}`);
      }
      const changed = changedTables(before, await snapshotRows(server));
      if (want === '2xx' && changed.length === 0) {
        problems.push(`${name} as admin: allowed, yet changed nothing`);
      }
      if (want !== '2xx' && changed.length > 0) {
        problems.push(`${name} as admin: refused, yet changed ${changed}`);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('answers every list with exactly the rows each actor may see', async () => {
    const problems: string[] = [];
    for (const operation of listOperations()) {
      const name = operationName(operation);
      const rule = LIST_EXCEPTIONS[name];
      const path = `${operation.path.replace(/^\/api\/v1/, '')}${rule?.query?.() ?? ''}`;
      for (const actor of ACTORS) {
        const answer = await inTeam(users[actor], 'GET', path);
        const want = rule?.expect?.[actor] ?? LIST_DEFAULT[actor];
        const label = `${name} as ${actor}`;
        if (!matches(want, answer.status)) {
          problems.push(`${label}: expected ${want}, got ${describeAnswer(answer)}`);
          continue;
        }
        if (answer.status !== 200) continue;
        const shows = rule?.shows ?? showsRecordIds;
        const sees = rule?.sees?.[actor] ?? SEES_OWNER_ROWS[actor];
        if (sees && !shows(answer)) {
          problems.push(`${label}: none of the owner's rows in ${describeAnswer(answer)}`);
        }
        if (!sees && shows(answer)) {
          problems.push(`${label}: shows the owner's rows: ${describeAnswer(answer)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("never shows the team's rows in anyone's personal workspace", async () => {
    const problems: string[] = [];
    const everyone: [string, ApiUser][] = [
      ['owner', rows.owner],
      ...ACTORS.map((actor): [string, ApiUser] => [actor, users[actor]]),
    ];
    for (const operation of listOperations()) {
      const name = operationName(operation);
      const path = operation.path.replace(/^\/api\/v1/, '');
      const rule = LIST_EXCEPTIONS[name];
      for (const [who, user] of everyone) {
        const answer = await user.call('GET', path);
        const label = `${name} as ${who} (personal)`;
        const wanted = PERSONAL_EXCEPTIONS[name]?.status ?? 200;
        if (answer.status !== wanted) problems.push(`${label}: ${describeAnswer(answer)}`);
        if (PERSONAL_EXCEPTIONS[name]?.who.includes(who)) continue;
        if (showsRecordIds(answer) || rule?.shows?.(answer)) {
          problems.push(`${label}: shows the team's rows: ${describeAnswer(answer)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('holds every workspace write without an id to its rule, and refusals change nothing', async () => {
    const writes = operations.filter((o) => o.method !== 'GET' && !idOperation(o));
    const problems: string[] = [];
    for (const operation of writes) {
      const name = operationName(operation);
      const rule = WRITES_WITHOUT_ID[name];
      if (!rule) {
        problems.push(`${name}: not in WRITES_WITHOUT_ID`);
        continue;
      }
      for (const actor of ACTORS) {
        // The admin's allowed changes go to records of their own making.
        const set =
          actor === 'admin'
            ? await seedWorkspaceRecords(server, rows.owner, {
                workspaceId: teamId,
                projectMember: rows.colleague,
                slug: `admin-${nextSlug++}`,
              })
            : records;
        const { path, body } = rule.request(actor, set);
        const want = rule.expect[actor];
        const before = await snapshotRows(server);
        const answer = await inTeam(users[actor], operation.method, path, body);
        const label = `${name} as ${actor}`;
        if (!matches(want, answer.status)) {
          problems.push(`${label}: expected ${want}, got ${describeAnswer(answer)}`);
        }
        const changed = changedTables(before, await snapshotRows(server));
        if ((want !== '2xx' || rule.changesNothing) && changed.length > 0) {
          problems.push(`${label}: refused or read-only, yet changed ${changed}`);
        }
        if (want === '2xx' && !rule.changesNothing && changed.length === 0) {
          problems.push(`${label}: allowed, yet changed nothing`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('shows an unassigned client at "own" only to a role that sees the inbox', async () => {
    const inbox = await inTeam(rows.owner, 'POST', '/clients', { name: 'Inbox', ownerId: null });
    expect(inbox.status, inbox.text).toBe(201);
    const path = `/clients/${inbox.body.id}`;
    const inboxRole = await customRole('Own and inbox', [
      'view_clients_own',
      'see_unassigned_clients',
    ]);
    const triager = await signUpApiUser(server, 'ws-triager');
    await addMember(server, teamId, triager, { id: inboxRole });
    const seen = async (user: ApiUser) => ({
      byId: (await inTeam(user, 'GET', path)).status,
      listed: (await inTeam(user, 'GET', '/clients')).text.includes(inbox.body.id),
    });
    expect(await seen(triager)).toEqual({ byId: 200, listed: true });
    expect(await seen(users.viewAll)).toEqual({ byId: 200, listed: true });
    expect(await seen(users.viewOwn)).toEqual({ byId: 404, listed: false });
    expect((await inTeam(users.noView, 'GET', path)).status).toBe(404);
    expect((await inTeam(users.outsider, 'GET', path)).status).toBe(404);
    // The owner's assigned client stays out of the triager's sight.
    expect((await inTeam(triager, 'GET', `/clients/${records.ids['clients.id']}`)).status).toBe(
      404,
    );
  });

  it("ends a removed member's access to the team at once, their session and personal workspace intact", async () => {
    const clientPath = `/clients/${records.ids['clients.id']}`;
    expect((await inTeam(users.viewAll, 'GET', clientPath)).status).toBe(200);
    const removed = await rows.owner.call(
      'DELETE',
      `/organizations/${teamId}/members/${memberIds.viewAll}`,
    );
    expect(removed.status, removed.text).toBe(204);
    // The same session, the next request.
    for (const path of ['/clients', clientPath, '/documents', '/scheduling/event-types']) {
      const answer = await inTeam(users.viewAll, 'GET', path);
      expect(answer.status, `${path}: ${answer.text}`).toBe(404);
      expect(showsRecordIds(answer)).toBe(false);
    }
    const personal = await users.viewAll.call('GET', '/clients');
    expect(personal.status).toBe(200);
    expect(showsRecordIds(personal)).toBe(false);
  });

  it('applies a permission taken from a role on the next request, without signing out', async () => {
    const roleId = await customRole('Client reviewer', ['view_clients']);
    const reviewer = await signUpApiUser(server, 'ws-reviewer');
    await addMember(server, teamId, reviewer, { id: roleId });
    const clientPath = `/clients/${records.ids['clients.id']}`;
    const list = await inTeam(reviewer, 'GET', `/clients?limit=${CLIENT_PAGE_MAX}`);
    expect(list.status).toBe(200);
    expect(list.text).toContain(records.ids['clients.id']);
    expect((await inTeam(reviewer, 'GET', clientPath)).status).toBe(200);

    const changed = await rows.owner.call('PATCH', `/organizations/${teamId}/roles/${roleId}`, {
      permissions: [],
    });
    expect(changed.status, changed.text).toBe(200);
    const after = await inTeam(reviewer, 'GET', '/clients');
    expect(after.status, after.text).toBe(404);
    expect((await inTeam(reviewer, 'GET', clientPath)).status).toBe(404);
    // Still signed in: their personal workspace answers.
    expect((await reviewer.call('GET', '/clients')).status).toBe(200);
  });
});
