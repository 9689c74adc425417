// Seats (issue 22, spec §9 "2+ users"): a workspace's active members plus its pending
// invitations, and the owner's plan that must be Business for more than one. Downgrading
// never removes anyone (decision 064): the workspace then reads as "team read-only".
import { type Kysely, sql } from 'kysely';
import { PLAN_MESSAGES } from '../../../core/messages';
import { allowsTeamSeats, isPlanTier, type PlanTier } from '../../../core/plans';
import type { DB } from '../../db/types';
import { HttpError } from '../../http/errors';
import { workspaceOwnerId } from '../../platform/access/workspace-access';

export type WorkspaceSeats = {
  seats: number;
  ownerTier: PlanTier;
  /** Several seats while the owner is not on Business: team features read-only. */
  teamReadOnly: boolean;
};

/** Active members + pending invitations (accepted and revoked ones are not seats). */
export async function workspaceSeats(
  db: Kysely<DB>,
  organizationId: string,
): Promise<WorkspaceSeats> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('profiles')
        .select('tier')
        .where('userId', '=', workspaceOwnerId(organizationId))
        .as('tier'),
      eb
        .selectFrom('organization_members')
        .select((count) => count.fn.countAll<number>().as('n'))
        .where('organizationId', '=', organizationId)
        .where('status', '=', 'active')
        .as('members'),
      eb
        .selectFrom('organization_invitations')
        .select((count) => count.fn.countAll<number>().as('n'))
        .where('organizationId', '=', organizationId)
        .where('acceptedAt', 'is', null)
        .where('revokedAt', 'is', null)
        .as('invitations'),
    ])
    .executeTakeFirstOrThrow();
  const ownerTier = isPlanTier(row.tier) ? row.tier : 'free';
  const seats = Number(row.members ?? 0) + Number(row.invitations ?? 0);
  return { seats, ownerTier, teamReadOnly: seats > 1 && !allowsTeamSeats(ownerTier) };
}

/**
 * Refuses (403) a new seat unless the owner is on Business: on Free and Pro the owner is
 * the one seat, so any invitation would be the second member.
 */
export async function assertMayAddSeat(
  db: Kysely<DB>,
  organizationId: string,
  callerIsOwner: boolean,
): Promise<void> {
  const owner = await db
    .selectFrom('profiles')
    .select('tier')
    .where('userId', '=', workspaceOwnerId(organizationId))
    .executeTakeFirst();
  const tier = isPlanTier(owner?.tier) ? owner.tier : 'free';
  if (allowsTeamSeats(tier)) return;
  throw new HttpError(
    'forbidden',
    callerIsOwner
      ? PLAN_MESSAGES.secondMemberNeedsBusiness
      : PLAN_MESSAGES.secondMemberNeedsOwnersBusiness,
  );
}

/** The distinct people an owner pays for across every workspace they own (decision 065). */
export async function seatsOwnedBy(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await sql<{ seats: number | string }>`
    SELECT count(*) AS seats FROM (
      SELECT u.email FROM organization_members m
        JOIN users u ON u.id = m.user_id
        WHERE m.status = 'active' AND m.organization_id IN (
          SELECT organization_id FROM organization_members WHERE user_id = ${userId} AND is_owner)
      UNION
      SELECT i.email FROM organization_invitations i
        WHERE i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.organization_id IN (
          SELECT organization_id FROM organization_members WHERE user_id = ${userId} AND is_owner)
    ) AS people`.execute(db);
  return Math.max(1, Number(row.rows[0]?.seats ?? 1));
}
