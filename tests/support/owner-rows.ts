// A user who owns a real row of every kind the API addresses by id or code, made through
// the API where people make them, for the tests that call every endpoint with real ids
// (the authorization matrix and the fuzz test of issue 8).

import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { WEBHOOK_ENDPOINTS_MAX } from '../../src/core/webhook-schemas';
import { type ApiUser, signUpApiUser } from './api-user';
import { callPublic, firstSlots, setUpHost } from './booking-host';
import { usernameOf } from './document-rows';
import { makePdf } from './make-pdf';
import { addMember, createOrganizationAs, setPlanTier, systemRoleIdOf } from './organization-rows';
import { hoursFromNow, seedBooking } from './scheduling-rows';
import type { TestServer } from './test-server';

export const EVENT_SLUG = 'intro-call';

export type OwnerRows = {
  owner: ApiUser;
  /** A member of the owner's organization and project (not its owner). */
  colleague: ApiUser;
  /** Real values for path parameters, keyed as openapi-operations' parameterKeys says. */
  ids: Record<string, string>;
  templateId: string;
  documentId: string;
  /** The first client's duplicate (a merge's other client). */
  twinClientId: string;
  memberRoleId: string;
  adminRoleId: string;
  organizationMemberId: string;
  /** The team workspace the records were made in; undefined: the owner's personal one. */
  workspaceId: string | undefined;
  /** The secret of that workspace's API key (Member role). */
  apiKeySecret: string;
};

function expectCreated(answer: { status: number; text: string }, what: string) {
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`creating ${what} answered ${answer.status}: ${answer.text}`);
  }
}

export async function pngForm(): Promise<FormData> {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 80, b: 200 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  return form;
}

/** Books a free slot of the owner's event type as a visitor; answers the cancel token. */
export async function bookAsVisitor(server: TestServer, owner: ApiUser, start: string) {
  const booked = await callPublic(
    server.url,
    'POST',
    `/schedule/${owner.id}/${EVENT_SLUG}/bookings`,
    {
      startTime: start,
      name: 'Grace Hopper',
      email: 'grace@example.com',
    },
  );
  expectCreated(booked, 'a booking');
  return String(booked.body.cancelPath).split('/').pop() ?? '';
}

export function freeSlotStarts(server: TestServer, owner: ApiUser): Promise<string[]> {
  return firstSlots(server.url, owner.id, EVENT_SLUG).then((slots) => slots.map((s) => s.start));
}

/** The records of one workspace, keyed as openapi-operations' parameterKeys says. */
export type WorkspaceRecords = {
  ids: Record<string, string>;
  templateId: string;
  documentId: string;
  /** A second client of the owner's, a duplicate of the first (a merge's other client). */
  twinClientId: string;
  /** The event type's slug (its host's booking address; a PUT must send it back). */
  eventSlug: string;
  /** The secret of the workspace's API key (Member role), for bearer calls. */
  apiKeySecret: string;
};

let nextRecords = 0;

/**
 * One real record of every workspace kind — client (assigned to `owner`), interaction, task,
 * template, event type, availability, booking, document, tracking link, project (with
 * the document and `projectMember` in it) — made by `owner` in `workspaceId` (its
 * X-Workspace-Id header), or in their personal workspace when it is left out. In a team
 * workspace the template is shared and the availability is the event type's own set (the
 * general weekly hours are a person's and stay personal); each call makes new records,
 * so a test may spend a set on a write.
 */
export async function seedWorkspaceRecords(
  server: TestServer,
  owner: ApiUser,
  {
    workspaceId,
    projectMember,
    slug = EVENT_SLUG,
  }: { workspaceId?: string; projectMember: Pick<ApiUser, 'email' | 'id'>; slug?: string },
): Promise<WorkspaceRecords> {
  const { db } = server.database;
  const header: Record<string, string> = workspaceId ? { 'X-Workspace-Id': workspaceId } : {};
  const call = (method: string, path: string, body?: unknown, extra = {}) =>
    owner.call(method, path, body, { ...header, ...extra });
  const n = nextRecords++;
  const client = await call('POST', '/clients', {
    name: 'Ada Lovelace',
    phones: [{ number: '+14155550123' }],
    emails: [{ address: n === 0 ? 'ada@example.com' : `ada-${n}@example.com` }],
  });
  expectCreated(client, 'a client');
  // Its duplicate (the same phone): what the duplicates list names and a merge takes.
  const twin = await call('POST', '/clients', {
    name: 'Ada L.',
    phones: [{ number: '+1 415 555 0123' }],
  });
  expectCreated(twin, "a client's duplicate");
  const interaction = await call('POST', `/clients/${client.body.id}/interactions`, {
    content: 'First call went well',
  });
  expectCreated(interaction, 'an interaction');
  const task = await call('POST', `/clients/${client.body.id}/tasks`, {
    title: 'Call Ada back',
    dueDate: '2027-01-04',
  });
  expectCreated(task, 'a task');
  // A saved view of the clients (issue 20): personal, so only its creator sees it.
  const view = await call('POST', '/clients/views', {
    name: 'Hot leads',
    state: { filters: { source: 'referral' } },
  });
  expectCreated(view, 'a saved view');
  const template = await call('POST', '/templates', {
    name: 'Hello',
    body: 'Hi {name}',
    ...(workspaceId ? { isShared: true } : {}),
  });
  expectCreated(template, 'a template');
  // A custom field of the workspace (decision 049); its label is unique per workspace.
  // A workspace holds at most 50: a matrix that seeds many sets for one workspace reuses
  // the newest field once near the cap (only the by-id runs need a field of their own,
  // and they seed few sets).
  const fields = await call('GET', '/client-fields');
  const existing: { id: string }[] = fields.body?.items ?? [];
  const customField =
    existing.length >= 40
      ? { body: existing[existing.length - 1] as { id: string } }
      : await call('POST', '/client-fields', {
          label: `Industry ${n}`,
          type: 'single_select',
          options: [{ label: 'Retail' }, { label: 'Finance' }],
        });
  if ('status' in customField) expectCreated(customField, 'a custom field');
  const eventType = await call('POST', '/scheduling/event-types', { name: 'Intro call', slug });
  expectCreated(eventType, 'an event type');
  // A team event type (issue 22): only a team workspace has them; the owner hosts it.
  const teamIds = workspaceId
    ? await seedTeamEventType(server, owner, workspaceId, `team-${slug}-${n}`)
    : {};
  let availabilityId: string | undefined;
  if (workspaceId) {
    const override = await call('POST', '/scheduling/availability', {
      eventTypeId: eventType.body.id,
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '12:00',
    });
    expectCreated(override, "an event type's availability");
    availabilityId = override.body?.id;
  } else {
    const availability = await call('GET', '/scheduling/availability');
    availabilityId = availability.body?.[0]?.id;
  }
  if (!availabilityId) throw new Error('no availability');
  // In a team, the event type's date override; alone, the owner's own (issue 21).
  const dateOverride = await call('POST', '/scheduling/date-overrides', {
    eventTypeId: workspaceId ? eventType.body.id : null,
    startDate: new Date(Date.now() + (300 + n) * 86_400_000).toISOString().slice(0, 10),
  });
  expectCreated(dateOverride, 'a date override');
  // Pending, so confirm and decline have something to answer.
  const bookingId = await seedBooking(server, {
    userId: owner.id,
    workspaceId,
    eventTypeId: eventType.body.id,
    start: hoursFromNow(24 * 20 + n),
    status: 'pending',
  });
  const booking = await db
    .selectFrom('scheduling_bookings')
    .select('cancelToken')
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();

  // Uploaded, so it has a first-page thumbnail too.
  const document = await call('POST', '/documents?title=Proposal', makePdf(2), {
    'content-type': 'application/octet-stream',
  });
  expectCreated(document, 'a document');
  const trackingLink = await call('POST', `/documents/${document.body.id}/links`, {
    label: 'For Grace',
  });
  expectCreated(trackingLink, 'a tracking link');
  const project = await call('POST', '/projects', { name: 'Launch' });
  expectCreated(project, 'a project');
  expectCreated(
    await call('POST', `/projects/${project.body.id}/documents`, {
      documentId: document.body.id,
    }),
    'a project document',
  );
  // The project shared as a data room (decision 078): one link, no gate.
  const roomLink = await call('POST', `/projects/${project.body.id}/links`, { label: 'Room' });
  expectCreated(roomLink, 'a data room link');
  expectCreated(
    await call('POST', `/projects/${project.body.id}/members`, {
      email: projectMember.email,
      role: 'viewer',
    }),
    'a project member',
  );
  // A webhook endpoint of the workspace (issue 24) with one delivery in its log: disabled,
  // so the records' own events queue nothing for it while a matrix runs. Near the
  // workspace's cap (WEBHOOK_ENDPOINTS_MAX) the newest is reused, as custom fields are.
  const hooks = await call('GET', '/webhooks');
  const existingHooks: { id: string }[] = hooks.body?.items ?? [];
  const webhook =
    existingHooks.length >= WEBHOOK_ENDPOINTS_MAX - 10
      ? { body: existingHooks[existingHooks.length - 1] as { id: string } }
      : await call('POST', '/webhooks', {
          url: 'http://127.0.0.1:9/hook',
          events: ['client.created', 'booking.created'],
          description: 'CRM sync',
          enabled: false,
        });
  if ('status' in webhook) expectCreated(webhook, 'a webhook endpoint');
  const delivery = await call('POST', `/webhooks/${webhook.body.id}/test`);
  if (delivery.status !== 202) throw new Error(`a webhook test event: ${delivery.status}`);
  const member = await db
    .selectFrom('project_members')
    .select('id')
    .where('projectId', '=', project.body.id)
    .where('userId', '=', projectMember.id)
    .executeTakeFirstOrThrow();

  // An API key of the workspace (issue 24), with the Member role.
  const memberRole = await db
    .selectFrom('roles')
    .select('id')
    .where('organizationId', 'is', null)
    .where('name', '=', 'Member')
    .executeTakeFirstOrThrow();
  const apiKey = await call('POST', '/api-keys', {
    name: 'Matrix key',
    roleId: memberRole.id,
    expiresAt: null,
  });
  expectCreated(apiKey, 'an API key');

  return {
    templateId: template.body.id,
    documentId: document.body.id,
    twinClientId: twin.body.id,
    eventSlug: slug,
    apiKeySecret: apiKey.body.secret,
    ids: {
      'api-keys.id': apiKey.body.key.id,
      'clients.id': client.body.id,
      'phones.index': '0',
      'interactions.id': interaction.body.id,
      'tasks.id': task.body.id,
      'views.id': view.body.id,
      'templates.id': template.body.id,
      'client-fields.id': customField.body.id,
      'event-types.id': eventType.body.id,
      'availability.id': availabilityId,
      'date-overrides.id': dateOverride.body.id,
      'bookings.id': bookingId,
      'bookings.token': booking.cancelToken,
      'documents.id': document.body.id,
      'documents.documentId': document.body.id,
      'documents.code': trackingLink.body.code,
      'document-links.linkId': trackingLink.body.id,
      'projects.id': project.body.id,
      'projects.members.memberId': member.id,
      'links.linkId': roomLink.body.id,
      'room.code': roomLink.body.code,
      'room.documentId': document.body.id,
      'schedule.slug': slug,
      'webhooks.id': webhook.body.id,
      'deliveries.deliveryId': delivery.body.id,
      ...teamIds,
    },
  };
}

/**
 * A round-robin team event type of `workspaceId` hosted by `owner`, keyed as
 * openapi-operations' parameterKeys says (its id, and its team page's two slugs).
 */
export async function seedTeamEventType(
  server: TestServer,
  owner: ApiUser,
  workspaceId: string,
  slug: string,
): Promise<Record<string, string>> {
  const created = await owner.call(
    'POST',
    '/scheduling/team-event-types',
    { name: 'Team call', slug, kind: 'round_robin', hosts: [{ userId: owner.id }] },
    { 'X-Workspace-Id': workspaceId },
  );
  expectCreated(created, 'a team event type');
  // Its date override (decision 077): a day off far ahead, in the team's zone.
  const override = await owner.call(
    'POST',
    `/scheduling/team-event-types/${created.body.id}/date-overrides`,
    {
      startDate: new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10),
      timeZone: 'Europe/Paris',
    },
    { 'X-Workspace-Id': workspaceId },
  );
  expectCreated(override, "a team event type's date override");
  const organization = await server.database.db
    .selectFrom('organizations')
    .select('slug')
    .where('id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return {
    'team-event-types.id': created.body.id,
    'date-overrides.overrideId': override.body.id,
    'team.orgSlug': organization.slug,
    'team.slug': slug,
  };
}

/**
 * The owner's rows. With `inTeamWorkspace`, the workspace records are made in the
 * owner's organization (`workspaceId`) rather than in their personal workspace, and
 * the owner is on the Business plan (so a test may make more of them).
 */
export async function seedOwnerRows(
  server: TestServer,
  { inTeamWorkspace = false }: { inTeamWorkspace?: boolean } = {},
): Promise<OwnerRows> {
  const { db } = server.database;
  const owner = await signUpApiUser(server, 'rows-owner');
  await setUpHost(db, owner);
  const session = await db
    .selectFrom('sessions')
    .select('id')
    .where('userId', '=', owner.id)
    .executeTakeFirstOrThrow();

  const link = await owner.call('POST', '/links', {
    title: 'Portfolio',
    url: 'https://example.com/portfolio',
  });
  expectCreated(link, 'a link');

  const organization = await createOrganizationAs(owner, { name: 'Owner Org' });
  const role = await owner.call('POST', `/organizations/${organization.id}/roles`, {
    name: 'Reviewer',
    permissions: ['view_clients'],
  });
  expectCreated(role, 'a role');
  const colleague = await signUpApiUser(server, 'rows-colleague');
  const organizationMemberId = await addMember(server, organization.id, colleague, 'Member');
  const memberRoleId = await systemRoleIdOf(server, 'Member');
  const adminRoleId = await systemRoleIdOf(server, 'Admin');
  // A second member needs a Business owner (spec §9 "2+ users", issue 22).
  await setPlanTier(server, owner, 'business');
  const inviteeEmail = `rows-invitee-${randomUUID().slice(0, 8)}@example.com`;
  const invitation = await owner.call('POST', `/organizations/${organization.id}/invitations`, {
    email: inviteeEmail,
    roleId: memberRoleId,
  });
  expectCreated(invitation, 'an invitation');
  const mail = await db
    .selectFrom('mailOutbox')
    .select('textBody')
    .where('toAddress', '=', inviteeEmail)
    .executeTakeFirstOrThrow();
  const invitationToken = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1];
  if (!invitationToken) throw new Error('no invitation link in the mail');

  // Outside a team workspace the owner's own rows keep the Free plan's limits.
  if (!inTeamWorkspace) await setPlanTier(server, owner, 'free');
  // A calendar connection (calendar sync) made straight in the database: no CalDAV server
  // is asked; marked as tried a day ahead so neither a slots request nor the background
  // loop (which retries after 4 minutes, shorter than a matrix run on a busy machine)
  // reaches out for it and changes the row while a refusal is being checked.
  const calendarConnection = await db
    .insertInto('calendar_connections')
    .values({
      userId: owner.id,
      serverUrl: 'https://calendar.invalid/',
      username: 'owner',
      passwordSealed: 'v1.unreadable',
      syncAttemptedAt: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const records = await seedWorkspaceRecords(server, owner, {
    workspaceId: inTeamWorkspace ? organization.id : undefined,
    projectMember: colleague,
  });
  // Personal records aside, the owner's team has a team event type for the team page.
  const teamIds = inTeamWorkspace
    ? {}
    : await seedTeamEventType(server, owner, organization.id, 'team-call');

  return {
    owner,
    colleague,
    workspaceId: inTeamWorkspace ? organization.id : undefined,
    templateId: records.templateId,
    documentId: records.documentId,
    twinClientId: records.twinClientId,
    apiKeySecret: records.apiKeySecret,
    memberRoleId,
    adminRoleId,
    organizationMemberId,
    ids: {
      ...records.ids,
      ...teamIds,
      'sessions.id': session.id,
      'links.id': link.body.id,
      'organizations.orgId': organization.id,
      'roles.roleId': role.body.id,
      'members.memberId': organizationMemberId,
      'invitations.invitationId': invitation.body.id,
      'invitations.token': invitationToken,
      'users.userId': owner.id,
      'documents.username': await usernameOf(server, owner),
      'schedule.userId': owner.id,
      'calendar-connections.id': calendarConnection.id,
    },
  };
}
