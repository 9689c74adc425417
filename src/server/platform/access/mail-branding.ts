// Whose name a workspace's outgoing mails carry, and whether Scale's branding stays
// (decision 073): the workspace owner's plan decides (showsScaleBranding, decision 064);
// the name is the organization's for a team, the person's for a personal workspace. Only
// the access layer reads the organization and membership tables (decision 037).
import type { Kysely } from 'kysely';
import { isPlanTier, showsScaleBranding } from '../../../core/plans';
import type { DB } from '../../db/types';
import type { MailBranding } from '../mail/branding';
import { workspaceOwnerId } from './workspace-access';

export async function mailBrandingOf(db: Kysely<DB>, workspaceId: string): Promise<MailBranding> {
  const row = await db
    .selectFrom('organizations as o')
    .innerJoin('profiles as p', (join) => join.on('p.userId', '=', workspaceOwnerId(workspaceId)))
    .select(['o.name', 'o.personalUserId', 'p.tier', 'p.displayName', 'p.username'])
    .where('o.id', '=', workspaceId)
    .executeTakeFirst();
  if (!row) return { branded: true, senderName: '' };
  const tier = isPlanTier(row.tier) ? row.tier : 'free';
  const personName = row.displayName?.trim() || row.username || '';
  return {
    branded: showsScaleBranding(tier),
    senderName: row.personalUserId ? personName : row.name,
  };
}
