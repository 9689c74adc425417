// GET /clients/duplicates (issue 20, decision 045): pairs of clients the caller may see
// that look like one person — a shared e-mail (any address in their lists, any case), a
// shared phone (any number in their lists, by its digits, as migration 0029's index
// compares them) or the same name at the same company (case and spaces aside).
//
// The keys are kept by migration 0038 in client_duplicate_keys (decision 052), normalised as
// client-duplicates.ts's emailKey/phoneKey/nameKey, the import's keys. The workspace's keys
// held by two clients or more are found in that table's index alone; only their few
// clients are read, through the access filter, and grouped again among those the caller
// may see. A group of n clients gives n − 1 pairs — its oldest client with each of the
// others — so a key shared by many (an office's switchboard) stays linear, and merging the
// pairs one after another still folds the whole group into the oldest. A pair found by
// several keys is one pair with several reasons.
import { type Kysely, sql } from 'kysely';
import type {
  DuplicateClient,
  DuplicatePage,
  DuplicateReason,
} from '../../../core/client-duplicates';
import type { DB } from '../../db/types';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';

type PairRow = {
  olderId: string;
  newerId: string;
  reasons: DuplicateReason[];
  total: number | string;
};

type ClientBrief = Omit<DuplicateClient, 'createdAt'> & { createdAt: Date | string };

export async function findDuplicates(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  { limit, offset }: { limit: number; offset: number },
): Promise<DuplicatePage> {
  const visible = recordFilter(access, 'clients', 'view', 'c');
  const { rows } = await sql<PairRow>`
    WITH shared AS (
      -- Keys held twice or more in the workspace (a client may hold one twice: two
      -- spellings of a number in its list; the next step tells those apart).
      SELECT kind, key
      FROM client_duplicate_keys
      WHERE workspace_id = ${access.workspaceId}
      GROUP BY kind, key
      HAVING count(*) > 1
    ),
    holders AS (
      -- Their clients the caller may see, once per key: a teammate's client hidden at
      -- level "own" neither appears nor makes a pair of one.
      SELECT k.kind, k.key, c.id, c.created_at, min(k.shown) AS shown
      FROM shared s
      JOIN client_duplicate_keys k
        ON k.workspace_id = ${access.workspaceId} AND k.kind = s.kind AND k.key = s.key
      JOIN clients c ON c.id = k.client_id
      WHERE ${visible}
      GROUP BY k.kind, k.key, c.id, c.created_at
    ),
    members AS (
      SELECT kind, key, min(shown) AS shown, array_agg(id ORDER BY created_at, id) AS ids
      FROM holders
      GROUP BY kind, key
      HAVING count(*) > 1
    ),
    pairs AS (
      SELECT m.ids[1] AS older_id, other.id AS newer_id,
             jsonb_agg(jsonb_build_object('kind', m.kind, 'value', m.shown)
                       ORDER BY m.kind, m.shown) AS reasons
      FROM members m
      CROSS JOIN LATERAL unnest(m.ids[2:]) AS other (id)
      GROUP BY 1, 2
    )
    SELECT older_id, newer_id, reasons, count(*) OVER () AS total
    FROM pairs
    ORDER BY newer_id, older_id
    LIMIT ${limit} OFFSET ${offset}
  `.execute(db);
  // The window's count comes with the page's rows (past the last page there are none,
  // and that page says 0).
  const total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0) return { pairs: [], total };
  const ids = [...new Set(rows.flatMap((row) => [row.olderId, row.newerId]))];
  const briefs = await db
    .selectFrom('clients')
    .select(['id', 'name', 'company', 'email', 'phone', 'createdAt'])
    .where('id', 'in', ids)
    .where(recordFilter(access, 'clients', 'view'))
    .execute();
  const byId = new Map(briefs.map((row) => [row.id, toBrief(row)]));
  const pairs = rows.flatMap((row) => {
    const older = byId.get(row.olderId);
    const newer = byId.get(row.newerId);
    return older && newer ? [{ older, newer, reasons: row.reasons }] : [];
  });
  return { pairs, total };
}

function toBrief(row: ClientBrief): DuplicateClient {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    createdAt: (row.createdAt instanceof Date
      ? row.createdAt
      : new Date(row.createdAt)
    ).toISOString(),
  };
}
