// GET /clients/duplicates (issue 20, decision 045): pairs of clients the caller may see
// that look like one person — a shared e-mail (any address in their lists, any case), a
// shared phone (any number in their lists, by its digits, as migration 0029's index
// compares them) or the same name at the same company (case and spaces aside).
//
// One pass over the workspace's clients: each visible client gives its normalised keys,
// the keys are grouped, and a group of n clients gives n − 1 pairs — its oldest client
// with each of the others — so a key shared by many (an office's switchboard) stays
// linear, and merging the pairs one after another still folds the whole group into the
// oldest. A pair found by several keys is one pair with several reasons.
import { type Kysely, sql } from 'kysely';
import type {
  DuplicateClient,
  DuplicatePage,
  DuplicateReason,
} from '../../../core/client-duplicates';
import type { DB } from '../../db/types';
import { recordFilter, type WorkspaceAccess } from '../../platform/access/workspace-access';

/** A phone with fewer digits than this is a fragment, not a number to match on. */
const MIN_PHONE_DIGITS = 6;

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
    WITH keys AS (
      -- One pass: each client's keys from its lists (the email and phone columns are
      -- their lists' primary entries, so the lists hold every value).
      SELECT c.id, c.created_at, k.kind, k.key, k.shown
      FROM clients c
      CROSS JOIN LATERAL (
        SELECT 'email' AS kind, lower(btrim(e.value->>'address')) AS key,
               btrim(e.value->>'address') AS shown
        FROM jsonb_array_elements(
          CASE WHEN jsonb_typeof(c.contact_details->'emails') = 'array'
               THEN c.contact_details->'emails' ELSE '[]'::jsonb END) AS e
        UNION ALL
        SELECT 'phone', regexp_replace(p.value->>'number', '[^0-9]', '', 'g'), p.value->>'number'
        FROM jsonb_array_elements(
          CASE WHEN jsonb_typeof(c.contact_details->'phones') = 'array'
               THEN c.contact_details->'phones' ELSE '[]'::jsonb END) AS p
        UNION ALL
        SELECT 'name',
               lower(regexp_replace(btrim(c.name), '[[:space:]]+', ' ', 'g')) || '|' ||
               lower(regexp_replace(btrim(c.company), '[[:space:]]+', ' ', 'g')),
               btrim(c.name) || ', ' || btrim(c.company)
        WHERE btrim(coalesce(c.company, '')) <> ''
      ) AS k
      WHERE ${visible}
    ),
    -- Keys held by two clients or more: min and max differ (no per-group sort, as
    -- count(DISTINCT …) would need over every key).
    groups AS (
      SELECT kind, key, min(shown) AS shown
      FROM keys
      WHERE key <> '' AND (kind <> 'phone' OR length(key) >= ${MIN_PHONE_DIGITS})
      GROUP BY kind, key
      HAVING min(id::text) <> max(id::text)
    ),
    members AS (
      SELECT g.kind, g.key, g.shown,
             array_agg(DISTINCT k.id) AS distinct_ids,
             (array_agg(k.id ORDER BY k.created_at, k.id))[1] AS oldest
      FROM groups g
      JOIN keys k ON k.kind = g.kind AND k.key = g.key
      GROUP BY g.kind, g.key, g.shown
    ),
    pairs AS (
      SELECT m.oldest AS older_id, other.id AS newer_id,
             jsonb_agg(jsonb_build_object('kind', m.kind, 'value', m.shown)
                       ORDER BY m.kind, m.shown) AS reasons
      FROM members m
      CROSS JOIN LATERAL unnest(m.distinct_ids) AS other (id)
      WHERE other.id <> m.oldest
      GROUP BY m.oldest, other.id
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
