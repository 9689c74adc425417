// The workspace's routing state, read under its lock (decision 061): the settings row is
// taken FOR UPDATE first, so every routing transaction of one workspace runs after the
// previous one committed and sees its counts. Members without a row yet (they joined
// after routing began) get one here, starting level with the others (levelStartCount).
import { type Kysely, sql } from 'kysely';
import type { RoutingMode } from '../../../core/lead-routing-schemas';
import { DEFAULT_ROUND_ROBIN_WEIGHT, levelStartCount } from '../../../core/round-robin';
import type { WebhookEventType } from '../../../core/webhook-schemas';
import type { DB } from '../../db/types';
import { webhookSubscribersExist } from '../webhooks/public';

export type RoutingMember = {
  userId: string;
  inRotation: boolean;
  weight: number;
  outFrom: Date | null;
  outUntil: Date | null;
  dailyCap: number | null;
  assignedCount: number;
  lastAssignedAt: Date | null;
  /** Round-robin leads today (UTC): zero when `countDay` is another day. */
  countDay: string | null;
  dayCount: number;
};

export type RoutingState = {
  mode: RoutingMode;
  fixedUserId: string | null;
  /** The workspace's active members with their rotation rows. */
  members: RoutingMember[];
};

/**
 * Takes the workspace's routing lock (creating its settings row on first use). With
 * `webhookEvents`, `subscribed` also says whether an endpoint of the workspace wants one
 * of them, read in the same round trip (a lead's hooks need no fresher answer than that).
 */
export async function lockRoutingState(
  trx: Kysely<DB>,
  workspaceId: string,
  webhookEvents: readonly WebhookEventType[] = [],
) {
  const lock = () =>
    trx
      .selectFrom('lead_routing_settings')
      .select([
        'mode',
        'fixedUserId',
        (webhookEvents.length > 0
          ? webhookSubscribersExist(workspaceId, webhookEvents)
          : sql<boolean>`false`
        ).as('subscribed'),
      ])
      .where('workspaceId', '=', workspaceId)
      .forUpdate()
      .executeTakeFirst();
  // The row exists after a workspace's first lead: one round trip from then on.
  const settings = await lock();
  if (settings) return settings;
  await trx
    .insertInto('lead_routing_settings')
    .values({ workspaceId })
    .onConflict((oc) => oc.column('workspaceId').doNothing())
    .execute();
  const created = await lock();
  if (!created) throw new Error(`no routing settings for ${workspaceId}`);
  return created;
}

/** A member's routing row as chosen and counted (both the read and the newcomers' insert). */
const memberColumns = () =>
  [
    'userId',
    'inRotation',
    'weight',
    'outFrom',
    'outUntil',
    'dailyCap',
    'assignedCount',
    'lastAssignedAt',
    sql<string | null>`to_char(count_day, 'YYYY-MM-DD')`.as('countDay'),
    'dayCount',
  ] as const;

/** Call with the lock held; `active` are the workspace's active members (its roster). */
export async function loadRoutingMembers(
  trx: Kysely<DB>,
  workspaceId: string,
  active: readonly { userId: string }[],
): Promise<RoutingMember[]> {
  const rows = await trx
    .selectFrom('lead_routing_members')
    .select(memberColumns())
    .where('workspaceId', '=', workspaceId)
    .execute();
  const activeIds = new Set(active.map((member) => member.userId));
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  const current = rows.filter((row) => activeIds.has(row.userId) && row.inRotation);
  const newcomers = active.filter((member) => !byUser.has(member.userId));
  if (newcomers.length > 0) {
    const start = levelStartCount(
      current.map((row) => ({ count: row.assignedCount, weight: row.weight })),
      DEFAULT_ROUND_ROBIN_WEIGHT,
    );
    const inserted = await trx
      .insertInto('lead_routing_members')
      .values(
        newcomers.map((member) => ({ workspaceId, userId: member.userId, assignedCount: start })),
      )
      .onConflict((oc) => oc.columns(['workspaceId', 'userId']).doNothing())
      .returning(memberColumns())
      .execute();
    for (const row of inserted) byUser.set(row.userId, row);
  }
  return active
    .map((member) => byUser.get(member.userId))
    .filter((row): row is RoutingMember => row !== undefined);
}
