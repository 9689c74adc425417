// A member row of one organization, locked for the write that follows; a member of
// another organization, or an id that is no uuid, answers 404 like a missing one.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ORG_MESSAGES } from '../../../core/messages';
import type { MemberStatus } from '../../../core/permissions';
import type { DB } from '../../db/types';
import { notFound } from '../../http/errors';

const ZId = z.uuid();

export type MemberRow = {
  id: string;
  userId: string;
  roleId: string;
  status: MemberStatus;
  isOwner: boolean;
};

export async function findMemberForUpdate(
  db: Kysely<DB>,
  organizationId: string,
  memberId: string,
): Promise<MemberRow> {
  if (!ZId.safeParse(memberId).success) throw notFound(ORG_MESSAGES.memberNotFound);
  const member = await db
    .selectFrom('organization_members')
    .select(['id', 'userId', 'roleId', 'status', 'isOwner'])
    .where('id', '=', memberId)
    .where('organizationId', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
  if (!member) throw notFound(ORG_MESSAGES.memberNotFound);
  return member;
}
