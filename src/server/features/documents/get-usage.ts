// GET /usage: the caller's plan and how much of each counted resource they use (§9), for
// the "1 of 1 documents" lines and their upgrade hints.
import type { Kysely } from 'kysely';
import type { PlanUsage } from '../../../core/documents';
import { isPlanTier, limitFor, type PlanResource } from '../../../core/plans';
import type { DB } from '../../db/types';

/** The per-user resources; the per-project ones are shown on each project. */
const COUNTED = {
  clients: 'clients',
  templates: 'message_templates',
  trackingLinks: 'document_tracking_links',
  documents: 'documents',
  projects: 'projects',
} as const satisfies Partial<Record<PlanResource, keyof DB>>;

export async function getUsage(db: Kysely<DB>, userId: string): Promise<PlanUsage> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('profiles').select('tier').where('userId', '=', userId).as('tier'),
      ...Object.entries(COUNTED).map(([resource, table]) =>
        eb
          .selectFrom(table)
          .select((count) => count.fn.countAll<number>().as('used'))
          .where('userId', '=', userId)
          .as(resource),
      ),
    ])
    .executeTakeFirstOrThrow();
  const counts = row as unknown as Record<string, number | string | null>;
  const tier = isPlanTier(row.tier) ? row.tier : 'free';
  return {
    tier,
    items: (Object.keys(COUNTED) as Array<keyof typeof COUNTED>).map((resource) => ({
      resource,
      used: Number(counts[resource] ?? 0),
      limit: limitFor(tier, resource),
    })),
  };
}
