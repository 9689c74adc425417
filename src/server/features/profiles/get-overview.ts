// The four tiles of the dashboard overview (spec section 2, issue 2 "Signed-in shell").
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { countClientsAndWon, countMyTasksDueToday } from '../clients/public';
import { countLinksAndClicks } from '../links/public';
import { formatConversionRate } from './conversion-rate';

export type Overview = {
  totalLinks: number;
  totalClicks: number;
  clients: number;
  /** closed_won / all clients as a whole percentage, e.g. "33%"; "0%" without clients. */
  conversion: string;
  /** The caller's open tasks still due today in their zone (issue 20). */
  tasksDueToday: number;
};

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
