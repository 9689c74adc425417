// A user who owns a real row of every kind the API addresses by id or code, made through
// the API where people make them, for the tests that call every endpoint with real ids
// (the authorization matrix and the fuzz test of issue 8).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { type ApiUser, signUpApiUser } from './api-user';
import { callPublic, firstSlots, setUpHost } from './booking-host';
import { usernameOf } from './document-rows';
import { makePdf } from './make-pdf';
import { addMember, createOrganizationAs, systemRoleIdOf } from './organization-rows';
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
  memberRoleId: string;
  adminRoleId: string;
  organizationMemberId: string;
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

export async function seedOwnerRows(server: TestServer): Promise<OwnerRows> {
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
  const client = await owner.call('POST', '/clients', {
    name: 'Ada Lovelace',
    phones: [{ number: '+14155550123' }],
    emails: [{ address: 'ada@example.com' }],
  });
  expectCreated(client, 'a client');
  const interaction = await owner.call('POST', `/clients/${client.body.id}/interactions`, {
    content: 'First call went well',
  });
  expectCreated(interaction, 'an interaction');
  const template = await owner.call('POST', '/templates', { name: 'Hello', body: 'Hi {name}' });
  expectCreated(template, 'a template');
  const eventType = await owner.call('POST', '/scheduling/event-types', {
    name: 'Intro call',
    slug: EVENT_SLUG,
  });
  expectCreated(eventType, 'an event type');
  const availability = await owner.call('GET', '/scheduling/availability');
  const availabilityId: string | undefined = availability.body?.[0]?.id;
  if (!availabilityId) throw new Error(`no availability: ${availability.text}`);
  // Pending, so confirm and decline have something to answer.
  const bookingId = await seedBooking(server, {
    userId: owner.id,
    eventTypeId: eventType.body.id,
    start: hoursFromNow(24 * 20),
    status: 'pending',
  });
  const booking = await db
    .selectFrom('scheduling_bookings')
    .select('cancelToken')
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();

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

  // Uploaded, so it has a first-page thumbnail too.
  const document = await owner.call('POST', '/documents?title=Proposal', makePdf(2), {
    'content-type': 'application/octet-stream',
  });
  expectCreated(document, 'a document');
  const trackingLink = await owner.call('POST', `/documents/${document.body.id}/links`, {
    label: 'For Grace',
  });
  expectCreated(trackingLink, 'a tracking link');
  const project = await owner.call('POST', '/projects', { name: 'Launch' });
  expectCreated(project, 'a project');
  expectCreated(
    await owner.call('POST', `/projects/${project.body.id}/documents`, {
      documentId: document.body.id,
    }),
    'a project document',
  );
  expectCreated(
    await owner.call('POST', `/projects/${project.body.id}/members`, {
      email: colleague.email,
      role: 'viewer',
    }),
    'a project member',
  );
  const projectMember = await db
    .selectFrom('project_members')
    .select('id')
    .where('projectId', '=', project.body.id)
    .where('userId', '=', colleague.id)
    .executeTakeFirstOrThrow();

  return {
    owner,
    colleague,
    templateId: template.body.id,
    documentId: document.body.id,
    memberRoleId,
    adminRoleId,
    organizationMemberId,
    ids: {
      'sessions.id': session.id,
      'links.id': link.body.id,
      'clients.id': client.body.id,
      'phones.index': '0',
      'interactions.id': interaction.body.id,
      'templates.id': template.body.id,
      'event-types.id': eventType.body.id,
      'availability.id': availabilityId,
      'bookings.id': bookingId,
      'bookings.token': booking.cancelToken,
      'organizations.orgId': organization.id,
      'roles.roleId': role.body.id,
      'members.memberId': organizationMemberId,
      'invitations.invitationId': invitation.body.id,
      'invitations.token': invitationToken,
      'users.userId': owner.id,
      'documents.id': document.body.id,
      'documents.documentId': document.body.id,
      'documents.username': await usernameOf(server, owner),
      'documents.code': trackingLink.body.code,
      'document-links.linkId': trackingLink.body.id,
      'projects.id': project.body.id,
      'projects.members.memberId': projectMember.id,
      'schedule.userId': owner.id,
      'schedule.slug': EVENT_SLUG,
    },
  };
}
