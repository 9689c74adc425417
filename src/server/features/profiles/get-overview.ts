// The four tiles of the dashboard overview (spec section 2, issue 2 "Signed-in shell").
import type { Kysely } from 'kysely';
import type { Overview } from '../../../core/profile-schemas';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { countClientsAndWon, countMyTasksDueToday } from '../clients/public';
import { countLinksAndClicks } from '../links/public';
import { formatConversionRate } from './conversion-rate';

export type { Overview };

/**
 * Links and clicks are the person's (their Scale Page); clients are the current
 * workspace's that they may see (issue 18).
 */
export async function getOverview(db: Kysely<DB>, access: WorkspaceAccess): Promise<Overview> {
  const [links, clients, tasksDueToday] = await Promise.all([
    countLinksAndClicks(db, access.userId),
    countClientsAndWon(db, access),
    countMyTasksDueToday(db, access),
  ]);
  return {
    totalLinks: links.links,
    totalClicks: links.clicks,
    clients: clients.clients,
    conversion: formatConversionRate(clients.won, clients.clients),
    tasksDueToday,
  };
}
