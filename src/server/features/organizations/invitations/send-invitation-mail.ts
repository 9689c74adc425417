// Queues an invitation's mail in the transaction that gave it its token: if that rolls
// back, no link is mailed that would not work.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { enqueueMail } from '../../../platform/mail/outbox';
import { invitationMail } from './invitation-mail';
import { invitationLink } from './invitation-token';
import { personName } from './invitation-view';

export async function sendInvitationMail(
  trx: Kysely<DB>,
  invitationId: string,
  token: string,
  publicUrl: string,
): Promise<void> {
  const row = await trx
    .selectFrom('organization_invitations as i')
    .innerJoin('organizations as o', 'o.id', 'i.organizationId')
    .innerJoin('roles as r', 'r.id', 'i.roleId')
    .leftJoin('users as u', 'u.id', 'i.invitedBy')
    .leftJoin('profiles as p', 'p.userId', 'i.invitedBy')
    .select([
      'i.email',
      'i.expiresAt',
      'o.name as organizationName',
      'r.name as roleName',
      'p.displayName',
      'p.username',
      'u.email as inviterEmail',
    ])
    .where('i.id', '=', invitationId)
    .executeTakeFirstOrThrow();
  const mail = invitationMail({
    inviterName: personName(row.displayName, row.username) ?? row.inviterEmail ?? 'Someone',
    organizationName: row.organizationName,
    roleName: row.roleName,
    link: invitationLink(publicUrl, token),
    expiresAt: new Date(row.expiresAt),
  });
  await enqueueMail(trx, { to: row.email, ...mail });
}
