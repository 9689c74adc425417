// Moving a team booking (issue 22, decision 073) over real HTTP on a real database: a
// round-robin booking offers the times any host is free and goes to the free host due
// next when its own host is busy then (assignment recorded, both hosts mailed with their
// calendar files); a collective booking's every host hears of a move and a cancel, and
// the invitee's mail names them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../../tests/support/api-user';
import { callPublic, createEventType, setUpHost } from '../../../../../tests/support/booking-host';
import { inWorkspace } from '../../../../../tests/support/client-team';
import { addMember, createOrganizationAs } from '../../../../../tests/support/organization-rows';
import { startTestServer, type TestServer } from '../../../../../tests/support/test-server';
import { SCHEDULING_MESSAGES as M } from '../../../../core/messages';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;
const pub = (method: string, path: string, body?: unknown) =>
  callPublic(server.url, method, path, body);

type Team = { id: string; slug: string; owner: ApiUser; hosts: ApiUser[] };

async function newTeam(prefix: string, extra: number): Promise<Team> {
  const owner = await signUpApiUser(server, `${prefix}-owner`);
  const organization = await createOrganizationAs(owner, { name: `${prefix} Team` });
  const hosts = [owner];
  for (let i = 0; i < extra; i++) {
    const member = await signUpApiUser(server, `${prefix}-host${i}`);
    await addMember(server, organization.id, member, 'Member');
    hosts.push(member);
  }
  for (const [i, host] of hosts.entries()) {
    await setUpHost(db(), host, { displayName: `Host ${i}`, timeZone: 'Europe/Paris' });
  }
  return { id: organization.id, slug: organization.slug, owner, hosts };
}

async function createTeamEventType(team: Team, body: Record<string, unknown>) {
  const answer = await team.owner.call(
    'POST',
    '/scheduling/team-event-types',
    {
      name: 'Team intro',
      slug: 'team-intro',
      duration: 30,
      kind: 'round_robin',
      hosts: team.hosts.map((host) => ({ userId: host.id })),
      ...body,
    },
    inWorkspace(team.id),
  );
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: string };
}

async function slotsOf(team: Team, slug: string, query = '') {
  const answer = await pub('GET', `/team/${team.slug}/${slug}/slots${query}`);
  expect(answer.status, answer.text).toBe(200);
  return (answer.body.slots as { start: string }[]).map((slot) => slot.start);
}

function invitee(i: number, startTime: string | undefined) {
  return { name: `Mover ${i}`, email: `team-mover-${i}-${Date.now()}@example.com`, startTime };
}

async function book(team: Team, slug: string, who: ReturnType<typeof invitee>) {
  const booked = await pub('POST', `/team/${team.slug}/${slug}/bookings`, who);
  expect(booked.status, booked.text).toBe(201);
  const token = (booked.body.cancelPath as string).split('/').pop() as string;
  const row = await db()
    .selectFrom('scheduling_bookings')
    .select(['id', 'userId', 'startTime', 'icsSequence'])
    .where('cancelToken', '=', token)
    .executeTakeFirstOrThrow();
  return { token, row };
}

/** A personal booking of `host` at `start` (another event type of theirs). */
async function busyAt(host: ApiUser, start: string, slug: string) {
  await createEventType(db(), host.id, { slug });
  const own = await pub('POST', `/schedule/${host.id}/${slug}/bookings`, invitee(999, start));
  expect(own.status, own.text).toBe(201);
}

async function mailsTo(address: string, subjectLike = '%') {
  return db()
    .selectFrom('mailOutbox')
    .select(['subject', 'textBody', 'htmlBody', 'attachments'])
    .where('toAddress', '=', address)
    .where('subject', 'like', subjectLike)
    .orderBy('createdAt')
    .execute();
}

const hostOf = async (bookingId: string) =>
  (
    await db()
      .selectFrom('scheduling_bookings')
      .select(['userId', 'startTime', 'status'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow()
  ).userId;

describe('moving a round-robin booking', () => {
  it('offers a time any host is free and hands the booking to the free host due next', async () => {
    const team = await newTeam('trr-hand', 1);
    const eventType = await createTeamEventType(team, {});
    const slots = await slotsOf(team, 'team-intro');
    const who = invitee(1, slots[0]);
    const { token, row } = await book(team, 'team-intro', who);
    const booked = team.hosts.find((host) => host.id === row.userId) as ApiUser;
    const other = team.hosts.find((host) => host.id !== row.userId) as ApiUser;

    // The booked host is busy at the new time; the other host is free then.
    const target = slots[8] as string;
    await busyAt(booked, target, 'own-call');
    expect(await slotsOf(team, 'team-intro', `?reschedule=${token}`)).toContain(target);

    const moved = await pub('POST', `/bookings/${token}/reschedule`, { startTime: target });
    expect(moved.status, moved.text).toBe(200);
    expect(await hostOf(row.id)).toBe(other.id);
    const after = await db()
      .selectFrom('scheduling_bookings')
      .select(['startTime', 'icsSequence', 'cancelToken', 'status'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(new Date(after.startTime).toISOString()).toBe(target);
    expect(after.cancelToken).toBe(token);
    expect(after.icsSequence).toBe(row.icsSequence + 1);

    // The assignment is recorded: from whom, to whom, by which rule and why.
    const assignments = await db()
      .selectFrom('scheduling_booking_assignments')
      .select(['fromUserId', 'toUserId', 'rule', 'reason', 'workspaceId'])
      .where('bookingId', '=', row.id)
      .execute();
    expect(assignments).toEqual([
      {
        fromUserId: booked.id,
        toUserId: other.id,
        rule: 'round_robin',
        reason: 'reschedule',
        workspaceId: team.id,
      },
    ]);

    // The old host: a cancellation-style mail whose calendar file removes the event.
    const [gone] = await mailsTo(booked.email, 'Booking moved to %');
    expect(gone?.subject).toBe(
      `Booking moved to Host ${team.hosts.indexOf(other)}: Mover 1 – Team intro`,
    );
    expect(gone?.textBody).toContain('so Host');
    const cancelFile = gone?.attachments[0];
    expect(cancelFile?.filename).toBe('cancel.ics');
    expect(cancelFile?.content).toContain('METHOD:CANCEL');
    expect(cancelFile?.content).toContain(`SEQUENCE:${row.icsSequence + 1}`);
    // The new host: the booking, with a calendar file that adds it.
    const [gained] = await mailsTo(other.email, 'New booking: Mover 1%');
    expect(gained?.textBody).toContain('so it is yours now');
    expect(gained?.attachments[0]?.filename).toBe('invite.ics');
    expect(gained?.attachments[0]?.content).toContain('METHOD:REQUEST');
    const unfolded = (gained?.attachments[0]?.content ?? '').replace(/\r\n[ \t]/g, '');
    expect(unfolded).toMatch(/ORGANIZER;CN=[^\r\n]*:mailto:/i);
    expect(unfolded.toLowerCase()).toContain(other.email.toLowerCase());
    // The invitee: the new time and the new host.
    const [toInvitee] = await mailsTo(who.email, 'Booking rescheduled%');
    expect(toInvitee?.textBody).toContain(`With: Host ${team.hosts.indexOf(other)}`);
    expect(toInvitee?.textBody).toContain(`Was with: Host ${team.hosts.indexOf(booked)}`);
    // The new host's Recent Activity has it; both lists follow the row's host.
    const activity = await db()
      .selectFrom('activity')
      .select('kind')
      .where('userId', '=', other.id)
      .where('kind', '=', 'booking_created')
      .execute();
    expect(activity.length).toBeGreaterThan(0);
    expect(eventType.id).toBeTruthy();
  });

  it('keeps the booked host when they are free at the new time', async () => {
    const team = await newTeam('trr-keep', 1);
    await createTeamEventType(team, {});
    const slots = await slotsOf(team, 'team-intro');
    const { token, row } = await book(team, 'team-intro', invitee(2, slots[0]));
    const moved = await pub('POST', `/bookings/${token}/reschedule`, { startTime: slots[5] });
    expect(moved.status, moved.text).toBe(200);
    expect(await hostOf(row.id)).toBe(row.userId);
    const assignments = await db()
      .selectFrom('scheduling_booking_assignments')
      .select('id')
      .where('bookingId', '=', row.id)
      .execute();
    expect(assignments).toEqual([]);
  });

  it('answers "just taken" when no host is free then, and the booking keeps its time and host', async () => {
    const team = await newTeam('trr-none', 1);
    await createTeamEventType(team, {});
    const slots = await slotsOf(team, 'team-intro');
    const { token, row } = await book(team, 'team-intro', invitee(3, slots[0]));
    const target = slots[6] as string;
    for (const [i, host] of team.hosts.entries()) await busyAt(host, target, `busy-${i}`);
    expect(await slotsOf(team, 'team-intro', `?reschedule=${token}`)).not.toContain(target);
    const refused = await pub('POST', `/bookings/${token}/reschedule`, { startTime: target });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(M.slotTaken);
    const kept = await db()
      .selectFrom('scheduling_bookings')
      .select(['userId', 'startTime'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(kept.userId).toBe(row.userId);
    expect(new Date(kept.startTime).toISOString()).toBe(slots[0]);
  });

  it('the reschedule page of a one-host team offers the times overlapping the booking’s own', async () => {
    const team = await newTeam('trr-own', 0);
    await createTeamEventType(team, {});
    const slots = await slotsOf(team, 'team-intro');
    const { token } = await book(team, 'team-intro', invitee(4, slots[1]));
    const plain = await slotsOf(team, 'team-intro');
    expect(plain).not.toContain(slots[1]);
    const moving = await slotsOf(team, 'team-intro', `?reschedule=${token}`);
    expect(moving).toContain(slots[1]);
    // Another token (well shaped, unknown) changes nothing.
    expect(await slotsOf(team, 'team-intro', `?reschedule=${'x'.repeat(32)}`)).toEqual(plain);
  });
});

describe('a collective booking', () => {
  it('mails every host when the invitee moves or cancels, and names every host to the invitee', async () => {
    const team = await newTeam('tco-mails', 2);
    await createTeamEventType(team, { kind: 'collective', slug: 'together' });
    const slots = await slotsOf(team, 'together');
    const who = invitee(5, slots[0]);
    const { token } = await book(team, 'together', who);
    const [created] = await mailsTo(who.email, 'Booking confirmed%');
    expect(created?.textBody).toContain('With: Host 0, Host 1 and Host 2');

    const moved = await pub('POST', `/bookings/${token}/reschedule`, { startTime: slots[4] });
    expect(moved.status, moved.text).toBe(200);
    for (const host of team.hosts) {
      const mails = await mailsTo(host.email, 'Booking rescheduled: Mover 5%');
      expect(mails, host.email).toHaveLength(1);
      expect(mails[0]?.attachments[0]?.content).toContain('METHOD:REQUEST');
    }
    const [movedMail] = await mailsTo(who.email, 'Booking rescheduled%');
    expect(movedMail?.textBody).toContain('With: Host 0, Host 1 and Host 2');

    const canceled = await pub('POST', `/bookings/${token}/cancel`, { reason: 'Sorry' });
    expect(canceled.status, canceled.text).toBe(200);
    for (const host of team.hosts) {
      const mails = await mailsTo(host.email, 'Booking canceled: Mover 5%');
      expect(mails, host.email).toHaveLength(1);
      expect(mails[0]?.attachments[0]?.content).toContain('METHOD:CANCEL');
    }
    expect(await mailsTo(who.email, 'Booking canceled%')).toHaveLength(1);
  });
});
